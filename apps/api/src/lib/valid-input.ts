import type { Locale } from "@campuslar/domain/i18n/locales";
import {
  INVALID_TEXT_MESSAGE,
  type InvalidText,
  invalidJsonText,
  invalidUrlText,
} from "@campuslar/domain/text/valid-text";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import type { BodyRuleExemption } from "./body-rules.ts";
import { errorBody } from "./errors.ts";
import { localeOf } from "./request-locale.ts";

/** The answer to a JSON body that does not parse, in the caller's language. */
export const MALFORMED_JSON_MESSAGE: Record<Locale, string> = {
  en: "The request body is not valid JSON",
  pt: "O corpo do pedido não é um JSON válido",
};

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/** The body as UTF-8 text, or null when its bytes are not UTF-8. A leading BOM is dropped, as `Response.json()` does. */
function utf8(bytes: ArrayBuffer): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Every request's text is Unicode text without NUL (packages/domain/src/text/valid-text.ts),
 * checked here once for the whole API: the path and each query name and value (decoded), and
 * every key and string of a JSON body (read from a copy, so the route still reads the body).
 * Anything else is refused with 400 `validation_failed` in the caller's language, naming the
 * query parameter or the JSON field (`fields`) when the problem is its value; a JSON body that
 * does not parse is refused the same way. Registered after the body rules, so only a JSON body
 * within the size limit is ever read; the exempt request (the photo upload) reads its own body.
 */
export const validInput =
  (exempt: BodyRuleExemption = () => false): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const refuse = (problem: InvalidText) => {
      const message = INVALID_TEXT_MESSAGE[localeOf(c)];
      return c.json(
        errorBody("validation_failed", message, problem.field ? { [problem.field]: message } : undefined),
        400,
      );
    };

    const url = new URL(c.req.url);
    const inUrl = invalidUrlText(url.pathname, url.search);
    if (inUrl) return refuse(inUrl);

    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS" || exempt(method, c.req.path)) return next();
    if (!c.req.raw.body || !JSON_TYPE.test(c.req.header("content-type") ?? "")) return next();

    const text = utf8(await c.req.raw.clone().arrayBuffer());
    if (text === null) return refuse({});
    // No body at all is for the route to judge (a call that takes none, or a validator that wants one).
    if (text.trim() === "") return next();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return c.json(errorBody("validation_failed", MALFORMED_JSON_MESSAGE[localeOf(c)]), 400);
    }
    const inBody = invalidJsonText(body);
    if (inBody) return refuse(inBody);
    return next();
  };
