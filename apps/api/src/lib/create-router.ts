import { negotiateLocale } from "@campuslar/domain/i18n/locales";
import { RECORD_ID_MAX } from "@campuslar/domain/ids/record-id";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "./app-env.ts";
import { errorBody } from "./errors.ts";
import { translateFieldErrors, VALIDATION_MESSAGE } from "./validation-messages.ts";

const recordId = z.number().max(RECORD_ID_MAX);

/**
 * A number in a path is a record's id. One past the database's key range names nothing and would
 * fail in the query instead (issue 17), whether or not its route's schema says so: its issues,
 * each at the parameter's name.
 */
const idsOutOfRange = (params: unknown): z.core.$ZodIssue[] =>
  Object.entries(typeof params === "object" && params !== null ? params : {}).flatMap(([name, value]) =>
    typeof value === "number"
      ? (recordId.safeParse(value).error?.issues ?? []).map((issue) => ({ ...issue, path: [name] }))
      : [],
  );

type Validated = { target: string } & ({ success: true; data: unknown } | { success: false; error: z.ZodError });

const refuse = (c: Context<AppEnv>, issues: readonly z.core.$ZodIssue[]) => {
  const locale = negotiateLocale(c.req.query("lang"), c.req.header("accept-language"));
  return c.json(errorBody("validation_failed", VALIDATION_MESSAGE[locale], translateFieldErrors(issues, locale)), 400);
};

const refuseIdsOutOfRange = (result: Validated, c: Context<AppEnv>) => {
  const issues = result.success && result.target === "param" ? idsOutOfRange(result.data) : [];
  return issues.length > 0 ? refuse(c, issues) : undefined;
};

/**
 * Every resource router is made here, so a request that fails its schema always answers the
 * same 400 body naming the fields, in the visitor's language where the message has one; never a 500.
 */
export function createRouter() {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => (result.success ? refuseIdsOutOfRange(result, c) : refuse(c, result.error.issues)),
  });
  // A route that brings a hook of its own (the backoffice's sentences) keeps the id range as well.
  const register = router.openapi;
  router.openapi = ((route, handler, hook) =>
    register(
      route,
      handler,
      hook && ((result, c) => refuseIdsOutOfRange(result, c as Context<AppEnv>) ?? hook(result, c)),
    )) as typeof register;
  return router;
}
