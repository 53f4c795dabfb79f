export { lineStarts, lineIndexAt, lineLocator, TextLines } from "./lines";
