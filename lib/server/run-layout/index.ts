export { getRunLayout, layOutSoon } from "./run-layout";
