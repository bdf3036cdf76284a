import { createRouter } from "../../lib/create-router.ts";
import { recordPageView } from "../../services/page-view-service.ts";
import { pageViewLimit } from "../leads/leads.limits.ts";
import { recordPageViewRoute } from "./events.routes.ts";

export const eventsRouter = createRouter();
eventsRouter.use("/events/page-view", pageViewLimit);
eventsRouter.openapi(recordPageViewRoute, async (c) => {
  await recordPageView(c.var.deps.db, c.req.valid("json"));
  return c.body(null, 204);
});
