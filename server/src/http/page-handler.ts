import { randomUUID } from "node:crypto";
import { isRequestId } from "@campuslar/web/app/request/request-id.ts";
import type { Handler } from "hono";
import { newCspNonce } from "./content-security-policy.ts";
import type { HttpEnv } from "./http-env.ts";

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
 * Hands a request to React Router (pages, 404s, error pages) with a fresh CSP nonce, kept for the
 * header middleware, and a request id, sent back in the answer.
 */
export function pageHandler(web: WebFetchHandler): Handler<HttpEnv> {
  return async (c) => {
    const nonce = newCspNonce();
    c.set("cspNonce", nonce);
    const forwarded = c.req.header("x-request-id");
    const requestId = isRequestId(forwarded) ? forwarded : randomUUID();
    const res = await web(c.req.raw, c.env, { nonce, requestId });
    // The answer's headers may be immutable (a redirect): copy it.
    const answer = new Response(res.body, res);
    answer.headers.set("X-Request-Id", requestId);
    return answer;
  };
}
