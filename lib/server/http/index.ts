export { ApiError, notFound, invalidInput, errorResponse } from "./api-error";
export { route, type RouteSchemas, type RouteInput, type RouteHandler } from "./route";
