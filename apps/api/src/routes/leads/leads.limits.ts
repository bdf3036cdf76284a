import { LEAD_RATE_LIMITS as L } from "@campuslar/domain/lead/lead-limits";
import type { Context } from "hono";
import { accountEmail, byIp, rateLimit } from "../../lib/rate-limit.ts";

/** The e-mail a lead form was given (its confirmation goes there), lower-cased. */
const byEmail = async (c: Context) => {
  const email = await accountEmail(c);
  return email ? [`email:${email}`] : undefined;
};

/**
 * Issue 17: one lead form's limits, counted apart from the other forms', per address and per
 * e-mail, shared by every instance through Redis when it is configured. A flood gets 429 with
 * Retry-After, and no confirmation e-mail leaves past the limit.
 */
export const leadLimit = (form: string) =>
  rateLimit({
    name: `lead:${form}`,
    rules: [
      { scope: "ip", ...L.perIp, key: byIp },
      { scope: "email", ...L.perEmail, key: byEmail },
    ],
  });

/** Page views: one beacon per page shown, so only a flood from one address is refused. */
export const pageViewLimit = rateLimit({
  name: "page-view",
  rules: [{ scope: "ip", ...L.pageViewsPerIp, key: byIp }],
});
