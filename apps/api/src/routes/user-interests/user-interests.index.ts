import { negotiateLocale } from "@campuslar/domain/i18n/locales";
import { requireUser } from "../../auth/require-user.ts";
import { createRouter } from "../../lib/create-router.ts";
import { listUserInterests } from "../../services/user-interests-service.ts";
import { listUserInterestsRoute } from "./user-interests.routes.ts";

/** The interests a logged-in user sent, for their account page. */
export const userInterestsRouter = createRouter();
userInterestsRouter.use("/user/interests", requireUser);
userInterestsRouter.openapi(listUserInterestsRoute, async (c) => {
  const locale = negotiateLocale(c.req.valid("query").lang, c.req.header("accept-language"));
  c.header("Cache-Control", "private, no-store");
  return c.json(await listUserInterests(c.var.deps.db, c.var.auth.user.id, locale), 200);
});
