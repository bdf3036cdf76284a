import type { TransitLines } from "@campuslar/domain/commute/commute-dto";
import { createRouter } from "../../lib/create-router.ts";
import { transitLinesAnswer } from "../../services/commute/transit-lines-answer.ts";
import { transitLinesRoute } from "./transit.routes.ts";

/**
 * A day: the lines change only with the network, which a deploy brings. A browser or CDN
 * revalidates with the ETag after that.
 */
const LINES_CACHE_CONTROL = "public, max-age=86400";

export const transitRouter = createRouter().openapi(transitLinesRoute, async (c) => {
  const { body, etag, networkId } = await transitLinesAnswer(c.var.deps.db);
  // Until a network is loaded the answer is empty: not worth keeping anywhere.
  c.header("Cache-Control", networkId === null ? "no-cache" : LINES_CACHE_CONTROL);
  c.header("ETag", etag);
  c.header("Content-Type", "application/json");
  // Typed as `c.json`'s answer, which the OpenAPI route checks against its declared schema.
  return c.body(body, 200) as unknown as ReturnType<typeof c.json<TransitLines, 200>>;
});
