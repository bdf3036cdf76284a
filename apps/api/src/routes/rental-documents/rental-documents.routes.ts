import {
  DocumentRejectSchema,
  DocumentViewSchema,
  RentalDocumentsSchema,
} from "@campuslar/domain/rentals/document-rules";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse as error, jsonBody, jsonResponse } from "../../lib/openapi-responses.ts";

/*
 * A rental's documents (issue 35, point 4). The student sends them (multipart, one per request),
 * staff review them, the owner sees only their statuses. Messages follow `lang` or `Accept-Language`.
 */

const tags = ["Rental documents"];
const security = [{ bearerAuth: [] }];
const lang = z.object({ lang: z.enum(["pt", "en"]).optional() });
const rentalParams = z.object({ id: z.uuid().openapi({ example: "6f1c2a7e-3b1d-4c55-9a51-0f2b8f0a9d11" }) });
const docParams = rentalParams.extend({ docId: z.uuid() });
const signedIn = { 401: error("Missing, expired or revoked token") };

export const listDocumentsRoute = createRoute({
  method: "get",
  path: "/rentals/{id}/documents",
  tags,
  security,
  summary: "The documents a rental needs, their statuses, and what was sent",
  description:
    "The student and staff see every entry (file name, type, CPF, review); the owner sees only each slot's " +
    "status and each entry's kind and status, never a file, a name or a number.",
  request: { params: rentalParams, query: lang },
  responses: {
    200: jsonResponse(RentalDocumentsSchema, "Required slots and entries"),
    ...signedIn,
    404: error("No such rental of the caller's"),
  },
});

export const deleteDocumentRoute = createRoute({
  method: "delete",
  path: "/rentals/{id}/documents/{docId}",
  tags,
  security,
  summary: "Delete a pending or rejected document (the student, to send it again)",
  request: { params: docParams, query: lang },
  responses: {
    204: { description: "Deleted, with its file" },
    ...signedIn,
    403: error("Not the rental's student, or e-mail not verified"),
    404: error("No such rental or document"),
    409: error("Approved documents stay; or the rental no longer waits for documents"),
  },
});

/** Documented by hand: its answer is the file itself. */
export const documentFileDoc = {
  method: "get",
  path: "/rentals/{id}/documents/{docId}/file",
  tags,
  security,
  summary: "The file of a document (the student who sent it, staff); every read is logged",
  request: { params: docParams },
  responses: {
    200: {
      description: "The file as kept (images re-encoded without metadata), as an attachment",
      content: { "application/octet-stream": { schema: z.string().openapi({ type: "string", format: "binary" }) } },
    },
    ...signedIn,
    403: error("The owner never opens the student's documents"),
    404: error("No such rental, document or file (deleted after the retention period)"),
  },
} as const;

/** Documented by hand: a validator would read the whole body before its size is checked. */
export const uploadDocumentDoc = {
  method: "post",
  path: "/rentals/{id}/documents",
  tags,
  security,
  summary: "Send one document (multipart/form-data)",
  description:
    "Fields: `subject` (student, guarantor), `kind` (identity, cpf, address), `idType` (rg, cnh, passport, rnm; " +
    "for an identity), `cpf` (for a CPF: 11 digits, punctuation allowed, checked by its check digits) or " +
    "`noCpf=on` (only after a passport or RNM), and `file` for an identity or address: JPEG, PNG or WebP " +
    "(re-encoded, metadata such as GPS removed) or PDF (must parse), by content, at most 10 MB, 12 per rental.",
  request: {
    params: rentalParams,
    query: lang,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            subject: z.string(),
            kind: z.string(),
            idType: z.string().optional(),
            cpf: z.string().optional(),
            noCpf: z.string().optional(),
            file: z.string().openapi({ type: "string", format: "binary" }).optional(),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonResponse(DocumentViewSchema, "Received, waiting for staff's review"),
    400: error("A field is missing or invalid; `fields` names it in the visitor's language"),
    ...signedIn,
    403: error("Not the rental's student, or e-mail not verified"),
    404: error("No such rental of the caller's"),
    409: error("The rental does not wait for documents, 12 files already, or a CPF already sent"),
    413: error("The file is larger than 10 MB"),
    415: error("Not multipart, or the file is not a JPEG, PNG, WebP or PDF"),
    422: error("The file could not be opened (a damaged PDF or image)"),
  },
} as const;

const reviewed = z.object({ document: DocumentViewSchema, rentalState: z.string() });

export const approveDocumentRoute = createRoute({
  method: "post",
  path: "/admin/rental-documents/{docId}/approve",
  tags,
  security,
  summary: "Approve a document (staff); the last one moves the rental to awaiting_signatures",
  description: "Both sides are e-mailed, each in their language, that the lease is ready to sign.",
  request: { params: z.object({ docId: z.uuid() }), query: lang },
  responses: {
    200: jsonResponse(reviewed, "Approved; `rentalState` is where the rental stands now"),
    ...signedIn,
    403: error("Staff only"),
    404: error("No such document"),
    409: error("Already reviewed, or the rental no longer waits for documents"),
  },
});

export const rejectDocumentRoute = createRoute({
  method: "post",
  path: "/admin/rental-documents/{docId}/reject",
  tags,
  security,
  summary: "Reject a document with a reason the student reads (staff)",
  request: { params: z.object({ docId: z.uuid() }), query: lang, ...jsonBody(DocumentRejectSchema) },
  responses: {
    200: jsonResponse(reviewed, "Rejected; the student is e-mailed the reason"),
    400: error("`reason` is missing or too long"),
    ...signedIn,
    403: error("Staff only"),
    404: error("No such document"),
    409: error("Already reviewed, or the rental no longer waits for documents"),
  },
});
