import { createRouter } from "../../lib/create-router.ts";
import { recordPageView } from "../../services/page-view-service.ts";
import { recordPageViewRoute } from "./events.routes.ts";

export const eventsRouter = createRouter().openapi(recordPageViewRoute, async (c) => {
  await recordPageView(c.var.deps.db, c.req.valid("json"));
  return c.body(null, 204);
});
