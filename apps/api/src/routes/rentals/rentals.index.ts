import type { Context } from "hono";
import type { z } from "zod";
import { actorOf } from "../../auth/policy.ts";
import { requireUser } from "../../auth/require-user.ts";
import { requireVerifiedEmail } from "../../auth/require-verified-email.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { createRouter } from "../../lib/create-router.ts";
import { localeOf } from "../../lib/request-locale.ts";
import {
  acceptCounter,
  acceptRental,
  counterRental,
  declineCounter,
  declineRental,
  withdrawRental,
} from "../../services/rentals/rental-answers.ts";
import {
  fieldsRefused,
  getRental,
  listRentals,
  propose,
  type RentalContext,
} from "../../services/rentals/rental-service.ts";
import {
  acceptCounterRoute,
  acceptRoute,
  counterRoute,
  declineCounterRoute,
  declineRoute,
  getRentalRoute,
  listRentalsRoute,
  proposeRoute,
  withdrawRoute,
} from "./rentals.routes.ts";

/** A 400 whose field messages are the forms' sentences (the interest form's) in the visitor's language. */
const rentalHook = (result: { success: boolean; error?: z.ZodError }, c: Context<AppEnv>): undefined => {
  if (result.success || !result.error) return;
  throw fieldsRefused(result.error.issues, localeOf(c));
};

const contextOf = (c: Context<AppEnv>): RentalContext => ({
  locale: localeOf(c),
  now: c.var.deps.now(),
  publicUrl: c.var.deps.publicUrl,
  staffEmail: c.var.deps.staffEmail ?? null,
});

/** Signed in: proposals (with a verified e-mail), the caller's rentals and the moves of each. */
export const rentalsRouter = createRouter();
for (const path of ["/properties/:code/rentals", "/rentals", "/rentals/*"]) {
  rentalsRouter.use(path, requireUser);
  // A rental is personal and changes with every move: never cached.
  rentalsRouter.use(path, async (c, next) => {
    c.header("Cache-Control", "private, no-store");
    await next();
  });
}
rentalsRouter.use("/properties/:code/rentals", requireVerifiedEmail);

rentalsRouter
  .openapi(
    proposeRoute,
    async (c) => {
      const { code } = c.req.valid("param");
      const { view, created } = await propose(c.var.deps.db, actorOf(c), code, c.req.valid("json"), contextOf(c));
      return created ? c.json(view, 201) : c.json(view, 200);
    },
    rentalHook,
  )
  .openapi(
    listRentalsRoute,
    async (c) => {
      const items = await listRentals(c.var.deps.db, actorOf(c), c.req.valid("query").as, localeOf(c));
      return c.json({ items }, 200);
    },
    rentalHook,
  )
  .openapi(
    getRentalRoute,
    async (c) => c.json(await getRental(c.var.deps.db, actorOf(c), c.req.valid("param").id, localeOf(c)), 200),
    rentalHook,
  )
  .openapi(
    withdrawRoute,
    async (c) => c.json(await withdrawRental(c.var.deps.db, actorOf(c), c.req.valid("param").id, contextOf(c)), 200),
    rentalHook,
  )
  .openapi(
    acceptRoute,
    async (c) => c.json(await acceptRental(c.var.deps.db, actorOf(c), c.req.valid("param").id, contextOf(c)), 200),
    rentalHook,
  )
  .openapi(
    declineRoute,
    async (c) => {
      const { db } = c.var.deps;
      return c.json(
        await declineRental(db, actorOf(c), c.req.valid("param").id, c.req.valid("json"), contextOf(c)),
        200,
      );
    },
    rentalHook,
  )
  .openapi(
    counterRoute,
    async (c) => {
      const { db } = c.var.deps;
      return c.json(
        await counterRental(db, actorOf(c), c.req.valid("param").id, c.req.valid("json"), contextOf(c)),
        200,
      );
    },
    rentalHook,
  )
  .openapi(
    acceptCounterRoute,
    async (c) => c.json(await acceptCounter(c.var.deps.db, actorOf(c), c.req.valid("param").id, contextOf(c)), 200),
    rentalHook,
  )
  .openapi(
    declineCounterRoute,
    async (c) => c.json(await declineCounter(c.var.deps.db, actorOf(c), c.req.valid("param").id, contextOf(c)), 200),
    rentalHook,
  );
