import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { LEAD_RATE_LIMITS } from "@campuslar/domain/lead/lead-limits";
import { roommateProfileSchemaFor } from "@campuslar/domain/roommates/roommate-profile";
import type { Context } from "hono";
import { requireUser } from "../../auth/require-user.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { createRouter } from "../../lib/create-router.ts";
import { HttpError } from "../../lib/errors.ts";
import { rateLimit } from "../../lib/rate-limit.ts";
import { localeOf } from "../../lib/request-locale.ts";
import { translateFieldErrors, VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import { listMatches } from "../../services/roommates/roommate-matches-service.ts";
import {
  deleteOwnProfile,
  getOwnProfile,
  saveOwnProfile,
  setOwnVisibility,
} from "../../services/roommates/roommate-profile-service.ts";
import {
  answerContactRequest,
  listContactRequests,
  requestContact,
} from "../../services/roommates/roommate-requests-service.ts";
import { suggestedListings } from "../../services/roommates/suggested-listings-service.ts";
import {
  acceptRequestRoute,
  declineRequestRoute,
  deleteProfileRoute,
  getProfileRoute,
  listMatchesRoute,
  listRequestsRoute,
  requestContactRoute,
  saveProfileRoute,
  setVisibilityRoute,
  suggestedListingsRoute,
} from "./roommates.routes.ts";

/** Answers name people once they agreed: never cached anywhere. */
const noStore = (c: Context<AppEnv>) => c.header("Cache-Control", "private, no-store");

/** Roommate matching (issue 10): a questionnaire, scored matches, contact on both sides' consent. */
export const roommatesRouter = createRouter();
roommatesRouter.use("/roommates/*", requireUser);
// Asking strangers to talk, by one user: a cap on how many an hour (issue 17).
roommatesRouter.use(
  "/roommates/contact-requests",
  rateLimit({
    name: "roommate-request",
    rules: [
      {
        scope: "user",
        ...LEAD_RATE_LIMITS.roommateRequestsPerUser,
        key: (c) => (c.req.method === "POST" ? [`user:${c.var.auth.user.id}`] : undefined),
      },
    ],
  }),
);
roommatesRouter
  .openapi(getProfileRoute, async (c) => {
    noStore(c);
    return c.json(await getOwnProfile(c.var.deps.db, c.var.auth.user.id), 200);
  })
  .openapi(saveProfileRoute, async (c) => {
    const locale = localeOf(c);
    // The route checked the shape; the move date must also not lie before today in São Paulo.
    const parsed = roommateProfileSchemaFor({ today: saoPauloDate(c.var.deps.now()) }).safeParse(await c.req.json());
    if (!parsed.success) {
      throw new HttpError(
        "validation_failed",
        VALIDATION_MESSAGE[locale],
        translateFieldErrors(parsed.error.issues, locale),
      );
    }
    const profile = await saveOwnProfile(c.var.deps.db, c.var.auth.user.id, parsed.data, c.var.deps.now());
    noStore(c);
    return c.json({ profile }, 200);
  })
  .openapi(setVisibilityRoute, async (c) => {
    const { visible } = c.req.valid("json");
    const profile = await setOwnVisibility(c.var.deps.db, c.var.auth.user.id, visible, localeOf(c), c.var.deps.now());
    noStore(c);
    return c.json({ profile }, 200);
  })
  .openapi(deleteProfileRoute, async (c) => {
    await deleteOwnProfile(c.var.deps.db, c.var.auth.user.id);
    return c.body(null, 204);
  })
  .openapi(listMatchesRoute, async (c) => {
    const { lang: _lang, ...query } = c.req.valid("query");
    noStore(c);
    return c.json(await listMatches(c.var.deps.db, c.var.auth.user.id, query, localeOf(c)), 200);
  })
  .openapi(suggestedListingsRoute, async (c) => {
    const { profileId } = c.req.valid("param");
    noStore(c);
    const today = saoPauloDate(c.var.deps.now());
    return c.json(await suggestedListings(c.var.deps.db, c.var.auth.user.id, profileId, localeOf(c), today), 200);
  })
  .openapi(requestContactRoute, async (c) => {
    const { profileId } = c.req.valid("json");
    const answer = await requestContact(c.var.deps.db, c.var.auth.user.id, profileId, localeOf(c), c.var.deps.now());
    return c.json(answer, 201);
  })
  .openapi(acceptRequestRoute, async (c) => {
    const { id } = c.req.valid("param");
    const db = c.var.deps.db;
    return c.json(
      await answerContactRequest(db, c.var.auth.user.id, id, "accepted", localeOf(c), c.var.deps.now()),
      200,
    );
  })
  .openapi(declineRequestRoute, async (c) => {
    const { id } = c.req.valid("param");
    const db = c.var.deps.db;
    return c.json(
      await answerContactRequest(db, c.var.auth.user.id, id, "declined", localeOf(c), c.var.deps.now()),
      200,
    );
  })
  .openapi(listRequestsRoute, async (c) => {
    noStore(c);
    return c.json(await listContactRequests(c.var.deps.db, c.var.auth.user.id), 200);
  });
