import { ApiErrorBodySchema } from "@campuslar/domain/errors/api-error";
import type { z } from "@hono/zod-openapi";

/** A JSON response of a route's OpenAPI description. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

/** An error response: every error of the API has the same body (DESIGN §3). */
export const errorResponse = (description: string) => jsonResponse(ApiErrorBodySchema, description);

/** A required JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});
