import { createContext } from "react-router";

/**
 * How loaders and actions reach the API: `apiFetch("/v2/...")`. The server puts it in the
 * request's RouterContextProvider; co-located it calls the API in process, split it goes over
 * HTTP. Tests can put their own.
 */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

declare global {
  var __campuslarApiContext: ReturnType<typeof createContext<ApiFetch>> | undefined;
}

// One key per process: the server (run from source) and the built SSR bundle each load their
// own copy of this module, and a context key must be the same object in both.
globalThis.__campuslarApiContext ??= createContext<ApiFetch>();
export const apiContext = globalThis.__campuslarApiContext;
