import { negotiateLocale } from "@campuslar/domain/i18n/locales";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./app-env.ts";
import { errorBody } from "./errors.ts";
import { translateFieldErrors, VALIDATION_MESSAGE } from "./validation-messages.ts";

/**
 * Every resource router is made here, so a request that fails its schema always answers the
 * same 400 body naming the fields, in the visitor's language where the message has one; never a 500.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const locale = negotiateLocale(c.req.query("lang"), c.req.header("accept-language"));
        return c.json(
          errorBody("validation_failed", VALIDATION_MESSAGE[locale], translateFieldErrors(result.error.issues, locale)),
          400,
        );
      }
    },
  });
}
