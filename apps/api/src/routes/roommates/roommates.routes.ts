import { RECORD_ID_MAX } from "@campuslar/domain/ids/record-id";
import {
  ContactRequestAnswerSchema,
  ContactRequestBodySchema,
  RoommateMatchListSchema,
  RoommateMatchQuerySchema,
  RoommateProfileAnswerSchema,
  RoommateRequestListsSchema,
  RoommateVisibilitySchema,
  SuggestedListingsSchema,
} from "@campuslar/domain/roommates/roommate-dto";
import { RoommateProfileSchema } from "@campuslar/domain/roommates/roommate-profile";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse as error, jsonResponse as json, jsonBody } from "../../lib/openapi-responses.ts";

const bearer = [{ bearerAuth: [] }];
const tags = ["Roommates"];
const lang = z.object({ lang: z.enum(["pt", "en"]).optional() });
const unauthorized = error("Missing, expired or revoked token");
const noProfile = error("The caller has not filled the questionnaire (`roommate.profile.missing`)");
const profileId = z.object({
  profileId: z.coerce.number().int().positive().max(RECORD_ID_MAX).openapi({ example: 12 }),
});
const requestId = z.object({ id: z.coerce.number().int().positive().max(RECORD_ID_MAX).openapi({ example: 3 }) });

export const getProfileRoute = createRoute({
  method: "get",
  path: "/roommates/profile",
  tags,
  summary: "The caller's own roommate questionnaire, or null before it is filled",
  security: bearer,
  request: { query: lang },
  responses: { 200: json(RoommateProfileAnswerSchema, "The profile"), 401: unauthorized },
});

export const saveProfileRoute = createRoute({
  method: "put",
  path: "/roommates/profile",
  tags,
  summary: "Save the questionnaire (the first time or an edit)",
  description:
    "Numbers and booleans may come as text, as an HTML form sends them. The move date may not lie " +
    "before today in São Paulo. Others see the profile only while `visible` is true.",
  security: bearer,
  request: { query: lang, ...jsonBody(RoommateProfileSchema) },
  responses: {
    200: json(RoommateProfileAnswerSchema, "Saved"),
    400: error("An answer is missing or invalid; `fields` names each with a message in the caller's language"),
    401: unauthorized,
  },
});

export const setVisibilityRoute = createRoute({
  method: "put",
  path: "/roommates/profile/visibility",
  tags,
  summary: "Show the profile to others, or hide it from every list at once",
  security: bearer,
  request: { query: lang, ...jsonBody(RoommateVisibilitySchema) },
  responses: {
    200: json(RoommateProfileAnswerSchema, "The profile with its new visibility"),
    400: error("`visible` is not a boolean"),
    401: unauthorized,
    409: noProfile,
  },
});

export const deleteProfileRoute = createRoute({
  method: "delete",
  path: "/roommates/profile",
  tags,
  summary: "Delete the profile and every contact request to or from the caller",
  security: bearer,
  responses: { 204: { description: "Deleted (or there was none)" }, 401: unauthorized },
});

export const listMatchesRoute = createRoute({
  method: "get",
  path: "/roommates/matches",
  tags,
  summary: "Other people's visible profiles that pass every hard constraint, best score first",
  description:
    "Ties go to the newest profile. Filters: `university` (a slug the other named), `maxBudget` " +
    "(reais: the other's budget starts at or below it), `moveBefore` (the other moves on or before it). " +
    "Nothing personal is shown: `contact` (name, e-mail, WhatsApp link) only once a request between " +
    "the two was accepted.",
  security: bearer,
  request: { query: RoommateMatchQuerySchema.extend(lang.shape) },
  responses: {
    200: json(RoommateMatchListSchema, "A page of matches"),
    400: error("A filter is invalid"),
    401: unauthorized,
    409: noProfile,
  },
});

export const suggestedListingsRoute = createRoute({
  method: "get",
  path: "/roommates/matches/{profileId}/listings",
  tags,
  summary: "Up to 6 homes for the caller and a match together, cheapest first",
  description:
    "Published whole apartments with room for both and two bedrooms or more, near either's " +
    "universities (or neighbourhoods, when neither named a university), whose rent is at most the " +
    "two budgets' maxima together.",
  security: bearer,
  request: { params: profileId, query: lang },
  responses: {
    200: json(SuggestedListingsSchema, "The listings"),
    401: unauthorized,
    404: error("The profile is not one of the caller's matches"),
    409: noProfile,
  },
});

export const requestContactRoute = createRoute({
  method: "post",
  path: "/roommates/contact-requests",
  tags,
  summary: "Ask a match to talk; their contact is shown only if they accept",
  security: bearer,
  request: { query: lang, ...jsonBody(ContactRequestBodySchema) },
  responses: {
    201: json(ContactRequestAnswerSchema, "Asked"),
    400: error("`profileId` is not a positive integer"),
    401: unauthorized,
    409: error(
      "No profile of one's own, one's own profile hidden, one's own profile asked, not a match, " +
        "or already asked (either way)",
    ),
    429: error("Too many requests to talk in the last hour; see Retry-After"),
  },
});

const answerRoute = (answer: "accept" | "decline", summary: string) =>
  createRoute({
    method: "post",
    path: `/roommates/contact-requests/{id}/${answer}`,
    tags,
    summary,
    security: bearer,
    request: { params: requestId, query: lang },
    responses: {
      200: json(ContactRequestAnswerSchema, "Answered"),
      401: unauthorized,
      404: error("No request with this id was made to the caller"),
    },
  });

export const acceptRequestRoute = answerRoute(
  "accept",
  "Accept a request made to the caller: both then see each other's contact",
);
export const declineRequestRoute = answerRoute("decline", "Decline a request made to the caller");

export const listRequestsRoute = createRoute({
  method: "get",
  path: "/roommates/requests",
  tags,
  summary: "Contact requests received and sent, newest first, as match cards",
  security: bearer,
  request: { query: lang },
  responses: { 200: json(RoommateRequestListsSchema, "The requests"), 401: unauthorized },
});
