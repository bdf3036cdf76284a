import { z } from "zod";
import { LEAD_KINDS } from "../admin/admin-dto.ts";
import { ALERT_FREQUENCIES } from "../alerts/alert-rules.ts";
import { LOCALES, type Locale } from "../i18n/locales.ts";
import { LEAD_STATUSES } from "../lead/lead-enums.ts";
import { LISTING_STATUSES } from "../property/property-enums.ts";
import { REPORT_REASONS, REPORT_STATUSES } from "../report/report-enums.ts";
import { CONTACT_REQUEST_STATUSES } from "../roommates/roommate-enums.ts";
import { VISIT_MODES, VISIT_STATUSES } from "../visits/visit-rules.ts";
import { AccountPayoutsExportSchema } from "./account-export-payouts.ts";
import { AccountRentalsExportSchema } from "./account-export-rentals.ts";
import { ROLES } from "./roles.ts";

/*
 * `GET /v2/user/me/export`: everything the service holds about the caller, as one JSON file
 * (LGPD art. 18, II and V; docs/decisions/018-account-export-and-deletion.md). Secrets are never
 * in it: no password hash, no session or reset token, not even hashed.
 */

/** Names the file's shape, so a reader (or another provider) knows what it is holding. */
export const ACCOUNT_EXPORT_FORMAT = "campuslar-personal-data/1";

const instant = z.string().describe("ISO 8601 date and time (UTC)");

/** A form as it was stored: its fields by name, money in reais, calendar days as `YYYY-MM-DD`. */
const storedForm = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]))
  .describe("The fields as stored, by name; money in reais");

const ExportSessionSchema = z.object({
  createdAt: instant,
  lastUsedAt: instant,
  expiresAt: instant,
  revokedAt: instant.nullable(),
  /** The session the file was downloaded with. */
  current: z.boolean(),
});

const ExportRequestSchema = z.object({
  kind: z.enum(LEAD_KINDS),
  /** As the confirmation e-mail named it (`INT-12`). */
  reference: z.string(),
  status: z.enum(LEAD_STATUSES),
  locale: z.enum(LOCALES),
  sentAt: instant,
  updatedAt: instant,
  /** False for one sent logged out with the account's e-mail. */
  sentWhileLoggedIn: z.boolean(),
  propertyCode: z.string().nullable(),
  /** What staff wrote about the request while working on it. */
  staffNotes: z.string(),
  form: storedForm,
});

const ExportContactRequestSchema = z.object({
  status: z.enum(CONTACT_REQUEST_STATUSES),
  sentAt: instant,
  answeredAt: instant.nullable(),
});

const ExportListingSchema = z.object({
  code: z.string(),
  status: z.enum(LISTING_STATUSES),
  createdAt: instant,
  updatedAt: instant,
  submittedAt: instant.nullable(),
  publishedAt: instant.nullable(),
  rejectionReason: z.string().nullable(),
  form: storedForm,
  /** Each photo's address on the site (the largest size kept). */
  photos: z.array(z.string()),
});

const ExportAlertSchema = z.object({
  name: z.string(),
  /** The search's own query string, as a record. */
  filters: z.record(z.string(), z.string()),
  frequency: z.enum(ALERT_FREQUENCIES),
  locale: z.enum(LOCALES),
  createdAt: instant,
  confirmedAt: instant.nullable(),
  lastSentAt: instant.nullable(),
});

const ExportReportSchema = z.object({
  propertyCode: z.string(),
  reason: z.enum(REPORT_REASONS),
  message: z.string(),
  email: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  sentAt: instant,
  closedAt: instant.nullable(),
});

const visitTimes = {
  propertyCode: z.string(),
  startsAt: instant,
  endsAt: instant,
  mode: z.enum(VISIT_MODES),
  status: z.enum(VISIT_STATUSES),
  bookedAt: instant,
};

/** A visit the person booked (with the account's e-mail), with what they gave. */
const ExportStudentVisitSchema = z.object({
  ...visitTimes,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  locale: z.enum(LOCALES),
});

export const AccountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  exportedAt: instant,
  /** What the file leaves out and why, in the caller's language. */
  notes: z.array(z.string()),
  account: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    role: z.enum(ROLES),
    locale: z.enum(LOCALES),
    createdAt: instant,
    updatedAt: instant,
  }),
  /** Dates only: never the token, nor the browser or address (a session is enough to download this). */
  sessions: z.array(ExportSessionSchema),
  passwordResets: z.array(z.object({ requestedAt: instant, expiresAt: instant, usedAt: instant.nullable() })),
  favorites: z.array(z.object({ code: z.string(), title: z.string(), savedAt: instant })),
  /** Every form sent: by the account, or logged out with its e-mail. */
  requests: z.array(ExportRequestSchema),
  roommates: z.object({
    /** The questionnaire's answers, or null without one. */
    profile: storedForm.nullable(),
    requestsSent: z.array(ExportContactRequestSchema),
    requestsReceived: z.array(ExportContactRequestSchema),
  }),
  /** Listings the account owns, as its owner wrote them. */
  listings: z.array(ExportListingSchema),
  /** Saved searches: the account's, and those saved logged out with its e-mail. */
  alerts: z.array(ExportAlertSchema),
  /** Reports of listings: sent by the account, or logged out with its e-mail. */
  reports: z.array(ExportReportSchema),
  visits: z.object({
    /** Visits booked with the account's e-mail. */
    booked: z.array(ExportStudentVisitSchema),
    /** Visits to the account's listings: when and how, not who (the student's details are theirs). */
    toMyListings: z.array(z.object(visitTimes)),
  }),
  /** Issue 35: proposals, rentals, messages, documents and leases (decision 038). */
  rentals: AccountRentalsExportSchema,
  /** Issue 36: the payout accounts entered (whole: they are the person's) and the payouts made. */
  payouts: AccountPayoutsExportSchema,
  /** E-mails sent to the account's address: what and when, not their bodies (a reset link is a secret). */
  emails: z.array(
    z.object({
      template: z.string(),
      subject: z.string(),
      status: z.string(),
      queuedAt: instant,
      sentAt: instant.nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

/** The `notes` of the file: what a reader might look for and not find, and why. */
export const ACCOUNT_EXPORT_NOTES: Record<Locale, readonly string[]> = {
  pt: [
    "Senhas e códigos de sessão não estão aqui: guardamos só uma versão cifrada, que não serve para nada fora do login.",
    "O navegador e o endereço IP de cada sessão (registros de acesso, guardados por seis meses) não estão aqui, porque bastaria uma sessão aberta para baixar este arquivo: peça-os pelo e-mail da política de privacidade.",
    "As visitas às páginas são contadas sem conta, endereço nem horário, por isso nenhuma pode ser ligada a você.",
    "Os pedidos incluem os enviados sem login com o e-mail desta conta.",
    "Os pedidos que outras pessoas enviaram aos seus anúncios, e os perfis de quem falou com você em colegas de quarto, são dados delas e não aparecem aqui.",
    "As visitas aos seus anúncios aparecem com data, modo e situação, sem os dados de quem as marcou, que são dessa pessoa.",
    "Nos aluguéis: as mensagens são as que você escreveu; dos documentos, só o que foi enviado e a revisão, nunca os arquivos; das assinaturas, o nome digitado e a hora, sem o endereço IP e o navegador, que pode pedir pelo e-mail da política de privacidade.",
  ],
  en: [
    "Passwords and session codes are not here: we keep only a hashed form, useless outside logging in.",
    "The browser and IP address of each session (access records, kept for six months) are not here, since an open session would be enough to download this file: ask for them at the privacy policy's e-mail address.",
    "Page views are counted without an account, address or time of day, so none can be tied to you.",
    "The requests include those sent while logged out with this account's e-mail.",
    "Requests other people sent to your listings, and the profiles of roommates who contacted you, are their data and are not here.",
    "Visits to your listings show their time, mode and status, without the details of who booked them, which are theirs.",
    "In rentals: the messages are those you wrote; of documents, what was sent and its review, never the files; of signatures, the name typed and the time, without the IP address and browser, which you can ask for at the privacy policy's e-mail address.",
  ],
};

/** The file's name: `campuslar-dados-2026-11-25.json` or `campuslar-my-data-2026-11-25.json`. */
export const accountExportFileName = (locale: Locale, day: string): string =>
  `${locale === "en" ? "campuslar-my-data" : "campuslar-dados"}-${day}.json`;
