export { rehypeSentences, type SentenceSpan, type SentencePartProperties } from "./sentence-parts";
export { remarkHtmlAsText } from "./html-as-text";
export { sourceOffsets } from "./source-offsets";
