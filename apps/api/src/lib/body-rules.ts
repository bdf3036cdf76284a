import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./app-env.ts";
import { errorBody } from "./errors.ts";

/** No API call takes more than a form's worth of JSON; a bigger body is refused before it is read. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** A request that reads its own body under its own rules (the photo upload); these rules pass it by. */
export type BodyRuleExemption = (method: string, path: string) => boolean;

const none: BodyRuleExemption = () => false;

export const jsonBodyLimit = (exempt: BodyRuleExemption = none): MiddlewareHandler<AppEnv> => {
  const limit = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: (c) => c.json(errorBody("payload_too_large", "The request body is larger than 1 MB"), 413),
  });
  return (c, next) => (exempt(c.req.method, c.req.path) ? next() : limit(c, next));
};

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/**
 * Every API call with a body takes JSON. Anything else is refused with 415 rather than parsed
 * or ignored, so a cross-site HTML form (which can only send urlencoded, multipart or text)
 * never reaches a handler. A body is recognised by its headers: a bodiless POST (logout) passes.
 */
export const requireJsonBody =
  (exempt: BodyRuleExemption = none): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (exempt(c.req.method, c.req.path)) return next();
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
    const type = c.req.header("content-type");
    const length = Number(c.req.header("content-length") ?? 0);
    const hasBody = type !== undefined || length > 0 || c.req.header("transfer-encoding") !== undefined;
    if (hasBody && !JSON_TYPE.test(type ?? "")) {
      return c.json(errorBody("unsupported_media_type", "Send the body as application/json"), 415);
    }
    return next();
  };
