import { PageViewEventSchema } from "@campuslar/domain/events/page-view";
import { createRoute } from "@hono/zod-openapi";
import { errorResponse, jsonBody } from "../../lib/openapi-responses.ts";

export const recordPageViewRoute = createRoute({
  method: "post",
  path: "/events/page-view",
  tags: ["Analytics"],
  summary: "Record a page view (sent by the web 250 ms after a route change)",
  request: jsonBody(PageViewEventSchema),
  responses: {
    204: { description: "Recorded" },
    400: errorResponse("Invalid event"),
    429: errorResponse("Too many page views from this address; see Retry-After"),
  },
});
