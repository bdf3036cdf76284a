import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./app-env.ts";
import { errorBody, fieldErrors } from "./errors.ts";

/**
 * Every resource router is made here, so a request that fails its schema always answers the
 * same 400 body naming the fields, never a 500.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json(errorBody("validation_failed", "Some fields are invalid", fieldErrors(result.error)), 400);
      }
    },
  });
}
