export { ApiError, notFound, errorResponse, route } from "./api-error";
