import {
  AlertCreateSchema,
  AlertReceiptSchema,
  AlertTokenAnswerSchema,
  AlertTokenSchema,
  AlertUpdateSchema,
  SavedAlertListSchema,
  SavedAlertSchema,
} from "@campuslar/domain/alerts/alert-forms";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse as error, jsonResponse as json, jsonBody } from "../../lib/openapi-responses.ts";

/*
 * Saved searches with e-mail alerts (issue 23). A signed-in user's alert is the account's; a
 * visitor gives an e-mail and confirms it from the link sent there (double opt-in). Every alert
 * e-mail unsubscribes in one click (RFC 8058), without logging in. Messages follow `lang` or
 * `Accept-Language`.
 */
const invalid = error("A field is invalid; `fields` names it with a message in the reader's language");
/** A session is optional: with one the alert is the account's. */
const bearer: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];
const signedIn = [{ bearerAuth: [] }];
const unauthorized = error("Missing, expired or revoked token");

const alertId = z.object({
  id: z.uuid({ error: "alert.notFound" }).openapi({ example: "0b7c7d3e-5f41-4c2a-9d0e-2f7f3a1b9c10" }),
});

export const createAlertRoute = createRoute({
  method: "post",
  path: "/alerts",
  tags: ["Alerts"],
  summary: "Save a search and be e-mailed its new homes (as they appear, daily or weekly)",
  description:
    "The filters are the search's own query parameters (as `GET /v2/properties` reads them). With a session the " +
    "alert is the account's and goes to its e-mail at once; without one, `email` is required and a confirmation " +
    "e-mail goes there first: nothing else is sent until its link is confirmed. An empty name is suggested from " +
    "the filters. At most 20 alerts per account or e-mail; limited per address and per e-mail like the lead forms.",
  security: bearer,
  request: { ...jsonBody(AlertCreateSchema) },
  responses: {
    201: json(AlertReceiptSchema, "Saved: the account's alert, or a visitor's waiting for its confirmation"),
    400: invalid,
    409: error("This account or e-mail already has 20 alerts"),
    413: error("Body too large"),
    415: error("Body is not JSON"),
    429: error("Too many alerts from this address or for this e-mail; see Retry-After"),
  },
});

export const listAlertsRoute = createRoute({
  method: "get",
  path: "/alerts",
  tags: ["Alerts"],
  summary: "The signed-in user's alerts, newest first, each with its filters in words",
  security: signedIn,
  request: { query: z.object({ lang: z.enum(["pt", "en"]).optional() }) },
  responses: { 200: json(SavedAlertListSchema, "The alerts"), 400: invalid, 401: unauthorized },
});

export const updateAlertRoute = createRoute({
  method: "patch",
  path: "/alerts/{id}",
  tags: ["Alerts"],
  summary: "Rename an alert or change how often it is sent",
  security: signedIn,
  request: { params: alertId, ...jsonBody(AlertUpdateSchema) },
  responses: {
    200: json(SavedAlertSchema, "The alert as it is now"),
    400: invalid,
    401: unauthorized,
    403: error("The alert is someone else's"),
    404: error("No alert has this id"),
    413: error("Body too large"),
    415: error("Body is not JSON"),
  },
});

export const deleteAlertRoute = createRoute({
  method: "delete",
  path: "/alerts/{id}",
  tags: ["Alerts"],
  summary: "Delete an alert",
  security: signedIn,
  request: { params: alertId },
  responses: {
    204: { description: "Deleted" },
    400: invalid,
    401: unauthorized,
    403: error("The alert is someone else's"),
    404: error("No alert has this id"),
  },
});

export const confirmAlertRoute = createRoute({
  method: "post",
  path: "/alerts/confirm",
  tags: ["Alerts"],
  summary: "Confirm a visitor's alert with the token of the link e-mailed to them",
  description: "The link opens a page that confirms on a button, so a scanner that fetches links confirms nothing.",
  request: { ...jsonBody(AlertTokenSchema) },
  responses: {
    200: json(AlertTokenAnswerSchema, "Confirmed: its e-mails start at its next time"),
    400: invalid,
    404: error("No alert waits for this token (used, expired or never given)"),
    413: error("Body too large"),
    415: error("Body is not JSON"),
  },
});

export const unsubscribeAlertRoute = createRoute({
  method: "post",
  path: "/alerts/unsubscribe",
  tags: ["Alerts"],
  summary: "Unsubscribe from an alert in one click (RFC 8058), without logging in",
  description:
    "The address of every alert e-mail's `List-Unsubscribe` header: a mail client POSTs to it with the body " +
    "`List-Unsubscribe=One-Click` (`application/x-www-form-urlencoded`) and the token in the query. A JSON body " +
    "`{token}` works as well. The alert is deleted; no confirmation step.",
  request: {
    query: z.object({ token: AlertTokenSchema.shape.token.optional() }),
    body: {
      content: {
        "application/json": { schema: AlertTokenSchema.partial() },
        "application/x-www-form-urlencoded": {
          schema: z.object({ "List-Unsubscribe": z.string().max(40).optional() }),
          example: { "List-Unsubscribe": "One-Click" },
        },
      },
      required: false,
    },
  },
  responses: {
    200: json(AlertTokenAnswerSchema, "Unsubscribed: the alert is deleted"),
    400: invalid,
    404: error("No alert has this token (already unsubscribed)"),
    413: error("Body too large"),
    415: error("Body is neither a form nor JSON"),
  },
});
