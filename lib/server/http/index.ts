export { ApiError, notFound, orNotFound, invalidInput } from "./api-error";
export { errorResponse } from "./error-response";
export { route, type RouteSchemas, type RouteInput, type RouteHandler } from "./route";
