import type { MiddlewareHandler } from "hono";
import { setCacheControl } from "./cache-control.ts";
import { setContentSecurityPolicy } from "./content-security-policy.ts";
import type { HttpEnv } from "./http-env.ts";
import { setSecurityHeaders } from "./security-headers.ts";

/**
 * The server's one header middleware (docs/decisions/015), so no route can forget: once an
 * answer is built, whoever built it, it gets the security headers, its content security policy
 * and what caches may do with it. `tileSource` is the map tiles' origin pages may load images from.
 */
export function responseHeaders(tileSource: string): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    await next();
    // Headers of a response built elsewhere (the API, static files) may be immutable: copy it.
    c.res = new Response(c.res.body, c.res);
    const headers = c.res.headers;
    const html = headers.get("content-type")?.startsWith("text/html") ?? false;
    const nonce = c.get("cspNonce");
    setSecurityHeaders(c, headers);
    setContentSecurityPolicy(headers, { path: c.req.path, html, nonce, tileSource });
    setCacheControl(c, headers, { html, nonce });
    // A 413 is often answered before the body is read; the rest of it may be cut off, and the
    // connection with it. Saying so lets a kept-alive client open a new one for its next request
    // (Node closes the socket once this answer is sent).
    if (c.res.status === 413) headers.set("Connection", "close");
  };
}
