import { ApiErrorBodySchema } from "@campuslar/domain/errors/api-error";
import { PageViewEventSchema } from "@campuslar/domain/events/page-view";
import { createRoute } from "@hono/zod-openapi";

export const recordPageViewRoute = createRoute({
  method: "post",
  path: "/events/page-view",
  tags: ["Analytics"],
  summary: "Record a page view (sent by the web 250 ms after a route change)",
  request: { body: { content: { "application/json": { schema: PageViewEventSchema } }, required: true } },
  responses: {
    204: { description: "Recorded" },
    400: { content: { "application/json": { schema: ApiErrorBodySchema } }, description: "Invalid event" },
  },
});
