import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { Duplex } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, createBrotliCompress, createGzip, gzip, constants as zlibConstants } from "node:zlib";
import { LOCALES } from "@campuslar/domain/i18n/locales";
import { type PageId, pagePattern } from "@campuslar/domain/routes/route-table";
import { DEFAULT_MAP_TILES, tileImageSource } from "@campuslar/domain/site/map-tiles";
import { isRequestId } from "@campuslar/web/app/request/request-id.ts";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { validPageInput } from "./valid-page-input.ts";

/** What the server knows of one request while it answers it (see the header middleware). */
type HttpEnv = {
  Variables: {
    /** The CSP nonce drawn for a request handed to React Router (pages, 404s, error pages). */
    cspNonce?: string;
  };
};

/** Requests a file from disk (or the photo bucket) answered: the same for everyone who asks. */
const answeredByFile = new WeakSet<Request>();

/** A fresh CSP nonce: 128 random bits, base64, drawn for every page request. */
export const newCspNonce = () => randomBytes(16).toString("base64");

/**
 * Pages: only this origin's scripts, styles and images, plus the map tiles' origin
 * (`tileSource`, from MAP_TILE_URL; OpenStreetMap's by default). The inline scripts React
 * Router writes (hydration data, module loader, scroll restoration, streamed data) and the app's
 * JSON-LD carry the response's nonce (apps/web/app/entry.server.tsx), so no other inline script
 * runs: an injected `<script>` has no nonce. No 'strict-dynamic': every script the page loads
 * is from this origin, which 'self' allows. A page without a nonce (none today) runs no inline
 * script at all. See docs/decisions/015-security-headers.md.
 */
export const pageCsp = (nonce?: string, tileSource = tileImageSource(DEFAULT_MAP_TILES.url)) =>
  [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    `img-src 'self' data: ${tileSource}`,
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

/**
 * Powerful features the site never uses, denied to it and to anything it might embed. Only
 * features Chromium knows: an unknown one (`interest-cohort`, FLoC's, since removed) makes it
 * log an error on every page. Geolocation is unused (the map is placed by the listing's address).
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/** The answer to a personal page or call, or to anyone signed in: kept by no cache at all. */
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * The web's session cookie (apps/web/app/session/session.server.ts; a test holds the two together).
 * A request carrying it is answered for that person.
 */
export const SESSION_COOKIE = "campuslar_session";
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=[^;\\s]`);

/** Pages about one person (in both languages), everything below them included. */
const PERSONAL_PAGES: PageId[] = [
  "account",
  "favorites",
  "ownerListings",
  "admin",
  "roommateProfile",
  "roommateMatches",
  // Its address carries a reset token, and its form the same token.
  "resetPassword",
];

/**
 * Personal paths: those pages and what sits under them (`/favoritos/codigos`,
 * `/meus-imoveis/:code/fotos`, `/admin/contatos.csv`), the logout form's target, and the API's
 * calls about the caller (`/v2/user/*`), its account calls (`/v2/users/*`: login and signup
 * answer with a session token) and its owner, roommate and staff calls.
 */
export const PERSONAL_PATHS: readonly string[] = [
  ...LOCALES.flatMap((locale) => PERSONAL_PAGES.map((page) => pagePattern(page, locale))),
  "/sair",
  "/v2/user",
  "/v2/users",
  "/v2/owner",
  "/v2/roommates",
  "/v2/admin",
];

/** A personal path itself, below it, or its data request (`/conta.data`, `/conta/_.data`). */
export const isPersonalPath = (path: string) =>
  PERSONAL_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`));

/** React Router's route manifest (`/__manifest?…`): the build's, the same for everyone. */
const isBuildAnswer = (path: string) => path === "/__manifest";

/** Adds `name` to `Vary`, keeping what is there. */
function addVary(headers: Headers, name: string) {
  const vary = headers.get("Vary");
  if (vary === "*" || vary?.split(",").some((v) => v.trim().toLowerCase() === name.toLowerCase())) return;
  headers.set("Vary", vary ? `${vary}, ${name}` : name);
}

const servedOverHttps = (c: Context) =>
  c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https" ||
  new URL(c.req.url).protocol === "https:";

// ---------------------------------------------------------------------------------------
// Compression

/** The encodings the server offers, preferred first when the client weighs them equally. */
const ENCODINGS = ["br", "gzip"] as const;
export type ContentEncoding = (typeof ENCODINGS)[number];

/**
 * The best encoding `Accept-Encoding` allows (`q` weights, `*`), or null for identity.
 * Brotli wins a tie: it is smaller than gzip at the same speed.
 */
export function negotiateEncoding(acceptEncoding: string | undefined | null): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight =
      weights.get(encoding) ?? (encoding === "gzip" ? weights.get("x-gzip") : undefined) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * Text worth compressing: pages, scripts, styles, JSON, XML (sitemaps), SVG, the manifest, plain
 * text. Not images, fonts (woff2 is compressed already) or server-sent events.
 */
const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/(?!event-stream\b)[\w.+-]+|application\/(?:javascript|x-javascript|ecmascript|json|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

export const isCompressibleType = (contentType: string | null): boolean =>
  contentType !== null && COMPRESSIBLE_TYPE.test(contentType);

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller bodies gain less than the bytes an encoding adds. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * A streaming compressor that flushes after every chunk: a streamed page reaches the browser
 * piece by piece, as it would uncompressed, rather than when zlib's buffer fills. Brotli at
 * quality 5 compresses about as fast as gzip level 6 and a little smaller.
 */
function compressionStream(encoding: ContentEncoding) {
  const zlibStream =
    encoding === "br"
      ? createBrotliCompress({
          flush: zlibConstants.BROTLI_OPERATION_FLUSH,
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          },
        })
      : createGzip({ flush: zlibConstants.Z_SYNC_FLUSH, level: 6 });
  // Node's web streams and the DOM's are the same objects at run time.
  return Duplex.toWeb(zlibStream) as unknown as {
    readable: ReadableStream<Uint8Array>;
    writable: WritableStream<Uint8Array>;
  };
}

/** Adds `Accept-Encoding` to `Vary`, keeping what is there (`Accept-Language` on the API's answers). */
const varyOnEncoding = (headers: Headers) => addVary(headers, "Accept-Encoding");

/**
 * Best-quality compressed copies of immutable files (the hashed `/assets/*`), by encoding and
 * path. The first request of a file is answered by the streaming compressor while a copy is made
 * in the background (Brotli 11 or gzip 9, in zlib's thread pool, about a second for the whole
 * client build); later requests get the copy, some 8 % smaller, with its length. Bounded in bytes.
 */
function immutableCache(maxBytes: number) {
  const entries = new Map<string, Uint8Array<ArrayBuffer>>();
  const pending = new Set<string>();
  let bytes = 0;
  const compressBest = (input: Buffer, encoding: ContentEncoding) =>
    encoding === "br"
      ? brotliCompressAsync(input, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: input.length,
          },
        })
      : gzipAsync(input, { level: 9 });
  return {
    get: (key: string) => entries.get(key),
    /** Reads `body` to its end and keeps its compressed copy; failures only leave the cache as it was. */
    fill(key: string, body: ReadableStream<Uint8Array>, encoding: ContentEncoding) {
      if (pending.has(key) || entries.has(key)) {
        void body.cancel();
        return;
      }
      pending.add(key);
      new Response(body)
        .arrayBuffer()
        .then((raw) => compressBest(Buffer.from(raw), encoding))
        .then((copy) => {
          if (bytes + copy.length > maxBytes) return;
          entries.set(key, new Uint8Array(copy));
          bytes += copy.length;
        })
        .catch(() => {})
        .finally(() => pending.delete(key));
    },
  };
}

const isImmutable = (res: Response) => /(?:^|,)\s*immutable\s*(?:,|$)/i.test(res.headers.get("Cache-Control") ?? "");

/**
 * gzip or Brotli, as the client accepts, for text answers of any source (pages, the API, static
 * files), streamed; identity otherwise. Left alone: HEAD, empty and partial answers, bodies already
 * encoded, `Cache-Control: no-transform`, and known lengths under MIN_COMPRESS_BYTES. A compressed
 * body's strong ETag becomes weak (RFC 9110 §8.8.1); If-None-Match still matches it. Immutable
 * files are served from best-quality copies once made (see immutableCache).
 */
export function compression(options: { immutableCacheBytes?: number } = {}): MiddlewareHandler {
  const cache = immutableCache(options.immutableCacheBytes ?? 32 * 1024 * 1024);
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!isCompressibleType(res.headers.get("Content-Type"))) return;
    if (c.req.method === "HEAD" || !res.body || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (
      res.headers.has("Content-Encoding") ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("Cache-Control") ?? "")
    )
      return;
    const length = res.headers.get("Content-Length");
    if (length !== null && Number(length) < MIN_COMPRESS_BYTES) return;
    const encoding = negotiateEncoding(c.req.header("Accept-Encoding"));
    let compressed: Response;
    if (!encoding) {
      compressed = new Response(res.body, res);
    } else if (
      res.status === 200 &&
      isImmutable(res) &&
      c.req.path.startsWith("/assets/") &&
      !c.req.url.includes("?")
    ) {
      // Only the hashed files: other immutable answers (React Router's `/__manifest?…`) vary
      // with their query, and one copy per path would answer every query with the first one.
      const key = `${encoding} ${c.req.path}`;
      const copy = cache.get(key);
      if (copy) {
        void res.body.cancel();
        compressed = new Response(copy, res);
        compressed.headers.set("Content-Length", String(copy.byteLength));
      } else {
        const [streamed, kept] = res.body.tee();
        cache.fill(key, kept, encoding);
        compressed = new Response(streamed.pipeThrough(compressionStream(encoding)), res);
        compressed.headers.delete("Content-Length");
      }
    } else {
      compressed = new Response(res.body.pipeThrough(compressionStream(encoding)), res);
      compressed.headers.delete("Content-Length");
    }
    varyOnEncoding(compressed.headers);
    if (encoding) {
      compressed.headers.set("Content-Encoding", encoding);
      const etag = compressed.headers.get("ETag");
      if (etag && !etag.startsWith("W/")) compressed.headers.set("ETag", `W/${etag}`);
    }
    c.res = undefined;
    c.res = compressed;
  };
}

/**
 * `serveStatic` with a Cache-Control for the files it finds. @hono/node-server 2.1 calls
 * `onFound` after it has built the response, so a header set there is lost; it is set on the
 * response once the file has been served instead.
 */
function staticFiles(options: Parameters<typeof serveStatic>[0], cacheControl: string): MiddlewareHandler {
  const found = new WeakSet<Context>();
  const serve = serveStatic({ ...options, onFound: (_path, c) => void found.add(c) });
  return async (c, next) => {
    const res = await serve(c, next);
    if (found.has(c)) {
      answeredByFile.add(c.req.raw);
      const served = res ?? c.res;
      c.res = undefined;
      c.res = new Response(served.body, served);
      c.res.headers.set("Cache-Control", cacheControl);
      return c.res;
    }
    return res;
  };
}

export type FetchHandler = (request: Request, env?: unknown) => Response | Promise<Response>;

/** What the server hands the web with each request it routes there. */
export type PageRequest = {
  /** The nonce the response's CSP allows; the render writes it on every inline script. */
  nonce: string;
  /** The proxy's `X-Request-Id` when it sent a sound one, else a new one; sent back in the answer. */
  requestId: string;
};

/** The React Router handler: a fetch handler that also takes the request's CSP nonce. */
export type WebFetchHandler = (request: Request, env: unknown, page: PageRequest) => Response | Promise<Response>;

/**
 * The one public HTTP surface: `/v2/*` is the API, `/media/*` the stored photos, then the
 * web's built assets, and every other path the React Router handler (pages, 404s).
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
  metrics?: { token: string; render: () => Promise<{ body: string; contentType: string }> };
  /** The maps' tile URL template (`MAP_TILE_URL`): pages may load images from its origin. */
  mapTileUrl?: string;
}) {
  const app = new Hono<HttpEnv>();
  const tileSource = tileImageSource(parts.mapTileUrl ?? DEFAULT_MAP_TILES.url);

  app.use(async (c, next) => {
    await next();
    // Headers of a response built elsewhere (the API, static files) may be immutable: copy it.
    c.res = new Response(c.res.body, c.res);
    const headers = c.res.headers;
    const path = c.req.path;
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Permissions-Policy", PERMISSIONS_POLICY);
    // Only over https: sent over plain http it would be ignored, or pin a site that has no certificate.
    if (servedOverHttps(c)) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");

    const html = headers.get("content-type")?.startsWith("text/html") ?? false;
    const nonce = c.get("cspNonce");
    if (!headers.has("Content-Security-Policy")) {
      const docs = path === "/v2/docs" || path.startsWith("/v2/docs/");
      headers.set("Content-Security-Policy", html ? (docs ? DOCS_CSP : pageCsp(nonce, tileSource)) : NON_PAGE_CSP);
    }

    // Caching (docs/decisions/015): what is said to one person is kept by no cache; files are
    // the same for everyone whoever asks.
    const sharedFile = answeredByFile.has(c.req.raw) || isBuildAnswer(path);
    if (!sharedFile) {
      const fromWeb = nonce !== undefined;
      const personal =
        isPersonalPath(path) ||
        SESSION_COOKIE_PATTERN.test(c.req.header("cookie") ?? "") ||
        c.req.header("authorization") !== undefined ||
        headers.has("set-cookie");
      if (personal) {
        headers.set("Cache-Control", PRIVATE_NO_STORE);
      } else if (
        fromWeb &&
        html &&
        !/(?:^|,)\s*(?:private|no-store)\s*(?:,|$)/i.test(headers.get("Cache-Control") ?? "")
      ) {
        // A page carries its own nonce: a shared cache must not hand it (and its nonce) to
        // others. The visitor's own browser may keep it, asking again before each use.
        headers.set("Cache-Control", "private, no-cache");
      }
      // A page (and its data) reads the session cookie: a cache that keeps a visitor's copy keys it by cookie.
      if (fromWeb && (html || path.endsWith(".data"))) addVary(headers, "Cookie");
    }

    // A 413 is often answered before the body is read; the rest of it may be cut off, and the
    // connection with it. Saying so lets a kept-alive client open a new one for its next request
    // (Node closes the socket once this answer is sent).
    if (c.res.status === 413) headers.set("Connection", "close");
  });

  app.use(compression());

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
  const metrics = parts.metrics;
  if (metrics) {
    const expected = Buffer.from(`Bearer ${metrics.token}`);
    app.get("/metrics", async (c) => {
      const given = Buffer.from(c.req.header("authorization") ?? "");
      // Compared in constant time, so the answer's timing says nothing of the token.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return c.text("Unauthorized\n", 401, {
          "WWW-Authenticate": 'Bearer realm="metrics"',
          "Cache-Control": "no-store",
        });
      }
      const { body, contentType } = await metrics.render();
      return c.body(body, 200, { "Content-Type": contentType, "Cache-Control": "no-store" });
    });
  }

  app.all("/v2/*", (c) => parts.api.fetch(c.req.raw, c.env));
  app.all("/v2", (c) => parts.api.fetch(c.req.raw, c.env));

  app.use(
    "/media/*",
    // Stored photos never change under the same key (a new upload gets a new key).
    staticFiles(
      { root: parts.mediaDir, rewriteRequestPath: (path) => path.replace(/^\/media/, "") },
      "public, max-age=31536000, immutable",
    ),
  );
  const mediaFallback = parts.mediaFallbackUrl;
  app.get("/media/*", async (c) => {
    // Fetched and passed on rather than redirected: the page's CSP (img-src 'self') then holds,
    // and a photo's URL is the same wherever it is stored.
    if (mediaFallback && /^\/media\/[\w-]+(\/[\w-]+)*(\.\w+)?$/.test(c.req.path)) {
      const upstream = await fetch(`${mediaFallback}${c.req.path.slice("/media".length)}`).catch(() => null);
      if (upstream?.ok && upstream.body) {
        answeredByFile.add(c.req.raw);
        return new Response(upstream.body, {
          headers: {
            "content-type": upstream.headers.get("content-type") ?? "application/octet-stream",
            "cache-control": "public, max-age=31536000, immutable",
          },
        });
      }
    }
    return c.text("Not found", 404);
  });

  if (parts.clientDir) {
    app.use(
      "/assets/*",
      // Vite puts a content hash in every file name under /assets.
      staticFiles({ root: parts.clientDir }, "public, max-age=31536000, immutable"),
    );
    app.use("*", staticFiles({ root: parts.clientDir }, "public, max-age=3600"));
  }

  // Pages whose path, query or form holds NUL or text that is not Unicode: a 400 page (issue 17).
  app.use(validPageInput());

  app.all("*", async (c) => {
    const nonce = newCspNonce();
    c.set("cspNonce", nonce);
    const forwarded = c.req.header("x-request-id");
    const requestId = isRequestId(forwarded) ? forwarded : randomUUID();
    const res = await parts.web(c.req.raw, c.env, { nonce, requestId });
    // The answer's headers may be immutable (a redirect): copy it.
    const answer = new Response(res.body, res);
    answer.headers.set("X-Request-Id", requestId);
    return answer;
  });
  return app;
}
