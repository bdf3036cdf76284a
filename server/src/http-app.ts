import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { cors } from "hono/cors";

/**
 * Pages: only this origin's scripts, styles and images, plus map tiles. React Router writes
 * its hydration data and module loader as inline scripts without a nonce (the web's root
 * renders `<Scripts />` bare), so inline scripts are allowed; no other origin's script is.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://*.tile.openstreetmap.org",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/** `/v2/docs`: Swagger UI's own files from this origin; it styles its widgets inline and draws icons as data: images. */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/** Anything else (JSON, files): nothing in it may run or be framed. */
const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

const servedOverHttps = (c: Context) =>
  c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https" ||
  new URL(c.req.url).protocol === "https:";

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
  /** Other origins whose pages may call the API from a browser (`CORS_ORIGINS`); none by default. */
  corsOrigins?: string[];
}) {
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    // Headers of a response built elsewhere (the API, static files) may be immutable: copy it.
    c.res = new Response(c.res.body, c.res);
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    // Only over https: sent over plain http it would be ignored, or pin a site that has no certificate.
    if (servedOverHttps(c)) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (!headers.has("Content-Security-Policy")) {
      const html = headers.get("content-type")?.startsWith("text/html");
      const docs = c.req.path === "/v2/docs" || c.req.path.startsWith("/v2/docs/");
      headers.set("Content-Security-Policy", html ? (docs ? DOCS_CSP : PAGE_CSP) : NON_PAGE_CSP);
    }
  });

  const corsOrigins = parts.corsOrigins ?? [];
  if (corsOrigins.length > 0) {
    app.use(
      "/v2/*",
      cors({
        origin: corsOrigins,
        allowMethods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
        allowHeaders: ["Content-Type", "Authorization", "Accept-Language", "If-None-Match", "X-Request-Id"],
        exposeHeaders: ["Retry-After", "X-Request-Id", "ETag", "WWW-Authenticate"],
        maxAge: 600,
      }),
    );
  }
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
