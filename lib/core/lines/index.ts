export { lineStarts, lineIndexAt, lineLocator } from "./lines";
