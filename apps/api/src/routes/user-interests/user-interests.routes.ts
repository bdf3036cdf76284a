import { USER_INTERESTS_MAX, UserInterestListSchema } from "@campuslar/domain/user/interests";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse as error, jsonResponse as json } from "../../lib/openapi-responses.ts";

export const listUserInterestsRoute = createRoute({
  method: "get",
  path: "/user/interests",
  tags: ["Accounts"],
  summary: "The interests the logged-in user sent from listings, newest first",
  description:
    "Rent interests and sale enquiries sent while logged in, each with its listing's code and title (in the " +
    `language of \`lang\` or \`Accept-Language\`), the date sent and its status. At most ${USER_INTERESTS_MAX}.`,
  security: [{ bearerAuth: [] }],
  request: { query: z.object({ lang: z.enum(["pt", "en"]).optional() }) },
  responses: {
    200: json(UserInterestListSchema, "The interests"),
    401: error("Missing, expired or revoked token"),
  },
});
