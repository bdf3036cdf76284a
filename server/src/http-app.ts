import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

export type FetchHandler = (request: Request, env?: unknown) => Response | Promise<Response>;

/**
 * The one public HTTP surface: `/v2/*` is the API, `/media/*` the stored photos, then the
 * web's built assets, and every other path the React Router handler (pages, 404s).
 */
export function createHttpApp(parts: {
  api: { fetch: FetchHandler };
  web: FetchHandler;
  mediaDir: string;
  /** Built client assets (`apps/web/build/client`); absent in dev, where Vite serves them. */
  clientDir?: string;
}) {
  const app = new Hono();
  // The Node request travels as env, so the API can read the client's address from its socket.
  app.all("/v2/*", (c) => parts.api.fetch(c.req.raw, c.env));
  app.all("/v2", (c) => parts.api.fetch(c.req.raw, c.env));

  app.use(
    "/media/*",
    serveStatic({
      root: parts.mediaDir,
      rewriteRequestPath: (path) => path.replace(/^\/media/, ""),
      // Stored photos never change under the same key (a new upload gets a new key).
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  app.get("/media/*", (c) => c.text("Not found", 404));

  if (parts.clientDir) {
    app.use(
      "/assets/*",
      serveStatic({
        root: parts.clientDir,
        // Vite puts a content hash in every file name under /assets.
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use(
      "*",
      serveStatic({ root: parts.clientDir, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600") }),
    );
  }

  app.all("*", (c) => parts.web(c.req.raw));
  return app;
}
