import { type OpenAPIHono, z } from "@hono/zod-openapi";
import { errorResponse } from "./openapi-responses.ts";

/*
 * Two refusals come from the API's shared parts rather than from a route: `requireJsonBody`
 * (body-rules.ts) answers 415 to any body that is not JSON, and the validation hook
 * (create-router.ts) answers 400 to a `lang` other than pt or en. Each route would otherwise have
 * to remember to say so; they are declared here once, over every route the API has registered,
 * keeping a route's own wording where it already declares the status.
 */

const NOT_JSON_RESPONSE = errorResponse("The body is not sent as application/json");
const UNSUPPORTED_LANG_RESPONSE = errorResponse(
  "A parameter is invalid (`lang` other than pt or en, say); `fields` names it",
);

type RegisteredRoute = Extract<OpenAPIHono["openAPIRegistry"]["definitions"][number], { type: "route" }>["route"];

const takesJsonBody = (route: RegisteredRoute): boolean =>
  route.request?.body?.content["application/json"] !== undefined;

/** The route's query refuses a `lang` it cannot speak (some read `lang` as a free hint and refuse nothing). */
function refusesUnsupportedLang(route: RegisteredRoute): boolean {
  const query: unknown = route.request?.query;
  const lang = query instanceof z.ZodObject ? query.shape.lang : undefined;
  return lang instanceof z.ZodType && !lang.safeParse("xx").success;
}

/** Adds the shared 415 and 400 to the responses of every route registered on `api`, before its document is read. */
export function declareSharedRefusals(api: Pick<OpenAPIHono, "openAPIRegistry">): void {
  for (const definition of api.openAPIRegistry.definitions) {
    if (definition.type !== "route") continue;
    const { route } = definition;
    // The registry's own copy of the route gets a new responses object: the route modules'
    // declarations, shared by every API made in the process, stay as written.
    route.responses = {
      ...(takesJsonBody(route) ? { 415: NOT_JSON_RESPONSE } : {}),
      ...(refusesUnsupportedLang(route) ? { 400: UNSUPPORTED_LANG_RESPONSE } : {}),
      ...route.responses,
    };
  }
}
