import { createContext as createReactContext, useContext } from "react";
import { createContext as createRouterContext } from "react-router";

declare global {
  var __campuslarCspNonceContext: ReturnType<typeof createRouterContext<string | null>> | undefined;
}

/**
 * The page's Content-Security-Policy nonce (docs/decisions/015-security-headers.md): the server
 * draws a fresh one for every page request, puts it in the response's `script-src` and hands it
 * to the render through the load context. Null when nobody set it (tests).
 *
 * One key per process, for the same reason as the API context (see api-context.ts): the server
 * and the built SSR bundle each load their own copy of this module.
 */
globalThis.__campuslarCspNonceContext ??= createRouterContext<string | null>(null);
export const cspNonceContext = globalThis.__campuslarCspNonceContext;

/**
 * The same nonce for components that write an inline script themselves (JSON-LD). Provided by
 * entry.server.tsx only: in the browser it is undefined, and hydration keeps the attribute the
 * server wrote (the element says `suppressHydrationWarning`, as React Router's own scripts do).
 */
export const CspNonce = createReactContext<string | undefined>(undefined);

export const useCspNonce = () => useContext(CspNonce);
