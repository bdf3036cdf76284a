import { AlertTokenSchema } from "@campuslar/domain/alerts/alert-forms";
import { alertMessage } from "@campuslar/domain/alerts/alert-messages";
import { localizeFieldErrors } from "@campuslar/domain/i18n/field-errors";
import type { Context } from "hono";
import type { z } from "zod";
import { optionalUser, requireUser } from "../../auth/require-user.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { createRouter } from "../../lib/create-router.ts";
import { errorBody, HttpError } from "../../lib/errors.ts";
import { localeOf } from "../../lib/request-locale.ts";
import { VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import {
  confirmAlert,
  createAlert,
  deleteAlert,
  listAlerts,
  unsubscribeAlert,
  updateAlert,
} from "../../services/alerts/alert-service.ts";
import { leadLimit } from "../leads/leads.limits.ts";
import {
  confirmAlertRoute,
  createAlertRoute,
  deleteAlertRoute,
  listAlertsRoute,
  unsubscribeAlertRoute,
  updateAlertRoute,
} from "./alerts.routes.ts";

/** A 400 whose field messages are the alerts' sentences in the reader's language. */
const alertHook = (result: { success: boolean; error?: z.ZodError }, c: Context<AppEnv>): undefined => {
  if (result.success || !result.error) return;
  const locale = localeOf(c);
  const fields = localizeFieldErrors(result.error.issues, (key) => alertMessage(key, locale));
  throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], fields);
};

/** The one-click unsubscribe reads a form (RFC 8058) as well as JSON: the API's JSON-only rule passes it by. */
export const isOneClickUnsubscribe = (method: string, path: string): boolean =>
  method === "POST" && /^\/v2\/alerts\/unsubscribe\/?$/.test(path);

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

export const alertsRouter = createRouter();
// Listing, renaming and deleting are the account's; creating, confirming and unsubscribing are not.
alertsRouter.use("/alerts", (c, next) => (c.req.method === "GET" ? requireUser(c, next) : next()));
alertsRouter.use("/alerts/*", (c, next) => (c.req.method === "POST" ? next() : requireUser(c, next)));
alertsRouter.use("/alerts/unsubscribe", async (c, next) => {
  const type = c.req.header("content-type");
  if (type !== undefined && !FORM_TYPE.test(type) && !JSON_TYPE.test(type)) {
    return c.json(errorBody("unsupported_media_type", "Send the body as a form or as application/json"), 415);
  }
  await next();
});
alertsRouter.use("/alerts", async (c, next) => (c.req.method === "POST" ? leadLimit("alert")(c, next) : next()));

alertsRouter
  .openapi(
    createAlertRoute,
    async (c) => {
      const { db, now, publicUrl } = c.var.deps;
      const receipt = await createAlert(db, c.req.valid("json"), {
        actor: await optionalUser(c),
        locale: localeOf(c),
        now: now(),
        publicUrl,
      });
      return c.json(receipt, 201);
    },
    alertHook,
  )
  .openapi(
    listAlertsRoute,
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json({ items: await listAlerts(c.var.deps.db, c.var.auth.user.id, localeOf(c)) }, 200);
    },
    alertHook,
  )
  .openapi(
    updateAlertRoute,
    async (c) => {
      const alert = await updateAlert(c.var.deps.db, c.req.valid("param").id, c.req.valid("json"), {
        userId: c.var.auth.user.id,
        locale: localeOf(c),
        now: c.var.deps.now(),
      });
      return c.json(alert, 200);
    },
    alertHook,
  )
  .openapi(
    deleteAlertRoute,
    async (c) => {
      await deleteAlert(c.var.deps.db, c.req.valid("param").id, { userId: c.var.auth.user.id, locale: localeOf(c) });
      return c.body(null, 204);
    },
    alertHook,
  )
  .openapi(
    confirmAlertRoute,
    async (c) => {
      const { db, now } = c.var.deps;
      return c.json(await confirmAlert(db, c.req.valid("json").token, localeOf(c), now(), await optionalUser(c)), 200);
    },
    alertHook,
  )
  .openapi(
    unsubscribeAlertRoute,
    async (c) => {
      const locale = localeOf(c);
      // The token is in the query (the `List-Unsubscribe` address) or in a JSON body.
      const inBody = JSON_TYPE.test(c.req.header("content-type") ?? "")
        ? (c.req.valid("json") as { token?: string } | undefined)?.token
        : undefined;
      const parsed = AlertTokenSchema.safeParse({ token: c.req.valid("query").token ?? inBody });
      if (!parsed.success) {
        const message = alertMessage("alert.token.invalid", locale);
        throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], { token: message });
      }
      return c.json(await unsubscribeAlert(c.var.deps.db, parsed.data.token, locale), 200);
    },
    alertHook,
  );
