export type { CalendarDate, CalendarFact, Fact, FactKind, QuantityFact, QuantityKind, CalendarKind, ScaleHint, TokenFact, TokenKind } from "./types";
export { isCalendarFact, isTokenFact } from "./types";
export { figureMagnitudes } from "./number-tokens";
export { extractFacts } from "./extract-facts";
export { numbersEquivalent, sourceReadings } from "./equivalence";
export { matchesFact, type SourceMatch, type MatchOptions } from "./match-fact";
export { searchForms } from "./search-forms";
export { sourceNumberPattern } from "./source-pattern";
export { tableHeaderAbove } from "./source-context";
