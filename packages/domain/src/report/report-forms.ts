import { z } from "zod";
import { EMAIL_MAX } from "../lead/lead-forms.ts";
import { REPORT_MESSAGE_MAX, REPORT_REASONS, REPORT_STATUSES } from "./report-enums.ts";
import type { ReportMessageKey } from "./report-messages.ts";

/*
 * A report of a listing (issue 22), checked once here for the API and the web form: the reason,
 * a message (required when the reason is "other"), and an e-mail when the reporter wants an
 * answer. Bodies may come from JSON or an HTML form, so blanks count as missing. Every issue
 * message is a `ReportMessageKey` (see `reportMessage`).
 */

type Key = ReportMessageKey;

const blankToUndefined = (value: unknown): unknown => {
  if (value === null) return undefined;
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
};

export const ReportFormSchema = z
  .object({
    reason: z.preprocess(blankToUndefined, z.enum(REPORT_REASONS, { error: "report.reason.required" satisfies Key })),
    message: z
      .preprocess(
        blankToUndefined,
        z
          .string({ error: "report.message.tooLong" satisfies Key })
          .max(REPORT_MESSAGE_MAX, "report.message.tooLong" satisfies Key)
          .optional(),
      )
      .optional(),
    email: z
      .preprocess(
        blankToUndefined,
        z
          .string({ error: "report.email.invalid" satisfies Key })
          .max(EMAIL_MAX, "report.email.invalid" satisfies Key)
          .pipe(z.email({ error: "report.email.invalid" satisfies Key }))
          .transform((email) => email.toLowerCase())
          .optional(),
      )
      .optional(),
  })
  .superRefine((form, ctx) => {
    if (form.reason === "other" && !form.message) {
      ctx.addIssue({ code: "custom", path: ["message"], message: "report.message.required" satisfies Key });
    }
  });
export type ReportForm = z.infer<typeof ReportFormSchema>;

/** The answer to a report: its id and a thank-you in the reporter's language. */
export const ReportReceiptSchema = z.object({ id: z.number().int(), message: z.string() });
export type ReportReceipt = z.infer<typeof ReportReceiptSchema>;

/** `GET /v2/admin/reports`: one status (open by default), newest first, a page at a time. */
export const REPORT_PAGE_SIZE = 50;
export const ReportListQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: "report.status.invalid" satisfies Key }).default("open"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ReportListQuery = z.infer<typeof ReportListQuerySchema>;

/** One report as staff see it, with its listing's open reports and whether that flags it. */
export const AdminReportSchema = z.object({
  id: z.number().int(),
  propertyCode: z.string(),
  propertyTitle: z.string(),
  reason: z.enum(REPORT_REASONS),
  message: z.string(),
  email: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** The listing's open reports, this one included while it is open. */
  openReports: z.number().int(),
  /** `openReports` ≥ `REPORTS_TO_FLAG`. */
  flagged: z.boolean(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;

export const AdminReportPageSchema = z.object({
  items: z.array(AdminReportSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminReportPage = z.infer<typeof AdminReportPageSchema>;

/** Staff close a report: resolved (the listing was dealt with) or dismissed. */
export const ReportStatusChangeSchema = z.object({
  status: z.enum(["resolved", "dismissed"], { error: "report.status.invalid" satisfies Key }),
});
export type ReportStatusChange = z.infer<typeof ReportStatusChangeSchema>;
