export {
  type SearchRecord,
  type ClaimRecord,
  type NearestCandidate,
  type RejectionRecord,
  CLAIM_RECORD_FIELDS,
  SEARCH_RECORD_FIELDS,
  makeSearchRecord,
  makeClaimRecord,
  claimToDict,
} from "./records";
export { owned } from "./owned-text";
export type { SearchFunction, SearchOptions } from "./search-function";
