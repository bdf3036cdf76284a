import {
  AdminListingPageSchema,
  AdminListingQuerySchema,
  AdminListingSchema,
  AdminListingUpdateSchema,
  AdminUserPageSchema,
  AdminUserQuerySchema,
  AdminUserSchema,
  ApproveChangeSchema,
  CustomerListSchema,
  DeclineChangeSchema,
  LEAD_KINDS,
  LeadDetailSchema,
  LeadFiltersSchema,
  LeadListQuerySchema,
  LeadPageSchema,
  LeadRowSchema,
  LeadUpdateSchema,
  ListingChangePageSchema,
  ListingChangeQuerySchema,
  RejectListingSchema,
  RoleChangeSchema,
} from "@campuslar/domain/admin/admin-dto";
import { RECORD_ID_MAX } from "@campuslar/domain/ids/record-id";
import { VerifyListingBodySchema } from "@campuslar/domain/property/verification";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse as error, jsonResponse as json, jsonBody } from "../../lib/openapi-responses.ts";

/*
 * The staff backoffice (issue 9). Every operation needs a session of a staff member: 401 without
 * one, 403 for anyone else. Messages follow `lang` or `Accept-Language`.
 */
const bearer = [{ bearerAuth: [] }];
const tags = ["Backoffice"];
const staffOnly = {
  401: error("Missing, expired or revoked token"),
  403: error("The caller is not staff"),
};
const invalid = error("A parameter is invalid; `fields` names it with a message in the reader's language");
const leadParams = z.object({
  kind: z.enum(LEAD_KINDS, { error: "admin.kind.invalid" }),
  id: z.coerce
    .number({ error: "admin.lead.notFound" })
    .int("admin.lead.notFound")
    .positive("admin.lead.notFound")
    .max(RECORD_ID_MAX, "admin.lead.notFound")
    .openapi({ example: 1 }),
});
const codeParams = z.object({ code: z.string().min(1).max(20).openapi({ example: "SP10001" }) });

export const listLeadsRoute = createRoute({
  method: "get",
  path: "/admin/leads",
  tags,
  summary: "The leads inbox: every form sent, newest first across the five kinds",
  security: bearer,
  request: { query: LeadListQuerySchema },
  responses: { 200: json(LeadPageSchema, "A page of leads"), 400: invalid, ...staffOnly },
});

export const exportLeadsRoute = createRoute({
  method: "get",
  path: "/admin/leads.csv",
  tags,
  summary: "The inbox with the same filters as a CSV file (UTF-8 with BOM, header row, formula-safe cells)",
  security: bearer,
  request: { query: LeadFiltersSchema },
  responses: {
    200: { content: { "text/csv": { schema: z.string() } }, description: "The leads, one per line" },
    400: invalid,
    ...staffOnly,
  },
});

export const getLeadRoute = createRoute({
  method: "get",
  path: "/admin/leads/{kind}/{id}",
  tags,
  summary: "One lead with every field of its form, labelled in the reader's language",
  security: bearer,
  request: { params: leadParams },
  responses: {
    200: json(LeadDetailSchema, "The lead"),
    400: invalid,
    ...staffOnly,
    404: error("No lead of this kind has this id"),
  },
});

export const updateLeadRoute = createRoute({
  method: "patch",
  path: "/admin/leads/{kind}/{id}",
  tags,
  summary: "Move a lead along (new, contacted, closed) and keep notes on it",
  security: bearer,
  request: { params: leadParams, ...jsonBody(LeadUpdateSchema) },
  responses: {
    200: json(LeadRowSchema, "The lead as the inbox lists it"),
    400: invalid,
    ...staffOnly,
    404: error("No lead of this kind has this id"),
  },
});

export const listAdminListingsRoute = createRoute({
  method: "get",
  path: "/admin/listings",
  tags,
  summary: "The review queue: listings of one status, pending (oldest submitted first) by default",
  security: bearer,
  request: { query: AdminListingQuerySchema },
  responses: { 200: json(AdminListingPageSchema, "A page of listings"), 400: invalid, ...staffOnly },
});

export const publishListingRoute = createRoute({
  method: "post",
  path: "/admin/listings/{code}/publish",
  tags,
  summary: "Publish a pending listing",
  security: bearer,
  request: { params: codeParams },
  responses: {
    200: json(AdminListingSchema, "Published"),
    ...staffOnly,
    404: error("No listing has this code"),
    409: error("The listing is not waiting for review"),
  },
});

export const rejectListingRoute = createRoute({
  method: "post",
  path: "/admin/listings/{code}/reject",
  tags,
  summary: "Send a pending listing back to its owner as a draft, with a reason e-mailed to them",
  security: bearer,
  request: { params: codeParams, ...jsonBody(RejectListingSchema) },
  responses: {
    200: json(AdminListingSchema, "Back to draft; the owner is e-mailed in their language"),
    400: invalid,
    ...staffOnly,
    404: error("No listing has this code"),
    409: error("The listing is not waiting for review"),
  },
});

export const listListingChangesRoute = createRoute({
  method: "get",
  path: "/admin/listing-changes",
  tags,
  summary: "Owners' changes to published listings waiting for review, oldest first, each with what it changes",
  security: bearer,
  request: { query: ListingChangeQuerySchema },
  responses: { 200: json(ListingChangePageSchema, "A page of changes"), 400: invalid, ...staffOnly },
});

const decided = { description: "Decided; the owner is e-mailed in their language" };
const notWaiting = error(
  "No change waits on this listing, or the owner edited it after the given version was read: read the queue again",
);

export const approveListingChangeRoute = createRoute({
  method: "post",
  path: "/admin/listing-changes/{code}/approve",
  tags,
  summary: "Approve the change of the given version: students see the listing as its owner edited it",
  security: bearer,
  request: { params: codeParams, ...jsonBody(ApproveChangeSchema) },
  responses: { 204: decided, 400: invalid, ...staffOnly, 404: error("No listing has this code"), 409: notWaiting },
});

export const declineListingChangeRoute = createRoute({
  method: "post",
  path: "/admin/listing-changes/{code}/decline",
  tags,
  summary: "Decline the change of the given version with a reason: the published listing stays as it is",
  security: bearer,
  request: { params: codeParams, ...jsonBody(DeclineChangeSchema) },
  responses: { 204: decided, 400: invalid, ...staffOnly, 404: error("No listing has this code"), 409: notWaiting },
});

export const updateAdminListingRoute = createRoute({
  method: "patch",
  path: "/admin/listings/{code}",
  tags,
  summary: "Sponsorship of a listing: the flag and its customer",
  security: bearer,
  request: { params: codeParams, ...jsonBody(AdminListingUpdateSchema) },
  responses: {
    200: json(AdminListingSchema, "The listing"),
    400: invalid,
    ...staffOnly,
    404: error("No listing has this code"),
  },
});

export const verifyListingRoute = createRoute({
  method: "put",
  path: "/admin/listings/{code}/verification",
  tags,
  summary:
    "Mark a published listing verified: staff saw the home by a visit or a video call. Records now and the caller; " +
    "verifying it again replaces both",
  security: bearer,
  request: { params: codeParams, ...jsonBody(VerifyListingBodySchema) },
  responses: {
    200: json(AdminListingSchema, "The listing with its `verification`"),
    400: invalid,
    ...staffOnly,
    404: error("No listing has this code"),
    409: error("The listing is not published"),
  },
});

export const withdrawVerificationRoute = createRoute({
  method: "delete",
  path: "/admin/listings/{code}/verification",
  tags,
  summary: "Withdraw a listing's verification (the home changed): its badge goes; nothing happens if it had none",
  security: bearer,
  request: { params: codeParams },
  responses: {
    200: json(AdminListingSchema, "The listing, its `verification` null"),
    ...staffOnly,
    404: error("No listing has this code"),
  },
});

export const listCustomersRoute = createRoute({
  method: "get",
  path: "/admin/customers",
  tags,
  summary: "The sponsoring customers a listing can belong to",
  security: bearer,
  responses: { 200: json(CustomerListSchema, "Customers by name"), ...staffOnly },
});

export const listUsersRoute = createRoute({
  method: "get",
  path: "/admin/users",
  tags,
  summary: "Accounts, newest first; search by name, e-mail or phone, filter by role",
  security: bearer,
  request: { query: AdminUserQuerySchema },
  responses: { 200: json(AdminUserPageSchema, "A page of accounts"), 400: invalid, ...staffOnly },
});

export const changeRoleRoute = createRoute({
  method: "patch",
  path: "/admin/users/{id}",
  tags,
  summary: "Change an account's role (never one's own)",
  security: bearer,
  request: { params: z.object({ id: z.string().max(64) }), ...jsonBody(RoleChangeSchema) },
  responses: {
    200: json(AdminUserSchema, "The account"),
    400: invalid,
    ...staffOnly,
    404: error("No account has this id"),
    409: error("Staff cannot change their own role"),
  },
});
