import { afterAll, beforeAll } from "vitest";
import { createApi } from "../app.ts";
import type { DatabaseHandle } from "../db/client.ts";
import type { RateLimiter } from "../lib/app-env.ts";
import { createLogger } from "../lib/logger.ts";
import type { PrivateFileStore } from "../lib/private-files.ts";
import { catalogueHeard, createTestDatabase } from "./test-database.ts";

/**
 * Counts nothing. In-process requests all share one stand-in address, so without this the
 * signups of a whole test file would trip the per-address limit; the limit tests pass a real one.
 */
export const unlimited: RateLimiter = {
  hit: async (_key, limit) => ({ allowed: true, remaining: limit, retryAfterS: 0 }),
  peek: async () => ({ count: 0, retryAfterS: 0 }),
};

/**
 * One API over a fresh database for the whole test file. Call at the top of a `describe`;
 * read `.api`, `.handle` inside tests.
 */
export function useTestApi(
  options: {
    now?: () => Date;
    seeded?: boolean;
    rateLimiter?: RateLimiter;
    trustProxy?: boolean;
    /** A test that reads private files back (an e-mail's attachment) passes the store it reads. */
    privateFiles?: PrivateFileStore;
  } = {},
) {
  const ctx = {} as { handle: DatabaseHandle; api: ReturnType<typeof createApi> };
  beforeAll(async () => {
    ctx.handle = await createTestDatabase({ seeded: options.seeded });
    const api = createApi({
      db: ctx.handle.db,
      dbKind: ctx.handle.kind,
      logger: createLogger((process.env.TEST_LOG_LEVEL as "silent") ?? "silent"),
      now: options.now ?? (() => new Date()),
      publicUrl: "http://localhost:3000",
      rateLimiter: options.rateLimiter ?? unlimited,
      trustProxy: options.trustProxy,
      privateFiles: options.privateFiles,
    });
    // Tests also write straight to the database. Each request first waits until the API has
    // heard of every such write (decision 020), as a visitor's next request would a moment later.
    const request = api.request.bind(api);
    api.request = (async (...args: Parameters<typeof request>) => {
      await catalogueHeard(ctx.handle);
      return request(...args);
    }) as typeof api.request;
    ctx.api = api;
  }, 60_000);
  afterAll(async () => {
    await ctx.handle?.close();
  });
  return ctx;
}

export const expectedDbKind = () => (process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite");

export const jsonRequest = (body: unknown, init: RequestInit = {}): RequestInit => ({
  method: "POST",
  ...init,
  headers: { "content-type": "application/json", ...init.headers },
  body: JSON.stringify(body),
});
