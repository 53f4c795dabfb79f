export { splitSentences, type Sentence } from "./split-sentences";
