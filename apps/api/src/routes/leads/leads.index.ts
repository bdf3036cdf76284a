import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import type { Locale } from "@campuslar/domain/i18n/locales";
import {
  advertiseFormSchemaFor,
  interestBoundsIssues,
  purchaseInterestFormSchemaFor,
} from "@campuslar/domain/lead/lead-forms";
import type { Context } from "hono";
import type { z } from "zod";
import { optionalUser } from "../../auth/require-user.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { createRouter } from "../../lib/create-router.ts";
import { HttpError } from "../../lib/errors.ts";
import { localeOf } from "../../lib/request-locale.ts";
import { translateFieldErrors, VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import {
  findInterestListing,
  type LeadContext,
  submitAdvertise,
  submitConcierge,
  submitInterest,
  submitPurchaseInterest,
  submitServiceRequest,
  unknownListing,
} from "../../services/lead-service.ts";
import { leadLimit } from "./leads.limits.ts";
import {
  advertiseRoute,
  conciergeFgvRoute,
  conciergeRoute,
  interestRoute,
  purchaseInterestRoute,
  serviceRequestRoute,
} from "./leads.routes.ts";

/** Anonymous leads are welcome; a valid bearer token links the lead to its user. */
async function leadContext(c: Context<AppEnv>): Promise<LeadContext> {
  const user = await optionalUser(c);
  return {
    locale: localeOf(c),
    userId: user?.id ?? null,
    idempotencyKey: c.req.header("idempotency-key") ?? null,
    staffEmail: c.var.deps.staffEmail ?? null,
    now: c.var.deps.now(),
    publicUrl: c.var.deps.publicUrl,
  };
}

/** The 400 that names each field of `issues` in the visitor's language, as the route's own check does. */
const validationFailed = (issues: readonly z.core.$ZodIssue[], locale: Locale) =>
  new HttpError("validation_failed", VALIDATION_MESSAGE[locale], translateFieldErrors(issues, locale));

/** The route checked the format; dates must also not lie before today in São Paulo. */
function withToday<T extends z.ZodType>(schema: T, body: unknown, locale: Locale): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw validationFailed(parsed.error.issues, locale);
}

export const leadsRouter = createRouter();
for (const [path, form] of [
  ["/property/interest", "interest"],
  ["/property/purchase-interest", "purchase"],
  ["/property/advertise", "advertise"],
  ["/users/concierge-fgv", "concierge"],
  ["/users/concierge/*", "concierge"],
  ["/services/requests", "service"],
] as const) {
  leadsRouter.use(path, leadLimit(form));
}
leadsRouter
  .openapi(interestRoute, async (c) => {
    const ctx = await leadContext(c);
    // The route read the format; the listing's rent, minimum contract and rooms then bound the
    // proposal, the stay and the room, and today the move date, all in one answer. An unknown
    // listing bounds nothing: only the date is checked before it is refused.
    const form = c.req.valid("json");
    const listing = await findInterestListing(c.var.deps.db, form.propertyCode, ctx.locale);
    const issues = interestBoundsIssues(form, { today: saoPauloDate(ctx.now), listing: listing?.bounds });
    if (issues.length > 0) throw validationFailed(issues, ctx.locale);
    if (!listing) throw unknownListing(ctx.locale);
    return c.json(await submitInterest(c.var.deps.db, form, listing, ctx), 201);
  })
  .openapi(purchaseInterestRoute, async (c) => {
    const ctx = await leadContext(c);
    const form = withToday(
      purchaseInterestFormSchemaFor({ today: saoPauloDate(ctx.now) }),
      await c.req.json(),
      ctx.locale,
    );
    return c.json(await submitPurchaseInterest(c.var.deps.db, form, ctx), 201);
  })
  .openapi(advertiseRoute, async (c) => {
    const ctx = await leadContext(c);
    const form = withToday(advertiseFormSchemaFor({ today: saoPauloDate(ctx.now) }), await c.req.json(), ctx.locale);
    return c.json(await submitAdvertise(c.var.deps.db, form, ctx), 201);
  })
  .openapi(conciergeFgvRoute, async (c) =>
    c.json(await submitConcierge(c.var.deps.db, "fgv", c.req.valid("json"), await leadContext(c)), 201),
  )
  .openapi(conciergeRoute, async (c) =>
    c.json(
      await submitConcierge(c.var.deps.db, c.req.valid("param").partner, c.req.valid("json"), await leadContext(c)),
      201,
    ),
  )
  .openapi(serviceRequestRoute, async (c) =>
    c.json(await submitServiceRequest(c.var.deps.db, c.req.valid("json"), await leadContext(c)), 201),
  );
