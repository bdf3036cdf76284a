import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ListingChangePage } from "@campuslar/domain/admin/admin-dto";
import { ADMIN_MESSAGES } from "@campuslar/domain/admin/admin-messages";
import type { OwnerListing } from "@campuslar/domain/listing/owner-listing-dto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../app.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { properties } from "../../db/schema/catalogue.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { createLogger } from "../../lib/logger.ts";
import { ensureStaffAccount } from "../../services/admin/staff-account.ts";
import { createLocalPhotoStorage } from "../../services/photos/photo-storage.ts";
import { COMPLETE_LISTING_FORM } from "../../test/listing-forms.ts";
import { jsonRequest, unlimited } from "../../test/test-api.ts";
import { createTestDatabase } from "../../test/test-database.ts";

const now = new Date("2026-11-25T15:00:00Z");
const mediaDir = mkdtempSync(join(tmpdir(), "campuslar-changes-media-"));

const complete = {
  ...COMPLETE_LISTING_FORM,
  amenities: ["hasFurniture", "hasLift"],
  includedBills: ["water", "internet"],
};

const photo = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();

type PublicProperty = { title: string; rentAmount: number; photos: { url: string }[] };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/*
 * Issue 17, point 5: an owner's edit to a published listing (text, price, photos) waits for staff;
 * students keep seeing the published version until staff approve, and staff see what changed.
 */
describe("moderation of edits to published listings", () => {
  let handle: DatabaseHandle;
  let api: ReturnType<typeof createApi>;
  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: false });
    api = createApi({
      db: handle.db,
      dbKind: handle.kind,
      logger: createLogger("silent"),
      now: () => now,
      publicUrl: "http://localhost:3000",
      rateLimiter: unlimited,
      photoStorage: createLocalPhotoStorage(mediaDir),
    });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  let counter = 0;
  const signup = async (locale: "pt" | "en" = "pt") => {
    const email = `changes${++counter}.${Date.now()}@example.com`;
    const res = await api.request(
      "/v2/users/signup",
      jsonRequest({ name: "Rita Souza", phone: "+55 11 91234-5678", email, password: "Segura1", locale }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return { token: ((await res.json()) as { token: string }).token, email };
  };
  let staffToken = "";
  beforeAll(async () => {
    const staff = await signup();
    await ensureStaffAccount(handle.db, { email: staff.email, password: "Ignorada1" });
    staffToken = staff.token;
  });

  const call = (method: string, path: string, token: string, body?: unknown, lang = "pt") =>
    api.request(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        "accept-language": lang,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const ok = async <T>(res: Response, status = 200): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (status === 204 ? undefined : await res.json()) as T;
  };
  const upload = async (token: string, code: string, bytes: Buffer) => {
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "foto.jpg");
    const res = await api.request(`/v2/owner/listings/${code}/photos`, {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    return ok<OwnerListing>(res, 201);
  };
  const publicView = async (code: string) => ok<PublicProperty>(await api.request(`/v2/properties/${code}`));
  const queue = async () => ok<ListingChangePage>(await call("GET", "/v2/admin/listing-changes", staffToken));
  const owned = async (token: string, code: string) =>
    ok<OwnerListing>(await call("GET", `/v2/owner/listings/${code}`, token));
  const emailsTo = (address: string) =>
    handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address.toLowerCase()));

  /** A published listing with one photo, as staff left it. */
  const publishedListing = async (locale: "pt" | "en" = "pt") => {
    const owner = await signup(locale);
    const draft = await ok<OwnerListing>(await call("POST", "/v2/owner/listings", owner.token, complete), 201);
    await upload(owner.token, draft.code, await photo("#c0392b"));
    await ok(await call("POST", `/v2/owner/listings/${draft.code}/submit`, owner.token));
    await ok(await call("POST", `/v2/admin/listings/${draft.code}/publish`, staffToken));
    return { ...owner, code: draft.code };
  };

  it("keeps the published text and price live while a change waits, then applies exactly what staff approved", async () => {
    const owner = await publishedListing();
    const edited = await ok<OwnerListing>(
      await call("PATCH", `/v2/owner/listings/${owner.code}`, owner.token, { title: "11 99999-0000", rentAmount: 1 }),
    );
    // The owner sees their change, and that it waits.
    expect(edited.status).toBe("published");
    expect(edited.form).toMatchObject({ title: "11 99999-0000", rentAmount: 1 });
    expect(edited.changes).toMatchObject({
      state: "pending",
      reason: null,
      photosChanged: false,
      fields: [
        { field: "title", before: complete.title, after: "11 99999-0000" },
        { field: "rentAmount", before: 2800, after: 1 },
      ],
    });
    // Students do not.
    expect(await publicView(owner.code)).toMatchObject({ title: complete.title, rentAmount: 2800 });

    // Staff see what changed, field by field.
    const waiting = (await queue()).items.find((item) => item.code === owner.code);
    expect(waiting).toMatchObject({ title: complete.title, photos: null, version: 1 });
    expect(waiting?.fields.map((change) => change.field)).toEqual(["title", "rentAmount"]);

    // The owner changes it again after staff opened it: approving the version staff saw is refused.
    await ok(await call("PATCH", `/v2/owner/listings/${owner.code}`, owner.token, { rentAmount: 2700 }));
    for (const lang of ["pt", "en"] as const) {
      const stale = await call(
        "POST",
        `/v2/admin/listing-changes/${owner.code}/approve`,
        staffToken,
        { version: 1 },
        lang,
      );
      expect(stale.status).toBe(409);
      expect(((await stale.json()) as ErrorBody).error.message).toBe(ADMIN_MESSAGES["admin.change.stale"][lang]);
    }
    expect(await publicView(owner.code)).toMatchObject({ title: complete.title, rentAmount: 2800 });

    const current = (await queue()).items.find((item) => item.code === owner.code);
    expect(current?.version).toBe(2);
    await ok(await call("POST", `/v2/admin/listing-changes/${owner.code}/approve`, staffToken, { version: 2 }), 204);
    expect(await publicView(owner.code)).toMatchObject({ title: "11 99999-0000", rentAmount: 2700 });
    expect((await owned(owner.token, owner.code)).changes).toBeNull();
    expect((await queue()).items.some((item) => item.code === owner.code)).toBe(false);
    expect((await emailsTo(owner.email)).map((mail) => mail.template)).toContain("listing_changes_approved");

    // Nothing waits any more: a second approval says so.
    const again = await call("POST", `/v2/admin/listing-changes/${owner.code}/approve`, staffToken, { version: 2 });
    expect(again.status).toBe(409);
  });

  it("shows added photos and keeps removed ones until approval, then swaps them and deletes the files", async () => {
    const owner = await publishedListing();
    const live = (await publicView(owner.code)).photos;
    expect(live).toHaveLength(1);
    const before = await owned(owner.token, owner.code);
    const firstId = before.photos[0]?.id ?? 0;

    const added = await upload(owner.token, owner.code, await photo("#1e8449"));
    expect(added.photos.map((p) => p.awaitingReview)).toEqual([false, true]);
    const removed = await ok<OwnerListing>(
      await call("DELETE", `/v2/owner/listings/${owner.code}/photos/${firstId}`, owner.token),
    );
    expect(removed.photos).toHaveLength(1);
    expect(removed.changes?.photosChanged).toBe(true);
    // Students still see the first photo, and never the new one.
    const meanwhile = (await publicView(owner.code)).photos;
    expect(meanwhile.map((p) => p.url)).toEqual(live.map((p) => p.url));

    const waiting = (await queue()).items.find((item) => item.code === owner.code);
    expect(waiting?.photos?.before.map((p) => p.id)).toEqual([firstId]);
    expect(waiting?.photos?.after.map((p) => p.id)).toEqual([removed.photos[0]?.id]);

    const filesBefore = readdirSync(join(mediaDir, "listings", owner.code)).length;
    await ok(
      await call("POST", `/v2/admin/listing-changes/${owner.code}/approve`, staffToken, {
        version: waiting?.version,
      }),
      204,
    );
    const after = (await publicView(owner.code)).photos;
    expect(after).toHaveLength(1);
    expect(after[0]?.url).not.toBe(live[0]?.url);
    // The removed photo's sizes left storage with it.
    expect(readdirSync(join(mediaDir, "listings", owner.code)).length).toBeLessThan(filesBefore);
    expect((await owned(owner.token, owner.code)).photos.map((p) => p.awaitingReview)).toEqual([false]);
  });

  it("declines with a reason the owner reads, leaves the listing as published, and queues the next edit again", async () => {
    const owner = await publishedListing("en");
    await ok(await call("PATCH", `/v2/owner/listings/${owner.code}`, owner.token, { title: "Call me on WhatsApp" }));
    const missing = await call(
      "POST",
      `/v2/admin/listing-changes/${owner.code}/decline`,
      staffToken,
      { version: 1, reason: " " },
      "en",
    );
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).error.fields?.reason).toBeTruthy();

    await ok(
      await call("POST", `/v2/admin/listing-changes/${owner.code}/decline`, staffToken, {
        version: 1,
        reason: "Contact details cannot go in the title.",
      }),
      204,
    );
    expect((await publicView(owner.code)).title).toBe(complete.title);
    const declined = await owned(owner.token, owner.code);
    expect(declined.changes).toMatchObject({ state: "declined", reason: "Contact details cannot go in the title." });
    expect((await queue()).items.some((item) => item.code === owner.code)).toBe(false);
    const [mail] = (await emailsTo(owner.email)).filter((m) => m.template === "listing_changes_declined");
    expect(mail?.subject).toContain("were not published");
    expect(mail?.textBody).toContain("Contact details cannot go in the title.");

    await ok(await call("PATCH", `/v2/owner/listings/${owner.code}`, owner.token, { title: "Bright flat near USP" }));
    const requeued = (await queue()).items.find((item) => item.code === owner.code);
    expect(requeued).toMatchObject({ version: 2 });
    expect((await owned(owner.token, owner.code)).changes).toMatchObject({ state: "pending", reason: null });
  });

  it("lets the owner discard a change, photos added for it included, or undo it by editing back", async () => {
    const owner = await publishedListing();
    await ok(await call("PATCH", `/v2/owner/listings/${owner.code}`, owner.token, { description: "Novo texto" }));
    const added = await upload(owner.token, owner.code, await photo("#2e4053"));
    const filesWithNew = readdirSync(join(mediaDir, "listings", owner.code)).length;
    const discarded = await ok<OwnerListing>(
      await call("DELETE", `/v2/owner/listings/${owner.code}/changes`, owner.token),
    );
    expect(discarded.changes).toBeNull();
    expect(discarded.form.description).toBe(complete.description);
    expect(discarded.photos.map((p) => p.id)).not.toContain(added.photos[1]?.id);
    expect(readdirSync(join(mediaDir, "listings", owner.code)).length).toBeLessThan(filesWithNew);

    // Editing a field and back is no change at all.
    await ok(await call("PATCH", `/v2/owner/listings/${owner.code}`, owner.token, { rentAmount: 3000 }));
    const undone = await ok<OwnerListing>(
      await call("PATCH", `/v2/owner/listings/${owner.code}`, owner.token, { rentAmount: 2800 }),
    );
    expect(undone.changes).toBeNull();
    expect((await queue()).items.some((item) => item.code === owner.code)).toBe(false);
  });

  it("keeps the queue and its decisions to staff", async () => {
    const owner = await publishedListing();
    await ok(await call("PATCH", `/v2/owner/listings/${owner.code}`, owner.token, { rentAmount: 100 }));
    expect((await call("GET", "/v2/admin/listing-changes", owner.token)).status).toBe(403);
    const approve = await call("POST", `/v2/admin/listing-changes/${owner.code}/approve`, owner.token, {
      version: 1,
    });
    expect(approve.status).toBe(403);
    expect((await publicView(owner.code)).rentAmount).toBe(2800);
    const [row] = await handle.db.select().from(properties).where(eq(properties.code, owner.code));
    expect(row?.rentCents).toBe(280_000);
    expect(existsSync(mediaDir)).toBe(true);
  });
});
