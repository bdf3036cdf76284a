import { DecidedLineSchema, ImportSummarySchema, WaitingListSchema } from "@campuslar/domain/payments/statement-views";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse as error, jsonBody, jsonResponse } from "../../lib/openapi-responses.ts";

/*
 * Staff's bank statements (issue 36, point 4): import one, see the lines no rule could place, and
 * decide each. Every call needs a staff session that confirmed its second factor lately.
 */

const tags = ["Statements"];
const security = [{ bearerAuth: [] }];
const lang = z.object({ lang: z.enum(["pt", "en"]).optional() });
const lineParams = z.object({ id: z.coerce.number().int().positive().openapi({ example: 42 }) });
const guarded = {
  401: error("Missing, expired or revoked token"),
  403: error("Not staff (`forbidden`), or the session has not confirmed its second factor (`second_factor_required`)"),
};

/** Documented by hand: a validator would read the whole body before its size is checked. */
export const importStatementDoc = {
  method: "post",
  path: "/admin/statements",
  tags,
  security,
  summary: "Import a bank statement (multipart/form-data: `file`, OFX or Itaú CSV, at most 10 MB)",
  description:
    "Lines already imported (same fingerprint) are skipped. Each new line is decided in its own transaction with " +
    "its postings: a Pix or transfer reference settles its charge; otherwise the one open charge of that exact " +
    "amount whose student's CPF is the payer's; otherwise the money waits in suspense. Money out naming a payout " +
    "marks it paid. A statement with errors posts nothing and names each line.",
  request: {
    query: lang,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({ file: z.string().openapi({ type: "string", format: "binary" }) }),
        },
      },
    },
  },
  responses: {
    200: jsonResponse(ImportSummarySchema, "Imported: lines in the file, new ones, matched, waiting for a person"),
    400: error("No file sent"),
    ...guarded,
    413: error("The file is larger than 10 MB"),
    415: error("Not multipart"),
    422: error("The statement cannot be read; `fields` names each line (`line.<n>`) and nothing was posted"),
  },
} as const;

export const waitingLinesRoute = createRoute({
  method: "get",
  path: "/admin/statements/unmatched",
  tags,
  security,
  summary: "Statement lines waiting for a person, oldest first, with the charges or refunds each could be",
  request: { query: lang },
  responses: {
    200: jsonResponse(WaitingListSchema, "The waiting list"),
    ...guarded,
  },
});

const DecidedSchema = DecidedLineSchema;

export const matchLineRoute = createRoute({
  method: "post",
  path: "/admin/statement-lines/{id}/match",
  tags,
  security,
  summary: "Pay a charge with money in that waits in suspense",
  request: { params: lineParams, query: lang, ...jsonBody(z.object({ chargeId: z.uuid() })) },
  responses: {
    200: jsonResponse(DecidedSchema, "Matched; the charge is paid"),
    400: error("`chargeId` missing or not an id"),
    ...guarded,
    404: error("No such line or charge"),
    409: error("The line was already decided, is money out, or the charge is not open or not covered"),
  },
});

export const ignoreLineRoute = createRoute({
  method: "post",
  path: "/admin/statement-lines/{id}/ignore",
  tags,
  security,
  summary: "Set a line aside with a note (a bank fee); nothing is posted",
  request: { params: lineParams, query: lang, ...jsonBody(z.object({ note: z.string() })) },
  responses: {
    200: jsonResponse(DecidedSchema, "Set aside"),
    400: error("`note` missing, empty or over 500 characters"),
    ...guarded,
    404: error("No such line"),
    409: error("The line was already decided"),
  },
});

export const refundPaidRoute = createRoute({
  method: "post",
  path: "/admin/statement-lines/{id}/refund-paid",
  tags,
  security,
  summary: "Record money out as a refund paid to a student the site owed it",
  request: { params: lineParams, query: lang, ...jsonBody(z.object({ studentId: z.uuid() })) },
  responses: {
    200: jsonResponse(DecidedSchema, "Recorded; the refund owed goes down by the amount"),
    400: error("`studentId` missing or not an id"),
    ...guarded,
    404: error("No such line or student"),
    409: error("The line was already decided, is money in, or the student is not owed this much"),
  },
});
