import { ApiError, errorResponse } from "@/lib/server/http";

// Any /api path without its own route answers with a JSON 404 rather than the HTML not-found page.
const unknownRoute = (request: Request) =>
  errorResponse(new ApiError(404, "not_found", `No API route for ${request.method} ${new URL(request.url).pathname}`));

export { unknownRoute as GET, unknownRoute as POST, unknownRoute as PUT, unknownRoute as PATCH, unknownRoute as DELETE };
