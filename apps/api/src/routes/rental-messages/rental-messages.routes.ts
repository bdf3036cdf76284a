import {
  ConversationSchema,
  MessageFormSchema,
  MessageViewSchema,
  ReportFormSchema,
} from "@campuslar/domain/rentals/conversation-forms";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse as error, jsonResponse as json, jsonBody } from "../../lib/openapi-responses.ts";

/*
 * A rental's conversation (issue 35, point 3) between its student, its owner and staff. Anyone
 * else gets 404, as for the rental. Until the lease is signed, phone numbers, e-mail addresses,
 * links and payment keys are masked before a message is stored (decision 037).
 */

const bearer = [{ bearerAuth: [] }];
const signedIn = { 401: error("Missing, expired or revoked token") };
const invalid = error("A field is invalid; `fields` names it with a message in the visitor's language");
const notFound = error("No rental has this id, or the caller is neither its student, its owner nor staff");
const rentalId = z.uuid().openapi({ example: "7c9e6679-7425-40de-944b-e07fc1f90ae7" });
const body = { 413: error("Body too large"), 415: error("Body is not JSON") };

export const listMessagesRoute = createRoute({
  method: "get",
  path: "/rentals/{id}/messages",
  tags: ["Rental conversation"],
  summary: "A rental's messages, oldest first; reading them marks them read",
  description:
    "With `after`, only the messages newer than that message id: what a page polling for new messages asks. " +
    "`masking` says whether contact details are still hidden (the lease is not signed); `open` whether the " +
    "caller may write.",
  security: bearer,
  request: {
    params: z.object({ id: rentalId }),
    query: z.object({
      after: z.coerce.number().int().min(0).optional().openapi({ description: "The last message id already shown" }),
    }),
  },
  responses: { 200: json(ConversationSchema, "The messages"), 400: invalid, ...signedIn, 404: notFound },
});

export const postMessageRoute = createRoute({
  method: "post",
  path: "/rentals/{id}/messages",
  tags: ["Rental conversation"],
  summary: "Write in a rental's conversation as its student, its owner or staff",
  description:
    "1 to 2,000 characters. Until the lease is signed, contact details and payment keys are replaced by `[•••]` " +
    "and `masked` names what was hidden, so the writer can be told why; only the masked text is stored. The " +
    "other participants get an e-mail notice in their language, at most one per 15 minutes.",
  security: bearer,
  request: { params: z.object({ id: rentalId }), ...jsonBody(MessageFormSchema) },
  responses: {
    201: json(MessageViewSchema, "The message as stored and shown"),
    400: invalid,
    ...signedIn,
    404: notFound,
    409: error("The rental ended: its student and owner can no longer write (staff can)"),
    ...body,
    429: error("Too many messages from this account (30 per 10 minutes); see Retry-After"),
  },
});

export const reportMessageRoute = createRoute({
  method: "post",
  path: "/rentals/{id}/messages/{messageId}/report",
  tags: ["Rental conversation"],
  summary: "Report a message of the other side to staff, with a reason",
  description: "Staff see the message flagged with its reason and are e-mailed. Reporting it again changes nothing.",
  security: bearer,
  request: {
    params: z.object({ id: rentalId, messageId: z.coerce.number().int().positive() }),
    ...jsonBody(ReportFormSchema),
  },
  responses: {
    200: json(MessageViewSchema, "The message, now reported"),
    400: invalid,
    ...signedIn,
    403: error("The message is the caller's own side's, or the caller is staff"),
    404: error("No such rental or message, or the caller may not see the rental"),
    ...body,
  },
});
