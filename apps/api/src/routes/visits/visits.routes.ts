import {
  AdminVisitPageSchema,
  AdminVisitQuerySchema,
  OwnerVisitListSchema,
  OwnerVisitSchema,
  StudentVisitSchema,
  VisitBookingSchema,
  VisitMoveSchema,
  VisitReceiptSchema,
  VisitScheduleSchema,
  VisitScheduleViewSchema,
  VisitSlotsSchema,
} from "@campuslar/domain/visits/visit-forms";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse as error, jsonBody } from "../../lib/openapi-responses.ts";
import { ownerVisitExample, scheduleExample, slotsExample, studentVisitExample } from "./visits.examples.ts";

/*
 * Visits booked in an owner's free slots (issue 23). Every time is an instant in UTC with its
 * São Paulo day and time beside it. Messages follow `lang` or `Accept-Language`.
 */

const json = <T extends z.ZodType>(schema: T, description: string, example: unknown) => ({
  content: { "application/json": { schema, example } },
  description,
});

const invalid = error("A field is invalid; `fields` names it with a message in the visitor's language");
const code = z.object({ code: z.string().min(1).max(20).openapi({ example: "SP10001" }) });
const token = z.object({
  token: z.string().min(1).max(100).openapi({ description: "The token of the visit's link", example: "q4S0…" }),
});
const bearer = [{ bearerAuth: [] }];
const signedIn = { 401: error("Missing, expired or revoked token") };

// ---------------------------------------------------------------------------------------------
// Public: slots and booking

export const visitSlotsRoute = createRoute({
  method: "get",
  path: "/properties/{code}/visit-slots",
  tags: ["Visits"],
  summary: "The free visit slots of a published listing for the next 14 days",
  description:
    "Slots of 30 minutes from the owner's weekly windows and exceptions, at least 2 hours ahead, without the " +
    "booked ones. Each has its UTC instant and its São Paulo time. A listing that takes no visits has no days.",
  request: { params: code },
  responses: {
    200: json(VisitSlotsSchema, "The free slots, by São Paulo day", slotsExample),
    400: invalid,
    404: error("No published listing has this code"),
  },
});

export const bookVisitRoute = createRoute({
  method: "post",
  path: "/properties/{code}/visits",
  tags: ["Visits"],
  summary: "Book a free slot (in person or by video)",
  description:
    "The student and the owner get an e-mail with a calendar invitation, and a reminder 24 hours before. " +
    "Limited per address and per e-mail like the lead forms.",
  request: { params: code, ...jsonBody(VisitBookingSchema) },
  responses: {
    201: json(VisitReceiptSchema, "Booked: the visit waits for the owner's confirmation", {
      visit: studentVisitExample,
      token: "q4S0…",
      message: "Visita solicitada.",
    }),
    400: error("A field is invalid, the mode is not offered, or the time is not one of the slots (`fields.startsAt`)"),
    404: error("No published listing has this code"),
    409: error("The slot was just booked by someone else (`fields.startsAt`), or the listing takes no visits"),
    413: error("Body too large"),
    415: error("Body is not JSON"),
    429: error("Too many bookings from this address or for this e-mail; see Retry-After"),
  },
});

// ---------------------------------------------------------------------------------------------
// The student's link

const notFound = error("No visit has this link");
const cannotChange = error("The visit was cancelled or declined, or has started");

export const studentVisitRoute = createRoute({
  method: "get",
  path: "/visits/{token}",
  tags: ["Visits"],
  summary: "A visit, by the student's link",
  request: { params: token },
  responses: { 200: json(StudentVisitSchema, "The visit", studentVisitExample), 400: invalid, 404: notFound },
});

export const cancelVisitRoute = createRoute({
  method: "post",
  path: "/visits/{token}/cancel",
  tags: ["Visits"],
  summary: "Cancel a visit, by the student's link; the owner is told and the slot is free again",
  request: { params: token },
  responses: {
    200: json(StudentVisitSchema, "The cancelled visit", {
      ...studentVisitExample,
      status: "cancelled",
      changeable: false,
    }),
    400: invalid,
    404: notFound,
    409: cannotChange,
  },
});

export const rescheduleVisitRoute = createRoute({
  method: "post",
  path: "/visits/{token}/reschedule",
  tags: ["Visits"],
  summary: "Move a visit to another free slot, by the student's link; it waits for the owner again",
  request: { params: token, ...jsonBody(VisitMoveSchema) },
  responses: {
    200: json(StudentVisitSchema, "The visit at its new time", studentVisitExample),
    400: error("The time is not one of the free slots, or is the visit's own (`fields.startsAt`)"),
    404: notFound,
    409: error("The visit can no longer change, or the slot was just booked (`fields.startsAt`)"),
    413: error("Body too large"),
    415: error("Body is not JSON"),
  },
});

// ---------------------------------------------------------------------------------------------
// The owner's link

export const ownerTokenVisitRoute = createRoute({
  method: "get",
  path: "/visits/owner/{token}",
  tags: ["Visits"],
  summary: "A visit, by the owner's link",
  request: { params: token },
  responses: { 200: json(OwnerVisitSchema, "The visit", ownerVisitExample), 400: invalid, 404: notFound },
});

const decisionResponses = (decision: "confirm" | "decline") =>
  json(OwnerVisitSchema, "The visit", {
    ...ownerVisitExample,
    status: decision === "confirm" ? "confirmed" : "declined",
  });
const decisionSummary = (decision: "confirm" | "decline", who: string) =>
  decision === "confirm" ? `Confirm a requested visit${who}` : `Decline a visit${who}; the student is told`;

const byTokenDecision = (decision: "confirm" | "decline") =>
  createRoute({
    method: "post",
    path: `/visits/owner/{token}/${decision}`,
    tags: ["Visits"],
    summary: decisionSummary(decision, ", by the owner's link"),
    request: { params: token },
    responses: { 200: decisionResponses(decision), 400: invalid, 404: notFound, 409: cannotChange },
  });

const signedInDecision = (decision: "confirm" | "decline") =>
  createRoute({
    method: "post",
    path: `/owner/visits/{id}/${decision}`,
    tags: ["Visits"],
    summary: decisionSummary(decision, " (the listing's owner or staff)"),
    security: bearer,
    request: { params: z.object({ id: z.uuid().openapi({ example: ownerVisitExample.id }) }) },
    responses: {
      200: decisionResponses(decision),
      400: invalid,
      ...signedIn,
      404: error("No visit of the caller's listings has this id"),
      409: cannotChange,
    },
  });

export const confirmByTokenRoute = byTokenDecision("confirm");
export const declineByTokenRoute = byTokenDecision("decline");
export const confirmSignedInRoute = signedInDecision("confirm");
export const declineSignedInRoute = signedInDecision("decline");

// ---------------------------------------------------------------------------------------------
// The owner's schedule and visits (signed in)

export const getScheduleRoute = createRoute({
  method: "get",
  path: "/owner/listings/{code}/visit-schedule",
  tags: ["Visits"],
  summary: "A listing's visit schedule (its owner, or staff for any listing)",
  security: bearer,
  request: { params: code },
  responses: {
    200: json(VisitScheduleViewSchema, "The schedule; empty when none was set", scheduleExample),
    400: invalid,
    ...signedIn,
    404: error("No listing of the caller has this code"),
  },
});

export const putScheduleRoute = createRoute({
  method: "put",
  path: "/owner/listings/{code}/visit-schedule",
  tags: ["Visits"],
  summary: "Replace a listing's visit schedule: modes, video call, weekly windows and exceptions",
  description:
    "Times are `HH:MM` on São Paulo's clock, on the half hour. Visits already booked stay; a removed window " +
    "only stops new bookings.",
  security: bearer,
  request: { params: code, ...jsonBody(VisitScheduleSchema) },
  responses: {
    200: json(VisitScheduleViewSchema, "The saved schedule", scheduleExample),
    400: invalid,
    ...signedIn,
    404: error("No listing of the caller has this code"),
    413: error("Body too large"),
    415: error("Body is not JSON"),
  },
});

export const ownerVisitsRoute = createRoute({
  method: "get",
  path: "/owner/visits",
  tags: ["Visits"],
  summary: "The coming visits of the caller's listings, soonest first",
  security: bearer,
  responses: {
    200: json(OwnerVisitListSchema, "The visits", { items: [ownerVisitExample] }),
    ...signedIn,
  },
});

// ---------------------------------------------------------------------------------------------
// Staff

export const adminVisitsRoute = createRoute({
  method: "get",
  path: "/admin/visits",
  tags: ["Backoffice"],
  summary: "Every visit, by status and São Paulo day range, soonest first",
  security: bearer,
  request: { query: AdminVisitQuerySchema },
  responses: {
    200: json(AdminVisitPageSchema, "A page of visits", {
      items: [{ ...ownerVisitExample, sponsored: false }],
      page: 1,
      pageSize: 50,
      total: 1,
      totalPages: 1,
    }),
    400: invalid,
    ...signedIn,
    403: error("The caller is not staff"),
  },
});
