import { UniversityListSchema } from "@campuslar/domain/university/university-dto";
import { createRoute } from "@hono/zod-openapi";

export const listUniversitiesRoute = createRoute({
  method: "get",
  path: "/properties/universities",
  tags: ["Catalogue"],
  summary: "Every university with its partner flag, location and number of listings nearby",
  responses: {
    200: { content: { "application/json": { schema: UniversityListSchema } }, description: "Universities" },
  },
});
