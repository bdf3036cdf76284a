import { localizeFieldErrors } from "@campuslar/domain/i18n/field-errors";
import { reportMessage } from "@campuslar/domain/report/report-messages";
import type { Context } from "hono";
import type { z } from "zod";
import { actorOf } from "../../auth/policy.ts";
import { optionalUser } from "../../auth/require-user.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { createRouter } from "../../lib/create-router.ts";
import { HttpError } from "../../lib/errors.ts";
import { localeOf } from "../../lib/request-locale.ts";
import { VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import { closeReport, createReport, listReports } from "../../services/reports/report-service.ts";
import { leadLimit } from "../leads/leads.limits.ts";
import { closeReportRoute, createReportRoute, listReportsRoute } from "./reports.routes.ts";

/** A 400 whose field messages are the report's sentences in the visitor's language. */
const reportHook = (result: { success: boolean; error?: z.ZodError }, c: Context<AppEnv>): undefined => {
  if (result.success || !result.error) return;
  const locale = localeOf(c);
  const fields = localizeFieldErrors(result.error.issues, (key) => reportMessage(key, locale));
  throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], fields);
};

/** Anyone may report; a valid bearer token links the report to its user. */
export const reportsRouter = createRouter();
reportsRouter.use("/properties/:code/reports", leadLimit("report"));
reportsRouter.openapi(
  createReportRoute,
  async (c) => {
    const { db, now } = c.var.deps;
    const user = await optionalUser(c);
    const receipt = await createReport(db, c.req.valid("param").code, c.req.valid("json"), {
      locale: localeOf(c),
      userId: user?.id ?? null,
      clientIp: clientIp(c) ?? null,
      idempotencyKey: c.req.valid("header")["idempotency-key"] ?? null,
      now: now(),
    });
    return c.json(receipt, 201);
  },
  reportHook,
);

/**
 * Staff's inbox of reports. Mounted after `adminRouter`, whose `/admin/*` guard (a session, then
 * the staff role) runs before these handlers and their validation.
 */
export const reportsAdminRouter = createRouter();
reportsAdminRouter
  .openapi(
    listReportsRoute,
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await listReports(c.var.deps.db, c.req.valid("query"), localeOf(c)), 200);
    },
    reportHook,
  )
  .openapi(
    closeReportRoute,
    async (c) => {
      const { db, now } = c.var.deps;
      const report = await closeReport(
        db,
        c.req.valid("param").id,
        c.req.valid("json").status,
        actorOf(c).id,
        now(),
        localeOf(c),
      );
      return c.json(report, 200);
    },
    reportHook,
  );
