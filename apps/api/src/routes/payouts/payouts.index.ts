import { localizeFieldErrors } from "@campuslar/domain/i18n/field-errors";
import { payoutAccountFormSchemaFor } from "@campuslar/domain/payments/payout-forms";
import type { Context } from "hono";
import { requireMoneyStaff } from "../../auth/require-money-staff.ts";
import { requireUser } from "../../auth/require-user.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { createRouter } from "../../lib/create-router.ts";
import { HttpError } from "../../lib/errors.ts";
import { paymentsConfigOf } from "../../lib/payments-config.ts";
import { localeOf } from "../../lib/request-locale.ts";
import { VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import { monthOf, ownerStatement } from "../../services/payments/payouts/owner-statement.ts";
import {
  confirmPayoutAccount,
  myPayoutAccount,
  requestPayoutAccount,
} from "../../services/payments/payouts/payout-account-service.ts";
import {
  createPayoutBatch,
  listPayoutBatches,
  payoutBatchCsv,
} from "../../services/payments/payouts/payout-service.ts";
import {
  confirmPayoutAccountRoute,
  createPayoutBatchRoute,
  getMyPayoutAccountRoute,
  listPayoutBatchesRoute,
  myPayoutsRoute,
  payoutBatchCsvRoute,
  requestPayoutAccountRoute,
} from "./payouts.routes.ts";

const MONTH_INVALID = {
  pt: "Escolha um mês no formato AAAA-MM.",
  en: "Choose a month as YYYY-MM.",
} as const;

/** A 400 in the caller's language naming the field (the month is the only one these routes validate by schema). */
const payoutsHook = (result: { success: boolean }, c: Context<AppEnv>): undefined => {
  if (result.success) return;
  const locale = localeOf(c);
  throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], { month: MONTH_INVALID[locale] });
};

const BATCH_INVALID = { pt: "Lote de repasses inválido.", en: "Invalid payout batch." } as const;

const batchHook = (result: { success: boolean }, c: Context<AppEnv>): undefined => {
  if (result.success) return;
  const locale = localeOf(c);
  throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], { id: BATCH_INVALID[locale] });
};

/**
 * An owner's payout account and statements (signed in), the link that confirms an account (no
 * session: the link is the proof), and staff's batches (a second factor confirmed recently).
 * Mounted after `adminRouter`, whose `/admin/*` guard runs first.
 */
export const payoutsRouter = createRouter();
for (const path of ["/me/payout-account", "/me/payouts", "/admin/payout-batches", "/admin/payout-batches/*"]) {
  payoutsRouter.use(path, requireUser);
  // Money and bank details: personal, never cached.
  payoutsRouter.use(path, async (c, next) => {
    c.header("Cache-Control", "private, no-store");
    await next();
  });
}
payoutsRouter.use("/payout-account/confirm", async (c, next) => {
  c.header("Cache-Control", "private, no-store");
  await next();
});
payoutsRouter.use("/admin/payout-batches", requireMoneyStaff);
payoutsRouter.use("/admin/payout-batches/*", requireMoneyStaff);

payoutsRouter
  .openapi(getMyPayoutAccountRoute, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await myPayoutAccount(db, c.var.auth.user.id, now()), 200);
  })
  .openapi(requestPayoutAccountRoute, async (c) => {
    const locale = localeOf(c);
    const parsed = payoutAccountFormSchemaFor(locale).safeParse(c.req.valid("json"));
    if (!parsed.success) {
      const fields = localizeFieldErrors(parsed.error.issues, (message) => message);
      throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], fields);
    }
    const { db, now, publicUrl } = c.var.deps;
    const holdHours = paymentsConfigOf(c.var.deps).payoutHoldHours;
    return c.json(
      await requestPayoutAccount(db, c.var.auth.user.id, parsed.data, {
        now: now(),
        publicUrl,
        holdHours,
      }),
      202,
    );
  })
  .openapi(confirmPayoutAccountRoute, async (c) => {
    const { db, now } = c.var.deps;
    const holdHours = paymentsConfigOf(c.var.deps).payoutHoldHours;
    return c.json(await confirmPayoutAccount(db, c.req.valid("json").token, localeOf(c), now(), holdHours), 200);
  })
  .openapi(
    myPayoutsRoute,
    async (c) => {
      const { db, now } = c.var.deps;
      const month = c.req.valid("query").month ?? monthOf(now());
      return c.json(await ownerStatement(db, c.var.auth.user.id, month, now()), 200);
    },
    payoutsHook,
  )
  .openapi(createPayoutBatchRoute, async (c) => {
    const { db, now, publicUrl } = c.var.deps;
    const result = await createPayoutBatch(db, {
      actorId: c.var.auth.user.id,
      ip: clientIp(c) ?? null,
      now: now(),
      publicUrl,
    });
    return result.batch
      ? c.json({ batch: result.batch, skipped: result.skipped }, 201)
      : c.json({ batch: null, skipped: result.skipped }, 200);
  })
  .openapi(listPayoutBatchesRoute, async (c) => c.json({ items: await listPayoutBatches(c.var.deps.db) }, 200))
  .openapi(
    payoutBatchCsvRoute,
    async (c) => {
      const { id } = c.req.valid("param");
      const locale = localeOf(c);
      const csv = await payoutBatchCsv(c.var.deps.db, id, locale, {
        actorId: c.var.auth.user.id,
        ip: clientIp(c) ?? null,
      });
      if (csv === null)
        throw new HttpError("not_found", locale === "en" ? "No such payout batch" : "Lote de repasses não encontrado");
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="repasses-${id.slice(0, 8)}.csv"`);
      return c.body(csv, 200) as never;
    },
    batchHook,
  );
