import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect } from "vitest";
import { createApi } from "../app.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { createLogger } from "../lib/logger.ts";
import { ensureStaffAccount } from "../services/admin/staff-account.ts";
import { createLocalPhotoStorage } from "../services/photos/photo-storage.ts";
import { jsonRequest, unlimited } from "./test-api.ts";
import { createTestDatabase } from "./test-database.ts";

/** A response's JSON body after checking its status (the body is shown when it is not the one expected). */
export async function ok<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

/**
 * An API over an empty database, with photos stored in a throwaway folder and a staff member
 * signed in, for the tests that follow an owner's listing from its form to its published page.
 * Call at the top of a `describe`; read the fields inside tests.
 */
export function useOwnerListingApi(name: string, now: Date) {
  const mediaDir = mkdtempSync(join(tmpdir(), `campuslar-${name}-media-`));
  let counter = 0;
  const ctx = {
    handle: undefined as unknown as DatabaseHandle,
    api: undefined as unknown as ReturnType<typeof createApi>,
    staffToken: "",
    /** A new owner account: its token and e-mail. */
    signup: async () => {
      const email = `${name}${++counter}.${Date.now()}@example.com`;
      const res = await ctx.api.request(
        "/v2/users/signup",
        jsonRequest({ name: "Rita Souza", phone: "+55 11 91234-5678", email, password: "Segura1" }),
      );
      expect(res.status, await res.clone().text()).toBe(201);
      return { token: ((await res.json()) as { token: string }).token, email };
    },
    /** A request with `token`, and `body` as JSON when there is one. */
    call: (method: string, path: string, token: string, body?: unknown) =>
      ctx.api.request(
        path,
        body === undefined
          ? { method, headers: { authorization: `Bearer ${token}` } }
          : jsonRequest(body, { method, headers: { authorization: `Bearer ${token}` } }),
      ),
    /** Gives the draft the photo it needs, sends it for review and has staff publish it. */
    publish: async (code: string, token: string) => {
      const form = new FormData();
      const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2e4053" } })
        .jpeg()
        .toBuffer();
      form.append("photo", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "sala.jpg");
      await ok(
        await ctx.api.request(`/v2/owner/listings/${code}/photos`, {
          method: "POST",
          body: form,
          headers: { authorization: `Bearer ${token}` },
        }),
        201,
      );
      await ok(await ctx.call("POST", `/v2/owner/listings/${code}/submit`, token));
      await ok(await ctx.call("POST", `/v2/admin/listings/${code}/publish`, ctx.staffToken));
    },
  };
  beforeAll(async () => {
    ctx.handle = await createTestDatabase({ seeded: false });
    ctx.api = createApi({
      db: ctx.handle.db,
      dbKind: ctx.handle.kind,
      logger: createLogger("silent"),
      now: () => now,
      publicUrl: "http://localhost:3000",
      rateLimiter: unlimited,
      photoStorage: createLocalPhotoStorage(mediaDir),
    });
    const staff = await ctx.signup();
    await ensureStaffAccount(ctx.handle.db, { email: staff.email, password: "Ignorada1" });
    ctx.staffToken = staff.token;
  }, 60_000);
  afterAll(async () => {
    await ctx.handle?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });
  return ctx;
}
