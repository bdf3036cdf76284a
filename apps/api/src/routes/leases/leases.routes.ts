import { LeaseViewSchema, SignLeaseFormSchema } from "@campuslar/domain/rentals/lease-view";
import { CounterFormSchema } from "@campuslar/domain/rentals/rental-forms";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse as error, jsonResponse as json, jsonBody } from "../../lib/openapi-responses.ts";

/*
 * A rental's lease (issue 35, points 5 to 7): read it (made on the first read once the rental
 * waits for signatures), sign it with a code from the e-mail, amend the terms, and the PDFs.
 * Only the rental's student, owner and staff; anyone else gets 404, as if it did not exist.
 */

const id = z.object({ id: z.string().uuid().openapi({ example: "0b6f0f3e-8d4a-4b8e-9a55-2f1f6f0c9d11" }) });
const security = [{ bearerAuth: [] }];
const common = {
  400: error("A field is invalid; `fields` names it with a message in the visitor's language"),
  401: error("Missing, expired or revoked token"),
  404: error("No such rental, or not one of the caller's"),
};
const pdf = (description: string) => ({
  content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
  description,
});

export const getLeaseRoute = createRoute({
  method: "get",
  path: "/rentals/{id}/lease",
  tags: ["Leases"],
  summary: "The rental's lease: its clauses in Portuguese and English, its PDF's SHA-256 and the signatures",
  description:
    "Made on the first read once the rental is `awaiting_signatures`, after the tenancy-law checks " +
    "(Lei 8.245/1991: one guarantee, a deposit of at most three months' rent, a proportional exit fine, no rent in advance).",
  security,
  request: { params: id },
  responses: {
    200: json(LeaseViewSchema, "The live lease"),
    ...common,
    409: error("The rental does not wait for signatures and has no lease yet"),
    422: error("The terms break the tenancy law; the message cites each article"),
  },
});

export const leasePdfRoute = createRoute({
  method: "get",
  path: "/rentals/{id}/lease.pdf",
  tags: ["Leases"],
  summary: "The lease's PDF: the signed copy with its signature page once both signed",
  description: "Every read is logged (`private_file_reads`).",
  security,
  request: { params: id },
  responses: { 200: pdf("The PDF"), ...common, 409: error("No lease yet") },
});

export const leaseCodeRoute = createRoute({
  method: "post",
  path: "/rentals/{id}/lease/code",
  tags: ["Leases"],
  summary: "E-mail the caller a 6-digit code to confirm their signature (10 minutes, 5 tries)",
  security,
  request: { params: id },
  responses: {
    200: json(z.object({ expiresInMinutes: z.number().int() }), "Sent"),
    ...common,
    403: error("Staff do not sign, or the caller's e-mail is not verified"),
    409: error("Not waiting for signatures, or the caller already signed"),
    429: error("Too many codes asked for this hour"),
  },
});

export const signLeaseRoute = createRoute({
  method: "post",
  path: "/rentals/{id}/lease/sign",
  tags: ["Leases"],
  summary: "Sign the lease: the full name as on the account and the code from the e-mail",
  description:
    "A simple electronic signature (Lei 14.063/2020, art. 4, I) recording the time, IP address, browser and " +
    "the lease PDF's SHA-256. The second signature completes the rental (`awaiting_payment`) and e-mails both the signed PDF.",
  security,
  request: { params: id, ...jsonBody(SignLeaseFormSchema) },
  responses: {
    200: json(LeaseViewSchema, "Signed"),
    ...common,
    403: error("Staff do not sign, or the caller's e-mail is not verified"),
    409: error("Not waiting for signatures, or the caller already signed"),
  },
});

export const amendRoute = createRoute({
  method: "post",
  path: "/rentals/{id}/amend",
  tags: ["Leases"],
  summary: "Change the agreed dates, months or rent: voids the lease and every signature",
  security,
  request: { params: id, ...jsonBody(CounterFormSchema) },
  responses: {
    200: json(z.object({ id: z.string(), state: z.string(), voidedLeases: z.number().int() }), "Amended"),
    ...common,
    403: error("Only the owner or staff amend"),
    409: error("The rental's state does not allow it, or the new dates collide with another rental"),
  },
});

export const housingLetterRoute = createRoute({
  method: "get",
  path: "/rentals/{id}/housing-letter.pdf",
  tags: ["Leases"],
  summary: "The bilingual housing letter (proof of address for a visa and the RNM), once both signed",
  security,
  request: { params: id, query: z.object({ lang: z.enum(["pt", "en"]).optional() }) },
  responses: { 200: pdf("The letter"), ...common, 409: error("The lease is not signed by both yet") },
});
