import { localizeFieldErrors } from "@campuslar/domain/i18n/field-errors";
import { visitMessage } from "@campuslar/domain/visits/visit-messages";
import type { Context } from "hono";
import type { z } from "zod";
import { actorOf } from "../../auth/policy.ts";
import { requireUser } from "../../auth/require-user.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { createRouter } from "../../lib/create-router.ts";
import { HttpError } from "../../lib/errors.ts";
import { localeOf } from "../../lib/request-locale.ts";
import { VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import { getVisitSchedule, putVisitSchedule } from "../../services/visits/visit-schedule-service.ts";
import {
  bookVisit,
  cancelVisit,
  decideAsOwner,
  decideByOwnerToken,
  listAdminVisits,
  listOwnerVisits,
  listVisitSlots,
  moveVisit,
  ownerVisitByToken,
  studentVisit,
  type VisitContext,
} from "../../services/visits/visit-service.ts";
import { leadLimit } from "../leads/leads.limits.ts";
import {
  adminVisitsRoute,
  bookVisitRoute,
  cancelVisitRoute,
  confirmByTokenRoute,
  confirmSignedInRoute,
  declineByTokenRoute,
  declineSignedInRoute,
  getScheduleRoute,
  ownerTokenVisitRoute,
  ownerVisitsRoute,
  putScheduleRoute,
  rescheduleVisitRoute,
  studentVisitRoute,
  visitSlotsRoute,
} from "./visits.routes.ts";

/** A 400 whose field messages are the visit's sentences in the visitor's language. */
const visitHook = (result: { success: boolean; error?: z.ZodError }, c: Context<AppEnv>): undefined => {
  if (result.success || !result.error) return;
  const locale = localeOf(c);
  const fields = localizeFieldErrors(result.error.issues, (key) => visitMessage(key, locale));
  throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], fields);
};

const contextOf = (c: Context<AppEnv>): VisitContext => ({
  locale: localeOf(c),
  now: c.var.deps.now(),
  publicUrl: c.var.deps.publicUrl,
  staffEmail: c.var.deps.staffEmail ?? null,
});

/** Nothing about a visit is cached: slots change with every booking, links show personal data. */
const noStore = (c: Context<AppEnv>) => c.header("Cache-Control", "private, no-store");

/** Public: the slots of a listing, a booking, and the student's and owner's links. */
export const visitsRouter = createRouter();
visitsRouter.use("/properties/:code/visits", leadLimit("visit"));
visitsRouter
  .openapi(
    visitSlotsRoute,
    async (c) => {
      noStore(c);
      const { db, now } = c.var.deps;
      return c.json(await listVisitSlots(db, c.req.valid("param").code, now(), localeOf(c)), 200);
    },
    visitHook,
  )
  .openapi(
    bookVisitRoute,
    async (c) => {
      const receipt = await bookVisit(c.var.deps.db, c.req.valid("param").code, c.req.valid("json"), contextOf(c));
      return c.json(receipt, 201);
    },
    visitHook,
  )
  .openapi(
    studentVisitRoute,
    async (c) => {
      noStore(c);
      const { db, now } = c.var.deps;
      return c.json(await studentVisit(db, c.req.valid("param").token, now(), localeOf(c)), 200);
    },
    visitHook,
  )
  .openapi(
    cancelVisitRoute,
    async (c) => c.json(await cancelVisit(c.var.deps.db, c.req.valid("param").token, contextOf(c)), 200),
    visitHook,
  )
  .openapi(
    rescheduleVisitRoute,
    async (c) => {
      const { token } = c.req.valid("param");
      return c.json(await moveVisit(c.var.deps.db, token, c.req.valid("json").startsAt, contextOf(c)), 200);
    },
    visitHook,
  )
  .openapi(
    ownerTokenVisitRoute,
    async (c) => {
      noStore(c);
      const { db, now } = c.var.deps;
      return c.json(await ownerVisitByToken(db, c.req.valid("param").token, now(), localeOf(c)), 200);
    },
    visitHook,
  )
  .openapi(
    confirmByTokenRoute,
    async (c) =>
      c.json(await decideByOwnerToken(c.var.deps.db, c.req.valid("param").token, "confirm", contextOf(c)), 200),
    visitHook,
  )
  .openapi(
    declineByTokenRoute,
    async (c) =>
      c.json(await decideByOwnerToken(c.var.deps.db, c.req.valid("param").token, "decline", contextOf(c)), 200),
    visitHook,
  );

/** Signed in: a listing's schedule (its owner or staff), the owner's coming visits and answers. */
export const ownerVisitsRouter = createRouter();
for (const path of ["/owner/listings/:code/visit-schedule", "/owner/visits", "/owner/visits/*"]) {
  ownerVisitsRouter.use(path, requireUser);
  ownerVisitsRouter.use(path, async (c, next) => {
    noStore(c);
    await next();
  });
}
ownerVisitsRouter
  .openapi(
    getScheduleRoute,
    async (c) => c.json(await getVisitSchedule(c.var.deps.db, actorOf(c), c.req.valid("param").code), 200),
    visitHook,
  )
  .openapi(
    putScheduleRoute,
    async (c) => {
      const { db, now } = c.var.deps;
      return c.json(await putVisitSchedule(db, actorOf(c), c.req.valid("param").code, c.req.valid("json"), now()), 200);
    },
    visitHook,
  )
  .openapi(
    ownerVisitsRoute,
    async (c) => {
      const { db, now } = c.var.deps;
      return c.json({ items: await listOwnerVisits(db, actorOf(c), now(), localeOf(c)) }, 200);
    },
    visitHook,
  )
  .openapi(
    confirmSignedInRoute,
    async (c) =>
      c.json(await decideAsOwner(c.var.deps.db, actorOf(c), c.req.valid("param").id, "confirm", contextOf(c)), 200),
    visitHook,
  )
  .openapi(
    declineSignedInRoute,
    async (c) =>
      c.json(await decideAsOwner(c.var.deps.db, actorOf(c), c.req.valid("param").id, "decline", contextOf(c)), 200),
    visitHook,
  );

/**
 * Staff's list of every visit. Mounted after `adminRouter`, whose `/admin/*` guard (a session,
 * then the staff role) runs before this handler and its validation.
 */
export const visitsAdminRouter = createRouter();
visitsAdminRouter.openapi(
  adminVisitsRoute,
  async (c) => {
    noStore(c);
    const { db, now } = c.var.deps;
    return c.json(await listAdminVisits(db, c.req.valid("query"), now(), localeOf(c)), 200);
  },
  visitHook,
);
