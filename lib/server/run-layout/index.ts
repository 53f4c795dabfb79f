export { getRunLayout } from "./run-layout";
