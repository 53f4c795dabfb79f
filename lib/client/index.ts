export { apiFetch, ApiRequestError } from "./api-fetch";
export { useRunList, runKeys } from "./runs";
