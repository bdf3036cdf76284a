import { DEFAULT_MAP_TILES, tileImageSource } from "@campuslar/domain/site/map-tiles";
import { Hono } from "hono";
import { apiCors } from "./http/api-cors.ts";
import { compression } from "./http/compression.ts";
import type { HttpEnv } from "./http/http-env.ts";
import { photosFromBucket, storedPhotos } from "./http/media.ts";
import { type MetricsSource, metricsEndpoint } from "./http/metrics-endpoint.ts";
import { pageHandler, type WebFetchHandler } from "./http/page-handler.ts";
import { responseHeaders } from "./http/response-headers.ts";
import { IMMUTABLE, staticFiles } from "./http/static-files.ts";
import { validPageInput } from "./http/valid-page-input.ts";

export type FetchHandler = (request: Request, env?: unknown) => Response | Promise<Response>;

/**
 * The one public HTTP surface: `/v2/*` is the API, `/media/*` the stored photos, then the
 * web's built assets, and every other path the React Router handler (pages, 404s). A request
 * goes through what follows in order; the first two wrap the rest and work on its answer.
 */
export function createHttpApp(parts: {
  api: { fetch: FetchHandler };
  web: WebFetchHandler;
  mediaDir: string;
  /** With S3 storage (`S3_PUBLIC_URL`): a photo not on disk is fetched from the bucket. */
  mediaFallbackUrl?: string;
  /** Built client assets (`apps/web/build/client`); absent in dev, where Vite serves them. */
  clientDir?: string;
  /** Other origins whose pages may call the API from a browser (`CORS_ORIGINS`); none by default. */
  corsOrigins?: string[];
  /** `/metrics` for a scraper bearing `token` (`METRICS_TOKEN`); absent, the path is an ordinary 404. */
  metrics?: MetricsSource;
  /** The maps' tile URL template (`MAP_TILE_URL`): pages may load images from its origin. */
  mapTileUrl?: string;
}) {
  const app = new Hono<HttpEnv>();

  app.use(responseHeaders(tileImageSource(parts.mapTileUrl ?? DEFAULT_MAP_TILES.url)));
  app.use(compression());

  const corsOrigins = parts.corsOrigins ?? [];
  if (corsOrigins.length > 0) app.use("/v2/*", apiCors(corsOrigins));
  if (parts.metrics) app.get("/metrics", metricsEndpoint(parts.metrics));

  // The Node request travels as env, so the API can read the client's address from its socket.
  app.all("/v2/*", (c) => parts.api.fetch(c.req.raw, c.env));
  app.all("/v2", (c) => parts.api.fetch(c.req.raw, c.env));

  app.use("/media/*", storedPhotos(parts.mediaDir));
  app.get("/media/*", photosFromBucket(parts.mediaFallbackUrl));

  if (parts.clientDir) {
    // Vite puts a content hash in every file name under /assets.
    app.use("/assets/*", staticFiles({ root: parts.clientDir }, IMMUTABLE));
    app.use("*", staticFiles({ root: parts.clientDir }, "public, max-age=3600"));
  }

  // Pages whose path, query or form holds NUL or text that is not Unicode: a 400 page (issue 17).
  app.use(validPageInput());

  app.all("*", pageHandler(parts.web));
  return app;
}
