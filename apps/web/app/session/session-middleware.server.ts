import type { MiddlewareFunction } from "react-router";
import { apiContext } from "../api/api-context.ts";
import { clearSessionToken, readSessionToken } from "./session.server.ts";

/**
 * Spec §6 and §8: every API call of this request carries the visitor's token as a bearer
 * credential, and any 401 the API answers ends the session globally: the cookie is cleared on
 * this very response, so the page (rendered without a user) and the browser agree.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const token = await readSessionToken(request);
  if (!token) return next();

  const apiFetch = context.get(apiContext);
  let rejected = false;
  context.set(apiContext, async (path, init) => {
    const headers = new Headers(init?.headers);
    if (!headers.has("Authorization")) headers.set("Authorization", `Bearer ${token}`);
    const response = await apiFetch(path, { ...init, headers });
    if (response.status === 401) rejected = true;
    return response;
  });

  const response = await next();
  if (rejected) response.headers.append("Set-Cookie", await clearSessionToken(request));
  return response;
};
