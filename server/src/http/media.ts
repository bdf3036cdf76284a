import type { Handler, MiddlewareHandler } from "hono";
import { markAnsweredByFile } from "./cache-control.ts";
import { IMMUTABLE, staticFiles } from "./static-files.ts";

/** `/media/*` from `mediaDir`. Stored photos never change under the same key (a new upload gets a new key). */
export const storedPhotos = (mediaDir: string): MiddlewareHandler =>
  staticFiles({ root: mediaDir, rewriteRequestPath: (path) => path.replace(/^\/media/, "") }, IMMUTABLE);

/**
 * A photo not on disk: with S3 storage (`S3_PUBLIC_URL`, `bucketUrl`) fetched from the bucket,
 * else a 404. Fetched and passed on rather than redirected: the page's CSP (img-src 'self') then
 * holds, and a photo's URL is the same wherever it is stored.
 */
export function photosFromBucket(bucketUrl: string | undefined): Handler {
  return async (c) => {
    if (bucketUrl && /^\/media\/[\w-]+(\/[\w-]+)*(\.\w+)?$/.test(c.req.path)) {
      const upstream = await fetch(`${bucketUrl}${c.req.path.slice("/media".length)}`).catch(() => null);
      if (upstream?.ok && upstream.body) {
        markAnsweredByFile(c.req.raw);
        return new Response(upstream.body, {
          headers: {
            "content-type": upstream.headers.get("content-type") ?? "application/octet-stream",
            "cache-control": IMMUTABLE,
          },
        });
      }
    }
    return c.text("Not found", 404);
  };
}
