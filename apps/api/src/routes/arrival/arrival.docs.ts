import { z } from "@hono/zod-openapi";
import { errorResponse as error, jsonResponse } from "../../lib/openapi-responses.ts";

/*
 * The hold's end, claims and cancellations (issue 36, points 5 and 7), documented by hand: the
 * handlers read their bodies themselves (a multipart claim under its own cap; decisions checked
 * against what is held under the rental's lock). Messages follow `lang` or `Accept-Language`.
 */

const security = [{ bearerAuth: [] }];
const arrivalTags = ["Arrival"];
const cancellationTags = ["Cancellation"];
const lang = z.object({ lang: z.enum(["pt", "en"]).optional() });
const rentalParams = z.object({ id: z.uuid().openapi({ example: "6f1c2a7e-3b1d-4c55-9a51-0f2b8f0a9d11" }) });
const signedIn = { 401: error("Missing, expired or revoked token") };

export const ClaimViewSchema = z
  .object({
    id: z.uuid(),
    rentalId: z.uuid(),
    rentalCode: z.string(),
    rentalState: z.string(),
    listingCode: z.string(),
    listingTitle: z.string(),
    studentName: z.string(),
    ownerName: z.string().nullable(),
    ownerCancellations: z.number().int(),
    reason: z.enum(["no_keys", "not_as_described", "unsafe"]),
    description: z.string(),
    photos: z.array(z.object({ index: z.number().int(), url: z.string() })),
    openedAt: z.string(),
    heldCents: z.number().int(),
    decision: z.enum(["release", "partial_refund", "full_refund"]).nullable(),
    refundCents: z.number().int().nullable(),
    decidedAt: z.string().nullable(),
  })
  .openapi("ArrivalClaim");

const PreviewSchema = z
  .object({
    rentalId: z.uuid(),
    rentalCode: z.string(),
    state: z.string(),
    by: z.enum(["student", "owner"]),
    policy: z.enum(["flexible", "strict"]),
    mayCancel: z.boolean(),
    heldCents: z.number().int(),
    refundCents: z.number().int(),
    penaltyCents: z.number().int(),
    freeUntil: z.string().nullable(),
    moveIn: z.string(),
    monthlyRentCents: z.number().int(),
  })
  .openapi("CancellationPreview");

export const arrivalDoc = {
  method: "get",
  path: "/rentals/{id}/arrival",
  tags: arrivalTags,
  security,
  summary: "Where the rental's arrival stands: what is held and until when, what the student may do now, the claim",
  description:
    "The claim's details (with its photos' addresses) are shown to the student and staff, never to the owner.",
  request: { params: rentalParams, query: lang },
  responses: {
    200: jsonResponse(
      z
        .object({
          rentalId: z.uuid(),
          rentalCode: z.string(),
          state: z.string(),
          side: z.enum(["student", "owner", "staff"]),
          moveIn: z.string(),
          holdEndsAt: z.string(),
          heldCents: z.number().int(),
          mayConfirm: z.boolean(),
          mayClaim: z.boolean(),
          hasClaim: z.boolean(),
          claim: ClaimViewSchema.nullable(),
        })
        .openapi("Arrival"),
      "The arrival",
    ),
    ...signedIn,
    404: error("No such rental of the caller's"),
  },
} as const;

export const moveInDoc = {
  method: "post",
  path: "/rentals/{id}/move-in",
  tags: arrivalTags,
  security,
  summary: "The student confirms moving in (from the move-in day): the held first payment is released",
  description:
    "Rent goes to the owner (less the commission), a cash deposit into custody for the lease; both sides are e-mailed.",
  request: { params: rentalParams, query: lang },
  responses: {
    200: jsonResponse(
      z.object({ id: z.uuid(), state: z.string(), releasedCents: z.number().int() }),
      "Moved in; the rental is active",
    ),
    ...signedIn,
    403: error("Not the rental's student"),
    404: error("No such rental of the caller's"),
    409: error("The rental does not wait for its move-in, or the move-in day has not come"),
  },
} as const;

export const openClaimDoc = {
  method: "post",
  path: "/rentals/{id}/claim",
  tags: arrivalTags,
  security,
  summary: "The student opens an arrival claim (multipart/form-data) within the 48 hours",
  description:
    "Fields: `reason` (no_keys, not_as_described, unsafe), `description` (20 to 2000 characters), and up to five " +
    "`photos` (JPEG or PNG by content, at most 10 MB each, re-encoded without metadata). The money stays held; " +
    "staff are e-mailed, the student gets the concierge's offer.",
  request: {
    params: rentalParams,
    query: lang,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            reason: z.string(),
            description: z.string(),
            photos: z.array(z.string().openapi({ type: "string", format: "binary" })).optional(),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonResponse(ClaimViewSchema, "The claim, waiting for staff"),
    400: error("A field is missing or invalid; `fields` names it"),
    ...signedIn,
    403: error("Not the rental's student"),
    404: error("No such rental of the caller's"),
    409: error("The rental does not wait for its move-in, or the 48 hours are over"),
    413: error("A photo is larger than 10 MB"),
    415: error("Not multipart, or a photo is not JPEG or PNG"),
    422: error("A photo could not be opened"),
  },
} as const;

export const rentalClaimDoc = {
  method: "get",
  path: "/rentals/{id}/claim",
  tags: arrivalTags,
  security,
  summary: "A rental's arrival claim (its student and staff)",
  request: { params: rentalParams, query: lang },
  responses: {
    200: jsonResponse(ClaimViewSchema, "The claim and its decision, if any"),
    ...signedIn,
    403: error("The owner is told of a claim, not shown it"),
    404: error("No such rental of the caller's, or no claim"),
  },
} as const;

export const claimPhotoDoc = {
  method: "get",
  path: "/rentals/{id}/claim/photos/{index}",
  tags: arrivalTags,
  security,
  summary: "One photo of a claim (the student who sent it, staff); every read is logged",
  request: { params: rentalParams.extend({ index: z.string().regex(/^[0-4]$/) }) },
  responses: {
    200: {
      description: "The photo as kept (JPEG or PNG, without metadata)",
      content: { "image/jpeg": { schema: z.string().openapi({ type: "string", format: "binary" }) } },
    },
    ...signedIn,
    403: error("The owner never sees the claim's photos"),
    404: error("No such rental, claim or photo"),
  },
} as const;

export const listClaimsDoc = {
  method: "get",
  path: "/admin/claims",
  tags: arrivalTags,
  security,
  summary: "Every arrival claim, newest first (staff), with each owner's count of cancellations",
  request: { query: lang },
  responses: {
    200: jsonResponse(z.object({ items: z.array(ClaimViewSchema) }), "The claims"),
    ...signedIn,
    403: error("Staff only"),
  },
} as const;

export const claimDoc = {
  method: "get",
  path: "/admin/claims/{id}",
  tags: arrivalTags,
  security,
  summary: "One arrival claim with its photos' addresses (staff)",
  request: { params: rentalParams, query: lang },
  responses: {
    200: jsonResponse(ClaimViewSchema, "The claim"),
    ...signedIn,
    403: error("Staff only"),
    404: error("No such claim"),
  },
} as const;

export const decideClaimDoc = {
  method: "post",
  path: "/admin/claims/{id}/decision",
  tags: arrivalTags,
  security,
  summary: "Decide a claim (staff with a confirmed second factor): release, partial_refund or full_refund",
  description:
    "`{decision, refundCents? | refundAmount?, note?}`: a partial refund names its amount in centavos or as typed " +
    'in reais ("1.234,56"), more than 0 and less than what is ' +
    "held. The hold ends, the decision is audited, both sides are e-mailed.",
  request: {
    params: rentalParams,
    query: lang,
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            decision: z.enum(["release", "partial_refund", "full_refund"]),
            refundCents: z.number().int().optional(),
            refundAmount: z.string().optional().openapi({ example: "1.234,56" }),
            note: z.string().max(2000).optional(),
          }),
        },
      },
    },
  },
  responses: {
    200: jsonResponse(ClaimViewSchema, "Decided"),
    400: error("The decision or the amount is invalid; `fields` names it"),
    ...signedIn,
    403: error("Not staff, or the second factor is not confirmed (`second_factor_required`)"),
    404: error("No such claim"),
    409: error("Already decided"),
  },
} as const;

export const previewCancellationDoc = {
  method: "get",
  path: "/rentals/{id}/cancellation",
  tags: cancellationTags,
  security,
  summary: "What cancelling now would refund, by the listing's policy (the student or the owner)",
  request: { params: rentalParams, query: lang },
  responses: {
    200: jsonResponse(PreviewSchema, "The preview"),
    ...signedIn,
    403: error("Staff cancel from the backoffice"),
    404: error("No such rental of the caller's"),
  },
} as const;

export const cancelDoc = {
  method: "post",
  path: "/rentals/{id}/cancellation",
  tags: cancellationTags,
  security,
  summary: "Cancel (the student or the owner, after acceptance and before move-in): `{confirm: true, reason?}`",
  description:
    "The refund follows the listing's policy; an owner's cancellation refunds everything and is recorded on the owner.",
  request: {
    params: rentalParams,
    query: lang,
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({ confirm: z.literal(true), reason: z.string().max(500).optional() }),
        },
      },
    },
  },
  responses: {
    200: jsonResponse(PreviewSchema.extend({ cancelled: z.literal(true) }), "Cancelled"),
    400: error("`confirm` is not true"),
    ...signedIn,
    403: error("Not the rental's student or owner"),
    404: error("No such rental of the caller's"),
    409: error("The rental cannot be cancelled now"),
  },
} as const;
