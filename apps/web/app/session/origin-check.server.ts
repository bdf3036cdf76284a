import { data, type MiddlewareFunction } from "react-router";
import { siteContext } from "../request/site-context.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a form post comes from one of this site's own pages (DESIGN §5: mutations check
 * Origin). Browsers send `Origin` with every POST; one from another site is refused, so a page
 * elsewhere cannot log a visitor out or in, or send a form in their name. Only the host is
 * compared: behind a proxy that ends TLS the scheme the server sees may differ.
 */
export function isSameSiteOrigin(origin: string | null, requestUrl: string, publicUrl: string): boolean {
  if (origin === null) return true;
  try {
    const host = new URL(origin).host;
    return host === new URL(requestUrl).host || host === new URL(publicUrl).host;
  } catch {
    return false;
  }
}

export const originCheckMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (SAFE_METHODS.has(request.method)) return next();
  if (!isSameSiteOrigin(request.headers.get("Origin"), request.url, context.get(siteContext).publicUrl)) {
    throw data("Forbidden: this form was sent from another site", { status: 403 });
  }
  return next();
};
