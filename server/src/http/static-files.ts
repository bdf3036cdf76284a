import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";
import { markAnsweredByFile } from "./cache-control.ts";

/** For files that never change under their name: any cache may keep them a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * `serveStatic` with a Cache-Control for the files it finds. @hono/node-server 2.1 calls
 * `onFound` after it has built the response, so a header set there is lost; it is set on the
 * response once the file has been served instead.
 */
export function staticFiles(options: Parameters<typeof serveStatic>[0], cacheControl: string): MiddlewareHandler {
  const found = new WeakSet<Context>();
  const serve = serveStatic({ ...options, onFound: (_path, c) => void found.add(c) });
  return async (c, next) => {
    const res = await serve(c, next);
    if (found.has(c)) {
      markAnsweredByFile(c.req.raw);
      const served = res ?? c.res;
      c.res = undefined;
      c.res = new Response(served.body, served);
      c.res.headers.set("Cache-Control", cacheControl);
      return c.res;
    }
    return res;
  };
}
