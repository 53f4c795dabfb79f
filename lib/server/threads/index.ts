export { typescriptThread } from "./typescript-thread";
