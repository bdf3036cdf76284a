import { localizeFieldErrors } from "@campuslar/domain/i18n/field-errors";
import { leadMessage } from "@campuslar/domain/lead/lead-messages";
import { leaseFormMessage } from "@campuslar/domain/rentals/lease-form-messages";
import type { Context } from "hono";
import type { z } from "zod";
import { actorOf } from "../../auth/policy.ts";
import { requireUser } from "../../auth/require-user.ts";
import { requireVerifiedEmail } from "../../auth/require-verified-email.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { createRouter } from "../../lib/create-router.ts";
import { HttpError } from "../../lib/errors.ts";
import { localeOf } from "../../lib/request-locale.ts";
import { VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import { amendRental } from "../../services/rentals/lease/amend-service.ts";
import { housingLetter, type LeaseContext, leasePdf, openLease } from "../../services/rentals/lease/lease-service.ts";
import { sendSignatureCode, signLease } from "../../services/rentals/lease/signing-service.ts";
import {
  amendRoute,
  getLeaseRoute,
  housingLetterRoute,
  leaseCodeRoute,
  leasePdfRoute,
  signLeaseRoute,
} from "./leases.routes.ts";

/** A 400 whose field messages are the lease's (or, for an amendment, the counter form's) sentences. */
const leaseHook = (result: { success: boolean; error?: z.ZodError }, c: Context<AppEnv>): undefined => {
  if (result.success || !result.error) return;
  const locale = localeOf(c);
  const translate = (key: string) =>
    key.startsWith("lead.") ? leadMessage(key, locale) : leaseFormMessage(key, locale);
  throw new HttpError(
    "validation_failed",
    VALIDATION_MESSAGE[locale],
    localizeFieldErrors(result.error.issues, translate),
  );
};

const contextOf = (c: Context<AppEnv>): LeaseContext => ({
  db: c.var.deps.db,
  files: c.var.deps.privateFiles,
  actor: actorOf(c),
  now: c.var.deps.now(),
  locale: localeOf(c),
  publicUrl: c.var.deps.publicUrl,
  creci: c.var.deps.creci ?? null,
  payments: c.var.deps.payments,
});

const pdfResponse = (c: Context<AppEnv>, file: { bytes: Uint8Array; fileName: string }) => {
  c.header("Content-Type", "application/pdf");
  c.header("Content-Disposition", `attachment; filename="${file.fileName}"`);
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200) as never;
};

export const leasesRouter = createRouter();
for (const path of [
  "/rentals/:id/lease",
  "/rentals/:id/lease/*",
  "/rentals/:id/lease.pdf",
  "/rentals/:id/amend",
  "/rentals/:id/housing-letter.pdf",
]) {
  leasesRouter.use(path, requireUser);
  leasesRouter.use(path, async (c, next) => {
    // Personal data: never kept by a shared cache.
    c.header("Cache-Control", "private, no-store");
    await next();
  });
}
// Only signing asks for a proven address: the code goes there. Reading the lease does not.
leasesRouter.use("/rentals/:id/lease/code", requireVerifiedEmail);
leasesRouter.use("/rentals/:id/lease/sign", requireVerifiedEmail);
leasesRouter
  .openapi(getLeaseRoute, async (c) => c.json(await openLease(contextOf(c), c.req.valid("param").id), 200), leaseHook)
  .openapi(leasePdfRoute, async (c) => pdfResponse(c, await leasePdf(contextOf(c), c.req.valid("param").id)), leaseHook)
  .openapi(
    leaseCodeRoute,
    async (c) => c.json(await sendSignatureCode(contextOf(c), c.req.valid("param").id), 200),
    leaseHook,
  )
  .openapi(
    signLeaseRoute,
    async (c) => {
      const origin = { ip: clientIp(c) ?? null, userAgent: c.req.header("user-agent") ?? null };
      return c.json(await signLease(contextOf(c), c.req.valid("param").id, c.req.valid("json"), origin), 200);
    },
    leaseHook,
  )
  .openapi(
    amendRoute,
    async (c) => c.json(await amendRental(contextOf(c), c.req.valid("param").id, c.req.valid("json")), 200),
    leaseHook,
  )
  .openapi(
    housingLetterRoute,
    async (c) => {
      const ctx = contextOf(c);
      return pdfResponse(c, await housingLetter(ctx, c.req.valid("param").id, c.req.valid("query").lang ?? ctx.locale));
    },
    leaseHook,
  );
