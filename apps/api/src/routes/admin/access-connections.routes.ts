import {
  AccessConnectionInputSchema,
  AccessConnectionListSchema,
  AccessConnectionSchema,
} from "@campuslar/domain/commute/access-connection";
import { RECORD_ID_MAX } from "@campuslar/domain/ids/record-id";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse as error, jsonResponse as json, jsonBody } from "../../lib/openapi-responses.ts";

/*
 * A university's access connections in the backoffice (decision 032): a shuttle or bus line from
 * a station to the campus. Staff only: 401 without a session, 403 for anyone else. A change
 * recomputes that university's commutes before it answers. Messages follow `lang` or
 * `Accept-Language`.
 */
const bearer = [{ bearerAuth: [] }];
const tags = ["Backoffice"];
const staffOnly = {
  401: error("Missing, expired or revoked token"),
  403: error("The caller is not staff"),
};
const invalid = error("A field is invalid; `fields` names it with a message in the reader's language");
const noUniversity = error("No university has this slug");
const slugParams = z.object({ slug: z.string().min(1).max(80).openapi({ example: "usp-butanta" }) });
const idParams = slugParams.extend({
  id: z.coerce.number().int().positive().max(RECORD_ID_MAX).openapi({ example: 1 }),
});
const path = "/admin/universities/{slug}/access-connections";

export const listAccessConnectionsRoute = createRoute({
  method: "get",
  path,
  tags,
  summary: "A university's access connections: the shuttle or bus lines from a station to its campus",
  security: bearer,
  request: { params: slugParams },
  responses: {
    200: json(AccessConnectionListSchema, "The university and its connections"),
    ...staffOnly,
    404: noUniversity,
  },
});

export const createAccessConnectionRoute = createRoute({
  method: "post",
  path,
  tags,
  summary: "Add an access connection; the university's commutes are recomputed with it",
  security: bearer,
  request: { params: slugParams, ...jsonBody(AccessConnectionInputSchema) },
  responses: {
    201: json(AccessConnectionSchema, "The connection as stored"),
    400: invalid,
    ...staffOnly,
    404: noUniversity,
  },
});

export const updateAccessConnectionRoute = createRoute({
  method: "put",
  path: `${path}/{id}`,
  tags,
  summary: "Change an access connection; the university's commutes are recomputed",
  security: bearer,
  request: { params: idParams, ...jsonBody(AccessConnectionInputSchema) },
  responses: {
    200: json(AccessConnectionSchema, "The connection as stored"),
    400: invalid,
    ...staffOnly,
    404: error("No university has this slug, or it has no connection of this id"),
  },
});

export const deleteAccessConnectionRoute = createRoute({
  method: "delete",
  path: `${path}/{id}`,
  tags,
  summary: "Remove an access connection; the university's commutes are recomputed without it",
  security: bearer,
  request: { params: idParams },
  responses: {
    204: { description: "Removed" },
    ...staffOnly,
    404: error("No university has this slug, or it has no connection of this id"),
  },
});
