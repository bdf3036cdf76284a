import { UniversityListSchema } from "@campuslar/domain/university/university-dto";
import { createRoute } from "@hono/zod-openapi";
import { jsonResponse } from "../../lib/openapi-responses.ts";

export const listUniversitiesRoute = createRoute({
  method: "get",
  path: "/properties/universities",
  tags: ["Catalogue"],
  summary: "Every university with its partner flag, location and number of listings nearby",
  responses: {
    200: jsonResponse(UniversityListSchema, "Universities"),
  },
});
