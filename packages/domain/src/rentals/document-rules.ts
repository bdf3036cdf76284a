import { z } from "zod";
import type { WarrantyType } from "../lead/lead-enums.ts";
import { isValidCpf, normalizeCpf } from "./cpf.ts";
import type { DocumentMessageKey } from "./document-messages.ts";

/*
 * The documents a rental needs (issue 35, point 4; the spec: "ID, tax number and address, and the
 * same for a financial guarantor who is another person"). Decisions recorded here:
 * - Each person has three slots: an identity document (RG, CNH, passport or RNM, one file or
 *   several, e.g. front and back), the CPF (the number typed, checked by its check digits; no
 *   file: the number is what a lease and the Receita check need) and a proof of address (any
 *   country's: a student abroad sends their home one).
 * - "CPF where one exists": a person whose identity document is a passport or an RNM may say
 *   "I have no CPF" instead of a number. Staff review that statement like any document, so a
 *   Brazilian cannot skip the number, and the last staff approval is always what moves the rental.
 * - A slot is done when it holds at least one entry and all of them are approved: a rejected one
 *   must be deleted and sent again.
 * - HEIC is not accepted: the image library here reads HEIF only as AVIF. Phones offer JPEG.
 */

export const DOCUMENT_SUBJECTS = ["student", "guarantor"] as const;
export type DocumentSubject = (typeof DOCUMENT_SUBJECTS)[number];
export const DOCUMENT_KINDS = ["identity", "cpf", "address"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const ID_TYPES = ["rg", "cnh", "passport", "rnm"] as const;
export type IdType = (typeof ID_TYPES)[number];
/** The identity documents of a foreigner, who may have no CPF. */
export const FOREIGN_ID_TYPES: readonly IdType[] = ["passport", "rnm"];
export const DOCUMENT_STATUSES = ["pending", "approved", "rejected"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** A slot's status: `missing` until something is sent. */
export type SlotStatus = DocumentStatus | "missing";

/** Checked by content (magic bytes), never by the file's name or declared type. */
export const DOCUMENT_FILE_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];
/** What a file input offers (`accept`): the types and their usual names. */
export const DOCUMENT_ACCEPT = ".jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf";
/** A phone photo or a scanned bill is well under this. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);
/** Files per rental (both people, every slot, deleted ones not counted): room for fronts, backs and a resend. */
export const DOCUMENTS_MAX_PER_RENTAL = 12;
export const REJECT_REASON_MAX = 500;
/** The multipart field names of an upload. */
export const DOCUMENT_FILE_FIELD = "file";

export type RequiredDocument = { subject: DocumentSubject; kind: DocumentKind };

/** The slots of a rental: the student's three, and the guarantor's three when the guarantee is a guarantor. */
export function requiredDocuments(guarantee: WarrantyType): RequiredDocument[] {
  const subjects: DocumentSubject[] = guarantee === "guarantor" ? ["student", "guarantor"] : ["student"];
  return subjects.flatMap((subject) => DOCUMENT_KINDS.map((kind) => ({ subject, kind })));
}

/** What a slot's status is computed from: the live (not deleted) entries. */
export type DocumentEntry = { subject: DocumentSubject; kind: DocumentKind; status: DocumentStatus };

/** `missing`, `rejected` if any entry is, `pending` if any waits, else `approved`. */
export function slotStatus(entries: readonly DocumentEntry[], slot: RequiredDocument): SlotStatus {
  const mine = entries.filter((entry) => entry.subject === slot.subject && entry.kind === slot.kind);
  if (mine.length === 0) return "missing";
  if (mine.some((entry) => entry.status === "rejected")) return "rejected";
  if (mine.some((entry) => entry.status === "pending")) return "pending";
  return "approved";
}

/** Every required slot done: staff's last approval moves the rental to its lease. */
export const allDocumentsApproved = (guarantee: WarrantyType, entries: readonly DocumentEntry[]): boolean =>
  requiredDocuments(guarantee).every((slot) => slotStatus(entries, slot) === "approved");

const key = (k: DocumentMessageKey) => k;
const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("1"), z.literal("")])
  .optional()
  .transform((value) => value === "on" || value === "true" || value === "1");

/**
 * The text fields of an upload (the file is checked apart, by content). An identity names its
 * type; a CPF is a valid number or the "I have no CPF" box; an address carries only its file.
 */
export const DocumentUploadFormSchema = z
  .object({
    subject: z.enum(DOCUMENT_SUBJECTS, { error: key("rentalDocs.subject.invalid") }),
    kind: z.enum(DOCUMENT_KINDS, { error: key("rentalDocs.kind.invalid") }),
    idType: z
      .union([z.enum(ID_TYPES), z.literal("")], { error: key("rentalDocs.idType.required") })
      .optional()
      .transform((value) => value || undefined),
    cpf: z
      .string()
      .max(40, { error: key("rentalDocs.cpf.invalid") })
      .optional(),
    noCpf: checkbox,
  })
  .superRefine((form, ctx) => {
    if (form.kind === "identity" && !form.idType) {
      ctx.addIssue({ code: "custom", path: ["idType"], message: key("rentalDocs.idType.required") });
    }
    if (form.kind !== "cpf" || form.noCpf) return;
    const typed = form.cpf?.trim() ?? "";
    if (!typed) ctx.addIssue({ code: "custom", path: ["cpf"], message: key("rentalDocs.cpf.required") });
    else if (!isValidCpf(typed))
      ctx.addIssue({ code: "custom", path: ["cpf"], message: key("rentalDocs.cpf.invalid") });
  })
  .transform((form) => ({
    subject: form.subject,
    kind: form.kind,
    idType: form.kind === "identity" ? (form.idType ?? null) : null,
    cpf: form.kind === "cpf" && !form.noCpf && form.cpf ? normalizeCpf(form.cpf.trim()) : null,
    noCpf: form.kind === "cpf" && form.noCpf,
  }));
export type DocumentUploadForm = z.output<typeof DocumentUploadFormSchema>;

export const DocumentRejectSchema = z.object({
  reason: z
    .string({ error: key("rentalDocs.reason.required") })
    .trim()
    .min(1, { error: key("rentalDocs.reason.required") })
    .max(REJECT_REASON_MAX, { error: key("rentalDocs.reason.tooLong") }),
});

/** One entry as its viewer may see it: the owner gets only subject, kind, status and dates (nulls elsewhere). */
export const DocumentViewSchema = z.object({
  id: z.string(),
  subject: z.enum(DOCUMENT_SUBJECTS),
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(DOCUMENT_STATUSES),
  idType: z.enum(ID_TYPES).nullable(),
  /** The CPF's digits; null for the owner, for "no CPF", and for files. */
  cpf: z.string().nullable(),
  noCpf: z.boolean(),
  /** Null for the owner and for entries without a file (a CPF). */
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** Whether the file can still be opened (false once deleted by retention). */
  hasFile: z.boolean(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  deleteAfter: z.string().nullable(),
});
export type DocumentView = z.infer<typeof DocumentViewSchema>;

export const RequiredDocumentViewSchema = z.object({
  subject: z.enum(DOCUMENT_SUBJECTS),
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(["missing", ...DOCUMENT_STATUSES]),
});

export const RentalDocumentsSchema = z.object({
  rentalId: z.string(),
  /** The rental's state: documents are sent and reviewed only while it is `awaiting_documents`. */
  state: z.string(),
  viewer: z.enum(["student", "owner", "staff"]),
  required: z.array(RequiredDocumentViewSchema),
  items: z.array(DocumentViewSchema),
});
export type RentalDocuments = z.infer<typeof RentalDocumentsSchema>;
