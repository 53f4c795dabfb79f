export { rehypeSentences, type SentenceSpan, type SentencePartProperties } from "./sentence-parts";
export { remarkRawAsText } from "./raw-as-text";
