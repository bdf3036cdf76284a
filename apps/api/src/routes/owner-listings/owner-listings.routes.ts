import { RECORD_ID_MAX } from "@campuslar/domain/ids/record-id";
import { listingDraftSchema } from "@campuslar/domain/listing/listing-form";
import {
  OwnerInterestListSchema,
  OwnerListingListSchema,
  OwnerListingSchema,
  PhotoOrderBodySchema,
  PostalCodeLookupSchema,
  RoomAvailabilityBodySchema,
} from "@campuslar/domain/listing/owner-listing-dto";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse as error, jsonResponse as json, jsonBody } from "../../lib/openapi-responses.ts";

const tags = ["Owner listings"];
const security = [{ bearerAuth: [] }];
const lang = z.object({ lang: z.enum(["pt", "en"]).optional() });
const code = z.string().openapi({ example: "SP10321" });
const codeParams = z.object({ code });
// Database ids are 32-bit: a bigger number names nothing, and must not reach the query.
const id = z.coerce.number().int().positive().max(RECORD_ID_MAX);

const unauthorized = error("Missing, expired or revoked token");
const notFound = error("No listing with this code is the caller's");
const invalid = error("A field is invalid; `fields` names it with a message in the request's language");
const one = json(OwnerListingSchema, "The listing as its owner sees it");

export const listOwnerListingsRoute = createRoute({
  method: "get",
  path: "/owner/listings",
  tags,
  summary: "The caller's listings, most recently changed first",
  security,
  responses: { 200: json(OwnerListingListSchema, "The listings"), 401: unauthorized },
});

export const createOwnerListingRoute = createRoute({
  method: "post",
  path: "/owner/listings",
  tags,
  summary: "Start a listing (a draft with a new code); a tenant becomes an owner",
  description:
    "Any subset of the listing form; types and bounds are checked, completeness only on submit. " +
    "An owner who already has a blank draft (nothing typed, no photo, never submitted) gets that one " +
    "back, filled with what was sent (200), so repeated starts never pile up empty drafts. " +
    "Send one `Idempotency-Key` per opening of the listing dialog: a repeated key answers the draft it " +
    "first started (200, the same code), filled with what was sent, even when the requests arrive at once.",
  security,
  request: {
    query: lang,
    ...jsonBody(listingDraftSchema),
    headers: z.object({
      "idempotency-key": z.string().min(8).max(128).optional().openapi({
        description: "The same key for every save of one dialog: the first draft is answered again, no second one",
      }),
    }),
  },
  responses: {
    200: json(OwnerListingSchema, "The draft this key started, or the owner's blank draft, resumed"),
    201: json(OwnerListingSchema, "The new draft"),
    400: invalid,
    401: unauthorized,
  },
});

export const deleteOwnerListingRoute = createRoute({
  method: "delete",
  path: "/owner/listings/{code}",
  tags,
  summary: "Delete a draft, or withdraw a listing waiting for review, with its photos",
  security,
  request: { params: codeParams, query: lang },
  responses: {
    204: { description: "Deleted, its photo files removed from storage" },
    401: unauthorized,
    404: notFound,
    409: error("Published or archived, or it has received requests: staff take it down"),
  },
});

export const getOwnerListingRoute = createRoute({
  method: "get",
  path: "/owner/listings/{code}",
  tags,
  summary: "One of the caller's listings",
  security,
  request: { params: codeParams },
  responses: { 200: one, 401: unauthorized, 404: notFound },
});

export const updateOwnerListingRoute = createRoute({
  method: "patch",
  path: "/owner/listings/{code}",
  tags,
  summary: "Autosave: change some fields (null clears one) in any status",
  description:
    "A published listing stays published, and students keep seeing it as published: the edit becomes its change waiting for review (`changes` in the answer) until staff approve it. Malformed values are refused, and on a published or pending listing so is emptying a required field.",
  security,
  request: { params: codeParams, query: lang, ...jsonBody(listingDraftSchema) },
  responses: { 200: one, 400: invalid, 401: unauthorized, 404: notFound },
});

export const submitOwnerListingRoute = createRoute({
  method: "post",
  path: "/owner/listings/{code}/submit",
  tags,
  summary: "Send a draft for review (status pending)",
  description: "400 `validation_failed` names every missing field, and `photos` when it has none.",
  security,
  request: { params: codeParams, query: lang },
  responses: {
    200: one,
    400: invalid,
    401: unauthorized,
    404: notFound,
    409: error("The listing is published or archived"),
  },
});

export const discardListingChangesRoute = createRoute({
  method: "delete",
  path: "/owner/listings/{code}/changes",
  tags,
  summary: "Discard the change to a published listing that waits for review, and the photos added for it",
  description:
    "Edits to a published listing (its form and its photos) wait for staff; students see the published version meanwhile. This drops the waiting change; with none waiting it changes nothing.",
  security,
  request: { params: codeParams },
  responses: { 200: one, 401: unauthorized, 404: notFound },
});

export const setRoomAvailabilityRoute = createRoute({
  method: "put",
  path: "/owner/listings/{code}/rooms/{roomId}",
  tags,
  summary: "Mark a room free (green) or taken (red), and until when a taken room is let",
  security,
  request: { params: z.object({ code, roomId: id }), ...jsonBody(RoomAvailabilityBodySchema) },
  responses: {
    200: one,
    400: invalid,
    401: unauthorized,
    404: error("No such listing of the caller's, or room in it"),
  },
});

export const deletePhotoRoute = createRoute({
  method: "delete",
  path: "/owner/listings/{code}/photos/{photoId}",
  tags,
  summary: "Delete a photo and its stored files",
  security,
  request: { params: z.object({ code, photoId: id }) },
  responses: { 200: one, 401: unauthorized, 404: error("No such listing of the caller's, or photo in it") },
});

export const reorderPhotosRoute = createRoute({
  method: "put",
  path: "/owner/listings/{code}/photos/order",
  tags,
  summary: "Put the photos in a new order; the first is the cover",
  security,
  request: { params: codeParams, query: lang, ...jsonBody(PhotoOrderBodySchema) },
  responses: {
    200: one,
    400: error("`ids` must name every photo of the listing once"),
    401: unauthorized,
    404: notFound,
  },
});

export const listOwnerInterestsRoute = createRoute({
  method: "get",
  path: "/owner/interests",
  tags,
  summary: "Interest requests received on the caller's listings, newest first",
  security,
  responses: { 200: json(OwnerInterestListSchema, "The interests"), 401: unauthorized },
});

export const lookupPostalCodeRoute = createRoute({
  method: "get",
  path: "/owner/postal-codes/{cep}",
  tags,
  summary: "The neighbourhood, city and state of a CEP, to fill the address",
  security,
  request: { params: z.object({ cep: z.string().openapi({ example: "05508-000" }) }) },
  responses: {
    200: json(PostalCodeLookupSchema, "What we know of this CEP"),
    401: unauthorized,
    404: error("A CEP we do not know: the owner types the address"),
  },
});

/** Documented by hand: a validator here would read the whole body before the size check. */
export const uploadPhotoDoc = {
  method: "post",
  path: "/owner/listings/{code}/photos",
  tags,
  summary: "Add a photo (multipart/form-data, the file in field `photo`)",
  description:
    "JPEG, PNG or WebP by content, at most 10 MB, at most 20 per listing. Re-encoded to WebP and AVIF " +
    "in every catalogue width, 4:3, turned upright, with its metadata (GPS included) removed.",
  security,
  request: {
    params: codeParams,
    query: lang,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({ photo: z.string().openapi({ type: "string", format: "binary" }) }),
        },
      },
    },
  },
  responses: {
    201: one,
    400: error("No file in field `photo`"),
    401: unauthorized,
    404: notFound,
    409: error("The listing already has 20 photos"),
    413: error("The file is larger than 10 MB"),
    415: error("Not multipart, or the file is not a JPEG, PNG or WebP image"),
  },
} as const;
