import { RECORD_ID_MAX } from "@campuslar/domain/ids/record-id";
import {
  AdminReportPageSchema,
  AdminReportSchema,
  ReportFormSchema,
  ReportListQuerySchema,
  ReportReceiptSchema,
  ReportStatusChangeSchema,
} from "@campuslar/domain/report/report-forms";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse as error, jsonResponse as json, jsonBody } from "../../lib/openapi-responses.ts";

/*
 * Reports of a listing (issue 22): anyone may say a published listing is fake, gone or wrong;
 * staff list the reports beside the leads and close them. Messages follow `lang` or
 * `Accept-Language`.
 */
const invalid = error("A field is invalid; `fields` names it with a message in the visitor's language");

export const createReportRoute = createRoute({
  method: "post",
  path: "/properties/{code}/reports",
  tags: ["Reports"],
  summary: "Report a published listing (fake, no longer available, wrong information, other)",
  description:
    'The message is required when the reason is "other". The e-mail, when given, is where staff may answer; ' +
    "it is shown to no one else. Limited per address and per e-mail like the lead forms.",
  request: {
    params: z.object({ code: z.string().min(1).max(20).openapi({ example: "SP10001" }) }),
    headers: z.object({
      "idempotency-key": z.string().min(8).max(128).optional().openapi({
        description:
          "Send the same key when retrying: the first receipt is answered again and no second report is made",
      }),
    }),
    ...jsonBody(ReportFormSchema),
  },
  responses: {
    201: json(ReportReceiptSchema, "Received and stored"),
    400: invalid,
    404: error("No published listing has this code"),
    413: error("Body too large"),
    415: error("Body is not JSON"),
    429: error("Too many reports from this address or for this e-mail; see Retry-After"),
  },
});

const bearer = [{ bearerAuth: [] }];
const staffOnly = {
  401: error("Missing, expired or revoked token"),
  403: error("The caller is not staff"),
};

export const listReportsRoute = createRoute({
  method: "get",
  path: "/admin/reports",
  tags: ["Backoffice"],
  summary: "Reports of one status (open by default), newest first, each with its listing's open reports",
  security: bearer,
  request: { query: ReportListQuerySchema },
  responses: { 200: json(AdminReportPageSchema, "A page of reports"), 400: invalid, ...staffOnly },
});

export const closeReportRoute = createRoute({
  method: "patch",
  path: "/admin/reports/{id}",
  tags: ["Backoffice"],
  summary: "Resolve or dismiss a report; who and when are recorded",
  security: bearer,
  request: {
    params: z.object({
      id: z.coerce
        .number({ error: "report.notFound" })
        .int("report.notFound")
        .positive("report.notFound")
        .max(RECORD_ID_MAX, "report.notFound")
        .openapi({ example: 1 }),
    }),
    ...jsonBody(ReportStatusChangeSchema),
  },
  responses: {
    200: json(AdminReportSchema, "The report as the inbox lists it"),
    400: invalid,
    ...staffOnly,
    404: error("No report has this id"),
  },
});
