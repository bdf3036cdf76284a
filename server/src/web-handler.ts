import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type ApiFetch, apiContext } from "@campuslar/web/app/api/api-context.ts";
import { cspNonceContext } from "@campuslar/web/app/request/csp-nonce.ts";
import { requestIdContext } from "@campuslar/web/app/request/request-id.ts";
import { type SiteConfig, siteContext } from "@campuslar/web/app/request/site-context.ts";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { PageRequest, WebFetchHandler } from "./http/page-handler.ts";

// The web runs with React Router's middleware API (v8_middleware): its load context is a
// RouterContextProvider. The web's generated types declare this; the server states it too.
declare module "react-router" {
  interface Future {
    v8_middleware: true;
  }
}

export const webRoot = join(dirname(fileURLToPath(import.meta.url)), "../../apps/web");
export const serverBuildPath = join(webRoot, "build/server/index.js");
export const clientBuildDir = join(webRoot, "build/client");

export type WebHandler = {
  handler: WebFetchHandler;
  /** Node middleware that must see requests first in dev (Vite's module and HMR server). */
  devMiddleware?: import("vite").Connect.Server;
  close: () => Promise<void>;
};

/**
 * The API as one page request sees it: in process (DESIGN §1), carrying the visitor's
 * connection (the Node request the server passes as `env`) so the API's per-address limits
 * count this visitor, not the web server.
 */
export type ApiFetchFor = (env: unknown) => ApiFetch;

/**
 * Every page request gets a context holding its API client, the site's settings, the CSP nonce
 * the server drew for its response (entry.server.tsx writes it on every inline script) and its
 * request id, which every API call of the page carries, so the API's log lines share it.
 */
const contextFor = (apiFetchFor: ApiFetchFor, site: SiteConfig) => (env: unknown, page: PageRequest) => {
  const context = new RouterContextProvider();
  const apiFetch = apiFetchFor(env);
  context.set(apiContext, (path, init) => {
    const headers = new Headers(init?.headers);
    headers.set("X-Request-Id", page.requestId);
    return apiFetch(path, { ...init, headers });
  });
  context.set(siteContext, site);
  context.set(cspNonceContext, page.nonce);
  context.set(requestIdContext, page.requestId);
  return context;
};

/** Production: the built SSR bundle. */
export async function createProductionWebHandler(apiFetchFor: ApiFetchFor, site: SiteConfig): Promise<WebHandler> {
  if (!existsSync(serverBuildPath)) {
    throw new Error(`the web is not built (${serverBuildPath} is missing): run npm run build`);
  }
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const context = contextFor(apiFetchFor, site);
  return { handler: (request, env, page) => handle(request, context(env, page)), close: async () => {} };
}

/** Development: Vite in middleware mode, modules reloaded on change. */
export async function createDevelopmentWebHandler(apiFetchFor: ApiFetchFor, site: SiteConfig): Promise<WebHandler> {
  const vite = await import("vite");
  const server = await vite.createServer({ root: webRoot, server: { middlewareMode: true }, appType: "custom" });
  const handle = createRequestHandler(
    () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    "development",
  );
  const context = contextFor(apiFetchFor, site);
  return {
    handler: (request, env, page) => handle(request, context(env, page)),
    devMiddleware: server.middlewares,
    close: () => server.close(),
  };
}
