import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type ApiFetch, apiContext } from "@campuslar/web/app/lib/api-context.ts";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { FetchHandler } from "./http-app.ts";

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
  handler: FetchHandler;
  /** Node middleware that must see requests first in dev (Vite's module and HMR server). */
  devMiddleware?: import("vite").Connect.Server;
  close: () => Promise<void>;
};

/** Every page request gets a context holding the API client (DESIGN §1: in process when co-located). */
const withApi = (apiFetch: ApiFetch) => () => {
  const context = new RouterContextProvider();
  context.set(apiContext, apiFetch);
  return context;
};

/** Production: the built SSR bundle. */
export async function createProductionWebHandler(apiFetch: ApiFetch): Promise<WebHandler> {
  if (!existsSync(serverBuildPath)) {
    throw new Error(`the web is not built (${serverBuildPath} is missing): run npm run build`);
  }
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const context = withApi(apiFetch);
  return { handler: (request) => handle(request, context()), close: async () => {} };
}

/** Development: Vite in middleware mode, modules reloaded on change. */
export async function createDevelopmentWebHandler(apiFetch: ApiFetch): Promise<WebHandler> {
  const vite = await import("vite");
  const server = await vite.createServer({ root: webRoot, server: { middlewareMode: true }, appType: "custom" });
  const handle = createRequestHandler(
    () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    "development",
  );
  const context = withApi(apiFetch);
  return {
    handler: (request) => handle(request, context()),
    devMiddleware: server.middlewares,
    close: () => server.close(),
  };
}
