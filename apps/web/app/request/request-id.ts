import { createContext as createRouterContext } from "react-router";

declare global {
  var __campuslarRequestIdContext: ReturnType<typeof createRouterContext<string | null>> | undefined;
}

/**
 * The id the server gave this page request (issue 17, point 14): in the response's
 * `X-Request-Id`, on every API call the page's loaders make (so the API's log lines carry it),
 * in the server's log of a page error, and on the error page, so a visitor's report can be found.
 * Null when nobody set it (tests). One key per process, as in api-context.ts.
 */
globalThis.__campuslarRequestIdContext ??= createRouterContext<string | null>(null);
export const requestIdContext = globalThis.__campuslarRequestIdContext;

/** A request id as the server accepts one from a proxy: short, and nothing to inject. */
export const isRequestId = (value: string | null | undefined): value is string =>
  typeof value === "string" && /^[\w.:-]{1,64}$/.test(value);
