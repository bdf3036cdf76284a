import {
  HomeContentSchema,
  PressMentionInputSchema,
  PressMentionListSchema,
  PressMentionSchema,
  PressMentionUpdateSchema,
  TestimonialInputSchema,
  TestimonialListSchema,
  TestimonialSchema,
  TestimonialUpdateSchema,
} from "@campuslar/domain/content/home-content";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse as error, jsonResponse as json, jsonBody } from "../../lib/openapi-responses.ts";

/*
 * Press mentions and testimonials (docs/decisions/014-content-claims.md): the home page reads the
 * published ones; staff manage them in the backoffice (401 without a session, 403 for anyone else).
 */

export const homeContentRoute = createRoute({
  method: "get",
  path: "/content/home",
  tags: ["Content"],
  summary: "The published press mentions and testimonials the home page shows, in staff's order",
  responses: { 200: json(HomeContentSchema, "Both lists; an empty one means its section is hidden") },
});

const bearer = [{ bearerAuth: [] }];
const tags = ["Backoffice"];
const staffOnly = {
  401: error("Missing, expired or revoked token"),
  403: error("The caller is not staff"),
};
const invalid = error("A field is invalid; `fields` names it with a message in the reader's language");
const missing = error("No item has this id");
const idParams = z.object({
  id: z.coerce.number({ error: "admin.content.notFound" }).int().positive().openapi({ example: 1 }),
});

/** The five operations of one list: read all, add, change (publish, unpublish), delete. */
function staffCrud<Input extends z.ZodType, Update extends z.ZodType, Item extends z.ZodType, List extends z.ZodType>(
  path: string,
  noun: string,
  schemas: { input: Input; update: Update; item: Item; list: List },
) {
  return {
    list: createRoute({
      method: "get",
      path,
      tags,
      summary: `Every ${noun}, published or not, in the home page's order`,
      security: bearer,
      responses: { 200: json(schemas.list, `The ${noun}s`), ...staffOnly },
    }),
    create: createRoute({
      method: "post",
      path,
      tags,
      summary: `Add a ${noun} (hidden until published)`,
      security: bearer,
      request: jsonBody(schemas.input),
      responses: { 201: json(schemas.item, "Added"), 400: invalid, ...staffOnly },
    }),
    update: createRoute({
      method: "patch",
      path: `${path}/{id}`,
      tags,
      summary: `Change a ${noun}: any of its fields; \`published\` alone publishes or hides it`,
      security: bearer,
      request: { params: idParams, ...jsonBody(schemas.update) },
      responses: { 200: json(schemas.item, "Changed"), 400: invalid, ...staffOnly, 404: missing },
    }),
    remove: createRoute({
      method: "delete",
      path: `${path}/{id}`,
      tags,
      summary: `Delete a ${noun}`,
      security: bearer,
      request: { params: idParams },
      responses: { 204: { description: "Deleted" }, 400: invalid, ...staffOnly, 404: missing },
    }),
  };
}

export const pressMentionRoutes = staffCrud("/admin/press-mentions", "press mention", {
  input: PressMentionInputSchema,
  update: PressMentionUpdateSchema,
  item: PressMentionSchema,
  list: PressMentionListSchema,
});

export const testimonialRoutes = staffCrud("/admin/testimonials", "testimonial", {
  input: TestimonialInputSchema,
  update: TestimonialUpdateSchema,
  item: TestimonialSchema,
  list: TestimonialListSchema,
});
