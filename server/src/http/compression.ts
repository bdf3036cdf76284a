import { Duplex } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, createBrotliCompress, createGzip, gzip, constants as zlibConstants } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { addVary } from "./vary.ts";

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
