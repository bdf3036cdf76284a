import { TransitLinesSchema } from "@campuslar/domain/commute/commute-dto";
import { COMMUTE_NETWORK_DATE } from "@campuslar/domain/commute/commute-rules";
import { createRoute } from "@hono/zod-openapi";
import { jsonResponse } from "../../lib/openapi-responses.ts";

export const transitLinesRoute = createRoute({
  method: "get",
  path: "/transit/lines",
  tags: ["Catalogue"],
  summary: "The metro and train lines, to draw over a map",
  description:
    "Metrô and CPTM lines of the network commutes are estimated on (that of about " +
    `${COMMUTE_NETWORK_DATE}: lines opened since are not in it), each with its colours and its paths as ` +
    "`[lat, lng]` points with five decimals, simplified to within about 10 m. The same answer until the network " +
    "changes: cacheable for a day, with a strong ETag. Empty when no network is loaded.",
  responses: {
    200: jsonResponse(TransitLinesSchema, "The lines"),
  },
});
