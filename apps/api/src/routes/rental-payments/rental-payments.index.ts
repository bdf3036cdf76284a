import { actorOf } from "../../auth/policy.ts";
import { requireUser } from "../../auth/require-user.ts";
import { createRouter } from "../../lib/create-router.ts";
import { HttpError } from "../../lib/errors.ts";
import { paymentsConfigOf } from "../../lib/payments-config.ts";
import { chargeReceipt, rentalPaymentsView } from "../../services/payments/charges/rental-payments-view.ts";
import { chargeReceiptRoute, rentalPaymentsRoute } from "./rental-payments.routes.ts";

/** A malformed id is a rental that does not exist: 404, as for someone else's. */
const notFound = () => {
  throw new HttpError("not_found", "No such rental");
};

export const rentalPaymentsRouter = createRouter();
for (const path of ["/rentals/:id/payments", "/rentals/:id/charges/*"]) {
  rentalPaymentsRouter.use(path, requireUser);
  rentalPaymentsRouter.use(path, async (c, next) => {
    // Money and a payment code: never kept by a shared cache.
    c.header("Cache-Control", "private, no-store");
    await next();
  });
}
rentalPaymentsRouter
  .openapi(
    rentalPaymentsRoute,
    async (c) => {
      const { db, now } = c.var.deps;
      const view = await rentalPaymentsView(db, actorOf(c), c.req.valid("param").id, {
        now: now(),
        payments: paymentsConfigOf(c.var.deps),
      });
      return c.json(view, 200);
    },
    (result) => (result.success ? undefined : notFound()),
  )
  .openapi(
    chargeReceiptRoute,
    async (c) => {
      const { id, chargeId } = c.req.valid("param");
      const file = await chargeReceipt(c.var.deps.db, actorOf(c), id, chargeId, {
        payments: paymentsConfigOf(c.var.deps),
        creci: c.var.deps.creci ?? null,
      });
      c.header("Content-Type", "application/pdf");
      c.header("Content-Disposition", `attachment; filename="${file.fileName}"`);
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200) as never;
    },
    (result) => (result.success ? undefined : notFound()),
  );
