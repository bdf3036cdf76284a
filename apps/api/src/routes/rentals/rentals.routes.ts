import {
  CounterFormSchema,
  DeclineFormSchema,
  ProposalFormSchema,
  RentalSummarySchema,
  RentalViewSchema,
} from "@campuslar/domain/rentals/rental-forms";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse as error, jsonResponse as json, jsonBody } from "../../lib/openapi-responses.ts";

/*
 * Renting online (issue 35): a student's proposal for a listing, the rentals of the caller, and
 * the answers to a proposal. Every move is allowed only to its side (the process in
 * `rental-process.ts`): another side gets 403, a rental whose state does not allow it 409, and
 * someone who is not a party nor staff 404. Messages follow `lang` or `Accept-Language`.
 */

const bearer = [{ bearerAuth: [] }];
const signedIn = { 401: error("Missing, expired or revoked token") };
const invalid = error("A field is invalid; `fields` names it with a message in the visitor's language");
const notFound = error("No rental has this id, or the caller is neither its student, its owner nor staff");
const id = z.object({ id: z.uuid().openapi({ example: "7c9e6679-7425-40de-944b-e07fc1f90ae7" }) });
const code = z.object({ code: z.string().min(1).max(20).openapi({ example: "SP10001" }) });

export const proposeRoute = createRoute({
  method: "post",
  path: "/properties/{code}/rentals",
  tags: ["Rentals"],
  summary: "Send a proposal to rent a published listing (a signed-in student with a verified e-mail)",
  description:
    "The fields and their bounds are the interest form's: the move date from today on, the months within the " +
    "listing's stay, the offer within the listing's bounds (reais), the room for a listing let by the room, one " +
    "guarantee. The same `idempotencyKey` from the same student returns the first rental. The owner (staff for a " +
    "listing without an owner account) is e-mailed and has 48 hours to answer.",
  security: bearer,
  request: { params: code, ...jsonBody(ProposalFormSchema) },
  responses: {
    201: json(RentalViewSchema, "The proposal, waiting for the owner's answer"),
    200: json(RentalViewSchema, "The proposal this idempotency key already made"),
    400: invalid,
    ...signedIn,
    403: error("The e-mail is not verified, or the listing is the caller's own"),
    404: error("No published listing for rent has this code"),
    409: error("An accepted rental already holds this home or room for these dates (`fields.moveDate`)"),
    413: error("Body too large"),
    415: error("Body is not JSON"),
  },
});

export const listRentalsRoute = createRoute({
  method: "get",
  path: "/rentals",
  tags: ["Rentals"],
  summary: "The caller's rentals, newest first: as the student (default) or as the owner",
  security: bearer,
  request: {
    query: z.object({
      as: z.enum(["student", "owner"]).default("student").openapi({ description: "Whose side to list" }),
    }),
  },
  responses: {
    200: json(z.object({ items: z.array(RentalSummarySchema) }), "The rentals"),
    400: invalid,
    ...signedIn,
  },
});

export const getRentalRoute = createRoute({
  method: "get",
  path: "/rentals/{id}",
  tags: ["Rentals"],
  summary: "A rental with its terms, history and the caller's possible moves",
  security: bearer,
  request: { params: id },
  responses: { 200: json(RentalViewSchema, "The rental"), 400: invalid, ...signedIn, 404: notFound },
});

const moveResponses = {
  200: json(RentalViewSchema, "The rental after the move"),
  400: invalid,
  ...signedIn,
  403: error("The caller's side may not make this move"),
  404: notFound,
  409: error("The rental's state does not allow this move now, or another rental holds the space"),
};

const moveRoute = (path: string, summary: string) =>
  createRoute({
    method: "post",
    path: `/rentals/{id}/${path}`,
    tags: ["Rentals"],
    summary,
    security: bearer,
    request: { params: id },
    responses: moveResponses,
  });

const moveRouteWith = <T extends z.ZodType>(path: string, summary: string, body: T) =>
  createRoute({
    method: "post",
    path: `/rentals/{id}/${path}`,
    tags: ["Rentals"],
    summary,
    security: bearer,
    request: { params: id, ...jsonBody(body) },
    responses: { ...moveResponses, 413: error("Body too large"), 415: error("Body is not JSON") },
  });

export const withdrawRoute = moveRoute("withdraw", "The student withdraws a proposal before it is answered");
export const acceptRoute = moveRoute(
  "accept",
  "The owner (or staff) accepts a proposal; other open proposals for the same space and dates are closed",
);
export const declineRoute = moveRouteWith(
  "decline",
  "The owner (or staff) declines a proposal, with a reason from a list",
  DeclineFormSchema,
);
export const counterRoute = moveRouteWith(
  "counter",
  "The owner (or staff) proposes other rent, dates or months; the student has 48 hours to answer",
  CounterFormSchema,
);
export const acceptCounterRoute = moveRoute("accept-counter", "The student accepts the counter-proposal");
export const declineCounterRoute = moveRoute("decline-counter", "The student declines the counter-proposal");
