import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PHOTO_MAX_BYTES, PHOTOS_PER_LISTING } from "@campuslar/domain/listing/listing-form";
import { LISTING_MESSAGES } from "@campuslar/domain/listing/listing-messages";
import type { OwnerInterest, OwnerListing } from "@campuslar/domain/listing/owner-listing-dto";
import { PHOTO_WIDTHS } from "@campuslar/domain/media/photo-sizes";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../app.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { properties, propertyPhotos, propertyUniversities } from "../../db/schema/catalogue.ts";
import { interestRequests } from "../../db/schema/leads.ts";
import { users } from "../../db/schema/users.ts";
import { createLogger } from "../../lib/logger.ts";
import { createLocalPhotoStorage } from "../../services/photos/photo-storage.ts";
import { COMPLETE_LISTING_FORM } from "../../test/listing-forms.ts";
import { jsonRequest, unlimited } from "../../test/test-api.ts";
import { createTestDatabase } from "../../test/test-database.ts";

const now = new Date("2026-11-22T15:00:00Z");
const mediaDir = mkdtempSync(join(tmpdir(), "campuslar-owner-media-"));

const complete = {
  ...COMPLETE_LISTING_FORM,
  amenities: ["hasFurniture", "hasLift"],
  includedBills: ["water", "internet"],
};

/** A JPEG as a phone takes it: with GPS in its EXIF and turned by its orientation tag. */
const phonePhoto = () =>
  sharp({
    create: { width: 800, height: 600, channels: 3, background: "#c0392b" },
  })
    .composite([
      {
        input: { create: { width: 400, height: 600, channels: 3, background: "#2e4053" } },
        left: 400,
        top: 0,
      },
    ])
    .jpeg()
    .withExif({
      IFD0: { Make: "Phone" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 1/1", GPSLongitudeRef: "W", GPSLongitude: "46/1 38/1 1/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const pngPhoto = () =>
  sharp({ create: { width: 640, height: 480, channels: 4, background: "#1e8449" } })
    .png()
    .toBuffer();

/** What the tests read of an answer: an error body, or the user of `/v2/user/me`. */
type Answer = {
  error: { code: string; message: string; fields?: Record<string, string> };
  user: { role: string };
};
const read = async (res: Response) => (await res.json()) as Answer;

/** EXIF IFD0 points to the GPS IFD with tag 0x8825, in either byte order. */
const hasGpsPointer = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

describe("owner listings", () => {
  let handle: DatabaseHandle;
  let api: ReturnType<typeof createApi>;
  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
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
  const signup = async () => {
    const email = `owner${++counter}.${Date.now()}@example.com`;
    const res = await api.request(
      "/v2/users/signup",
      jsonRequest({ name: "Rita Souza", phone: "+55 11 91234-5678", email, password: "Segura1" }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return { token: ((await res.json()) as { token: string }).token, email };
  };
  const auth = (token: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });
  const call = (method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) =>
    api.request(
      path,
      body === undefined
        ? { method, headers: auth(token, headers) }
        : jsonRequest(body, { method, headers: auth(token, headers) }),
    );
  const create = async (token: string, body: unknown = {}) => {
    const res = await call("POST", "/v2/owner/listings", token, body);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as OwnerListing;
  };
  const upload = (token: string, code: string, bytes: Uint8Array, name = "foto.jpg", headers = {}) => {
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
    return api.request(`/v2/owner/listings/${code}/photos`, {
      method: "POST",
      body: form,
      headers: auth(token, headers),
    });
  };
  const filesOf = (code: string) =>
    existsSync(join(mediaDir, "listings", code)) ? readdirSync(join(mediaDir, "listings", code)).sort() : [];

  it("takes an owner from an empty draft to a submitted, photographed listing", async () => {
    const { token } = await signup();
    const draft = await create(token, { title: "Meu apê" });
    expect(draft).toMatchObject({ status: "draft", form: { title: "Meu apê" }, photos: [], rooms: [] });
    expect(draft.code).toMatch(/^SP\d{5,}$/);

    // Starting a listing makes a tenant an owner.
    const me = await read(await call("GET", "/v2/user/me", token));
    expect(me.user.role).toBe("owner");

    // Autosave: fields come and go; the rooms follow the bedrooms.
    const patched = await call("PATCH", `/v2/owner/listings/${draft.code}`, token, { ...complete, bedrooms: "3" });
    expect(patched.status, await patched.clone().text()).toBe(200);
    const three = (await patched.json()) as OwnerListing;
    expect(three.form).toMatchObject({ ...complete, bedrooms: 3 });
    // Rooms carry no text of their own: a kind and a number the pages name in their language.
    expect(three.rooms.map(({ kind, number }) => ({ kind, number }))).toEqual([
      { kind: "bedroom", number: 1 },
      { kind: "bedroom", number: 2 },
      { kind: "bedroom", number: 3 },
    ]);
    const two = (await (
      await call("PATCH", `/v2/owner/listings/${draft.code}`, token, { bedrooms: 2, description: null })
    ).json()) as OwnerListing;
    expect(two.rooms.map((r) => r.number)).toEqual([1, 2]);
    expect(two.form.description).toBeUndefined();

    // Without a photo it cannot go to review.
    const early = await call("POST", `/v2/owner/listings/${draft.code}/submit`, token, undefined, {
      "accept-language": "en",
    });
    expect(early.status).toBe(400);
    expect((await read(early)).error.fields).toEqual({ photos: LISTING_MESSAGES["listing.photos.required"].en });

    const added = await upload(token, draft.code, await phonePhoto());
    expect(added.status, await added.clone().text()).toBe(201);
    const withPhoto = (await added.json()) as OwnerListing;
    expect(withPhoto.photos).toHaveLength(1);
    expect(withPhoto.photos[0]?.url).toMatch(/^\/media\/listings\/SP\d+\/[\w-]+-800\.webp$/);
    expect(withPhoto.photos[0]?.srcset).toContain("1600w");

    const submitted = await call("POST", `/v2/owner/listings/${draft.code}/submit`, token);
    expect(submitted.status, await submitted.clone().text()).toBe(200);
    const pending = (await submitted.json()) as OwnerListing;
    expect(pending.status).toBe("pending");
    expect(pending.submittedAt).toBe(now.toISOString());

    // The listing's place: its neighbourhood, with the universities within reach.
    const [row] = await handle.db.select().from(properties).where(eq(properties.code, draft.code));
    // No English title given: the English column stays empty (English pages say it is Portuguese).
    expect(row).toMatchObject({ titlePt: "Apartamento claro perto da USP", titleEn: "" });
    expect(row?.searchText).toContain("butanta");
    expect(row?.lat).toBeCloseTo(-23.569, 2);
    const nearby = await handle.db
      .select()
      .from(propertyUniversities)
      .where(eq(propertyUniversities.propertyId, row?.id ?? 0));
    expect(nearby.length).toBeGreaterThan(0);

    // Once staff publish it, it is in the catalogue with its photo; a PATCH keeps it published.
    await handle.db
      .update(properties)
      .set({ status: "published", publishedAt: now })
      .where(eq(properties.code, draft.code));
    const edited = await call("PATCH", `/v2/owner/listings/${draft.code}`, token, { rentAmount: "2.900,00" });
    expect(((await edited.json()) as OwnerListing).status).toBe("published");
    const publicView = await api.request(`/v2/properties/${draft.code}`);
    expect(publicView.status).toBe(200);
    const shown = await read(publicView);
    expect(JSON.stringify(shown)).toContain(withPhoto.photos[0]?.url);

    // Rooms: the red and green of the dashboard.
    const roomId = pending.rooms[1]?.id ?? 0;
    const toggled = await call("PUT", `/v2/owner/listings/${draft.code}/rooms/${roomId}`, token, { available: false });
    expect(toggled.status).toBe(200);
    expect(((await toggled.json()) as OwnerListing).rooms.map((r) => r.available)).toEqual([true, false]);

    // A tenant's interest shows in the owner's dashboard.
    const interest = await api.request(
      "/v2/property/interest",
      jsonRequest({
        propertyCode: draft.code,
        name: "João Pereira",
        phone: "(11) 91234-5678",
        email: "joao@example.com",
        isStudent: true,
        foundVia: "instagram",
        moveDate: "2027-02-01",
        stayPeriodMonths: 12,
        warrantyType: "insurance",
        proposalValue: 2700,
        comments: "Posso visitar?",
        contactMethod: "whatsapp",
      }),
    );
    expect(interest.status, await interest.clone().text()).toBe(201);
    const inbox = (await (await call("GET", "/v2/owner/interests", token)).json()) as { items: OwnerInterest[] };
    expect(inbox.items).toEqual([
      expect.objectContaining({
        propertyCode: draft.code,
        name: "João Pereira",
        proposal: 2700,
        stayPeriodMonths: 12,
        isStudent: true,
      }),
    ]);
    const mine = (await (await call("GET", "/v2/owner/listings", token)).json()) as { items: OwnerListing[] };
    expect(mine.items.map((l) => [l.code, l.interestsCount])).toEqual([[draft.code, 1]]);
  }, 60_000);

  it("names every missing field on submit, in the request's language", async () => {
    const { token } = await signup();
    const draft = await create(token, { title: "Só o título" });
    for (const locale of ["pt", "en"] as const) {
      const res = await call("POST", `/v2/owner/listings/${draft.code}/submit?lang=${locale}`, token);
      expect(res.status).toBe(400);
      const body = await read(res);
      expect(body.error.code).toBe("validation_failed");
      expect(body.error.fields).toMatchObject({
        type: LISTING_MESSAGES["listing.option.required"][locale],
        street: LISTING_MESSAGES["listing.address.required"][locale],
        rentAmount: LISTING_MESSAGES["listing.rent.required"][locale],
        photos: LISTING_MESSAGES["listing.photos.required"][locale],
      });
      expect(body.error.fields?.title).toBeUndefined();
    }
  });

  it("keeps a published listing complete: emptying a required field is refused, other edits wait for review", async () => {
    const { token } = await signup();
    const listing = await create(token, complete);
    await handle.db
      .update(properties)
      .set({ status: "published", publishedAt: now })
      .where(eq(properties.code, listing.code));

    for (const locale of ["pt", "en"] as const) {
      const res = await call("PATCH", `/v2/owner/listings/${listing.code}?lang=${locale}`, token, { title: "" });
      expect(res.status).toBe(400);
      expect((await read(res)).error.fields).toEqual({ title: LISTING_MESSAGES["listing.title.required"][locale] });
    }
    const [still] = await handle.db.select().from(properties).where(eq(properties.code, listing.code));
    expect(still?.titlePt).toBe(complete.title);

    const renamed = await call("PATCH", `/v2/owner/listings/${listing.code}`, token, {
      title: "Apartamento reformado",
    });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as OwnerListing).changes?.state).toBe("pending");
    // Students see the published title until staff approve (listing-changes.test.ts).
    const [live] = await handle.db.select().from(properties).where(eq(properties.code, listing.code));
    expect([live?.status, live?.titlePt]).toEqual(["published", complete.title]);
  });

  it("refuses malformed values on autosave with messages next to the fields, keeping the rest", async () => {
    const { token } = await signup();
    const draft = await create(token, { title: "Casa" });
    const res = await call(
      "PATCH",
      `/v2/owner/listings/${draft.code}`,
      token,
      { postalCode: "123", bedrooms: 0, type: "castelo" },
      { "accept-language": "en-US,en;q=0.9" },
    );
    expect(res.status).toBe(400);
    expect((await read(res)).error.fields).toEqual({
      postalCode: LISTING_MESSAGES["listing.postalCode.invalid"].en,
      bedrooms: LISTING_MESSAGES["listing.bedrooms.range"].en,
      type: LISTING_MESSAGES["listing.option.invalid"].en,
    });
    const pt = await call("PATCH", `/v2/owner/listings/${draft.code}?lang=pt`, token, { areaM2: 3 });
    expect((await read(pt)).error.fields).toEqual({ areaM2: LISTING_MESSAGES["listing.area.range"].pt });
    const kept = (await (await call("GET", `/v2/owner/listings/${draft.code}`, token)).json()) as OwnerListing;
    expect(kept.form).toEqual({ title: "Casa" });
  });

  it("answers 404 for someone else's listing, 401 without a session", async () => {
    const owner = await signup();
    const other = await signup();
    const draft = await create(owner.token, complete);
    const paths: [string, string, unknown?][] = [
      ["GET", `/v2/owner/listings/${draft.code}`],
      ["PATCH", `/v2/owner/listings/${draft.code}`, { title: "Roubado" }],
      ["POST", `/v2/owner/listings/${draft.code}/submit`],
      ["PUT", `/v2/owner/listings/${draft.code}/rooms/${draft.rooms[0]?.id}`, { available: false }],
      ["PUT", `/v2/owner/listings/${draft.code}/photos/order`, { ids: [] }],
      ["DELETE", `/v2/owner/listings/${draft.code}/photos/1`],
      ["DELETE", `/v2/owner/listings/${draft.code}`],
    ];
    for (const [method, path, body] of paths) {
      expect((await call(method, path, other.token, body)).status, `${method} ${path}`).toBe(404);
      expect((await api.request(path, { method })).status, `${method} ${path}`).toBe(401);
    }
    expect((await upload(other.token, draft.code, await pngPhoto())).status).toBe(404);
    // Ids no row can have are refused, never passed to the database.
    const huge = await call("PUT", `/v2/owner/listings/${draft.code}/rooms/99999999999`, owner.token, {
      available: true,
    });
    expect(huge.status).toBe(400);
    expect(
      (await call("PUT", `/v2/owner/listings/${draft.code}/rooms/abc`, owner.token, { available: 1 })).status,
    ).toBe(400);
    expect((await call("GET", "/v2/owner/listings", other.token)).status).toBe(200);
    expect(((await (await call("GET", "/v2/owner/listings", other.token)).json()) as { items: [] }).items).toEqual([]);
    const [row] = await handle.db.select().from(properties).where(eq(properties.code, draft.code));
    expect(row?.titlePt).toBe(complete.title);
  });

  it("keeps one blank draft per owner: starting a listing again resumes it instead of piling up", async () => {
    const { token } = await signup();
    const listAll = async () =>
      ((await (await call("GET", "/v2/owner/listings", token)).json()) as { items: OwnerListing[] }).items;
    const first = await create(token);
    // Nothing typed yet: a second start (a second visit, a double click) answers the same draft.
    const again = await call("POST", "/v2/owner/listings", token, { city: "São Paulo", state: "SP" });
    expect(again.status).toBe(200);
    expect(((await again.json()) as OwnerListing).code).toBe(first.code);
    // The first thing typed through a new start fills that draft.
    const typed = await call("POST", "/v2/owner/listings", token, { title: "Studio perto da FGV" });
    expect(typed.status).toBe(200);
    expect((await typed.json()) as OwnerListing).toMatchObject({
      code: first.code,
      form: { title: "Studio perto da FGV" },
    });
    expect((await listAll()).map((listing) => listing.code)).toEqual([first.code]);
    // Once it holds something, another start is another listing.
    const second = await create(token, {});
    expect(second.code).not.toBe(first.code);
    expect(second.createdAt).toBe(now.toISOString());
    expect(await listAll()).toHaveLength(2);
  });

  it("makes one draft per Idempotency-Key, even from saves sent at once (issue 34)", async () => {
    const { token } = await signup();
    const listAll = async () =>
      ((await (await call("GET", "/v2/owner/listings", token)).json()) as { items: OwnerListing[] }).items;
    const start = (key: string, title: string) =>
      call("POST", "/v2/owner/listings", token, { title }, { "Idempotency-Key": key });
    // Something typed in each, so the blank-draft rule cannot be what joins them.
    const answers = await Promise.all([
      start("dialog-opening-1", "Studio perto do Mackenzie"),
      start("dialog-opening-1", "Studio perto do Mackenzie, mobiliado"),
      start("dialog-opening-1", "Studio perto do Mackenzie, mobiliado e claro"),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 201]);
    const codes = await Promise.all(answers.map(async (res) => ((await res.json()) as OwnerListing).code));
    expect(new Set(codes).size).toBe(1);
    expect(await listAll()).toHaveLength(1);

    // Another opening of the dialog is another listing; the first key still finds its own.
    const other = await start("dialog-opening-2", "Quarto na Vila Mariana");
    expect(other.status).toBe(201);
    const otherCode = ((await other.json()) as OwnerListing).code;
    expect(otherCode).not.toBe(codes[0]);
    const late = await start("dialog-opening-1", "Studio perto do Mackenzie, reformado");
    expect(late.status).toBe(200);
    expect((await late.json()) as OwnerListing).toMatchObject({
      code: codes[0],
      form: { title: "Studio perto do Mackenzie, reformado" },
    });
    expect(await listAll()).toHaveLength(2);

    // A key is the owner's own: someone else sending it starts their own draft.
    const stranger = await signup();
    const theirs = await call(
      "POST",
      "/v2/owner/listings",
      stranger.token,
      { title: "Outro anúncio" },
      { "Idempotency-Key": "dialog-opening-1" },
    );
    expect(theirs.status).toBe(201);
    expect(((await theirs.json()) as OwnerListing).code).not.toBe(codes[0]);
  });

  it("deletes a draft with its photos' files; a published one or one with requests stays, for staff", async () => {
    const owner = await signup();
    const draft = await create(owner.token, complete);
    expect((await upload(owner.token, draft.code, await pngPhoto())).status).toBe(201);
    expect(filesOf(draft.code)).toHaveLength(PHOTO_WIDTHS.length * 2);
    const deleted = await call("DELETE", `/v2/owner/listings/${draft.code}`, owner.token);
    expect(deleted.status).toBe(204);
    expect(filesOf(draft.code)).toEqual([]);
    expect(await handle.db.select().from(properties).where(eq(properties.code, draft.code))).toEqual([]);
    expect((await call("GET", `/v2/owner/listings/${draft.code}`, owner.token)).status).toBe(404);
    expect((await call("DELETE", `/v2/owner/listings/${draft.code}`, owner.token)).status).toBe(404);

    // Waiting for review: deleting withdraws it.
    const pending = await create(owner.token, complete);
    expect((await upload(owner.token, pending.code, await pngPhoto())).status).toBe(201);
    expect((await call("POST", `/v2/owner/listings/${pending.code}/submit`, owner.token)).status).toBe(200);
    expect((await call("DELETE", `/v2/owner/listings/${pending.code}`, owner.token)).status).toBe(204);

    const live = await create(owner.token, complete);
    await handle.db.update(properties).set({ status: "published" }).where(eq(properties.code, live.code));
    const refused = await call("DELETE", `/v2/owner/listings/${live.code}?lang=en`, owner.token);
    expect(refused.status).toBe(409);
    expect((await read(refused)).error.message).toBe(LISTING_MESSAGES["listing.delete.status"].en);

    // Back to draft (staff sent it back) after students asked about it: their requests stay.
    await handle.db.update(properties).set({ status: "draft" }).where(eq(properties.code, live.code));
    const [row] = await handle.db.select().from(properties).where(eq(properties.code, live.code));
    await handle.db.insert(interestRequests).values({
      propertyId: row?.id ?? 0,
      name: "Ana Lima",
      phone: "+5511912345678",
      email: "ana@example.com",
      isStudent: true,
      foundVia: "instagram",
      moveDate: "2027-02-01",
      stayPeriodMonths: 12,
      warrantyType: "insurance",
      proposalCents: 280_000,
      contactMethod: "email",
    });
    const kept = await call("DELETE", `/v2/owner/listings/${live.code}`, owner.token, undefined, {
      "accept-language": "pt",
    });
    expect(kept.status).toBe(409);
    expect((await read(kept)).error.message).toBe(LISTING_MESSAGES["listing.delete.hasRequests"].pt);
    expect(await handle.db.select().from(properties).where(eq(properties.code, live.code))).toHaveLength(1);
  }, 60_000);

  it("looks up the CEPs of the neighbourhoods we know", async () => {
    const { token } = await signup();
    const found = await call("GET", "/v2/owner/postal-codes/05402100", token);
    expect(await read(found)).toEqual({
      postalCode: "05402-100",
      neighbourhood: "Pinheiros",
      city: "São Paulo",
      state: "SP",
    });
    const paulista = await call("GET", "/v2/owner/postal-codes/01310-100", token);
    expect(await paulista.json()).toEqual({
      postalCode: "01310-100",
      street: "Avenida Paulista",
      neighbourhood: "Bela Vista",
      city: "São Paulo",
      state: "SP",
    });
    const unknown = await call("GET", "/v2/owner/postal-codes/69900-000?lang=en", token);
    expect(unknown.status).toBe(404);
    expect((await read(unknown)).error.message).toBe(LISTING_MESSAGES["listing.postalCode.unknown"].en);
  });

  describe("photos", () => {
    it("re-encodes to every size in WebP and AVIF, upright, with the GPS gone", async () => {
      const { token } = await signup();
      const draft = await create(token, complete);
      const original = await phonePhoto();
      const before = await sharp(original).metadata();
      expect([hasGpsPointer(before.exif), before.orientation]).toEqual([true, 6]);
      const res = await upload(token, draft.code, original);
      expect(res.status, await res.clone().text()).toBe(201);
      const files = filesOf(draft.code);
      expect(files).toHaveLength(PHOTO_WIDTHS.length * 2);
      for (const width of PHOTO_WIDTHS) {
        for (const ext of ["webp", "avif"]) {
          const file = files.find((f) => f.endsWith(`-${width}.${ext}`));
          expect(file, `${width}.${ext}`).toBeDefined();
          const meta = await sharp(join(mediaDir, "listings", draft.code, file ?? "")).metadata();
          expect([meta.width, meta.height]).toEqual([width, Math.round((width * 3) / 4)]);
          expect(meta.exif, "no EXIF (GPS) left").toBeUndefined();
          expect(meta.xmp).toBeUndefined();
        }
      }
      // Orientation 6 turns the red-left/blue-right picture so red is on top.
      const webp = join(mediaDir, "listings", draft.code, files.find((f) => f.endsWith("-400.webp")) ?? "");
      const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ];
      expect(pixel(200, 10)[0]).toBeGreaterThan(150);
      expect(pixel(200, info.height - 10)[2]).toBeGreaterThan(60);
      expect(pixel(200, info.height - 10)[0]).toBeLessThan(100);
    }, 30_000);

    it("refuses a renamed text file (415), an oversized file (413) and a 21st photo (409)", async () => {
      const { token } = await signup();
      const draft = await create(token, complete);

      const text = new TextEncoder().encode("Isto não é uma foto, é um texto qualquer.\n".repeat(50));
      for (const locale of ["pt", "en"] as const) {
        const res = await upload(token, draft.code, text, "ferias.jpg", { "accept-language": locale });
        expect(res.status).toBe(415);
        const body = await read(res);
        expect(body.error).toMatchObject({
          code: "unsupported_media_type",
          message: LISTING_MESSAGES["listing.photo.type"][locale],
          fields: { photo: LISTING_MESSAGES["listing.photo.type"][locale] },
        });
      }
      // A JPEG signature in front of anything else is still not a photo.
      const fake = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...text]);
      expect((await upload(token, draft.code, fake)).status).toBe(415);

      const tooBig = new Uint8Array(PHOTO_MAX_BYTES + 1);
      tooBig.set([0xff, 0xd8, 0xff, 0xe0]);
      const big = await upload(token, draft.code, tooBig, "grande.jpg", { "accept-language": "en" });
      expect(big.status).toBe(413);
      expect((await read(big)).error).toMatchObject({
        code: "payload_too_large",
        message: LISTING_MESSAGES["listing.photo.tooLarge"].en,
      });
      // A declared length far past the cap is refused before the body is read.
      const huge = await api.request(`/v2/owner/listings/${draft.code}/photos`, {
        method: "POST",
        headers: auth(token, { "content-type": "multipart/form-data; boundary=x", "content-length": "52428800" }),
        body: "--x--",
      });
      expect(huge.status).toBe(413);
      // Not multipart at all.
      const json = await call("POST", `/v2/owner/listings/${draft.code}/photos`, token, { photo: "x" });
      expect(json.status).toBe(415);
      expect(filesOf(draft.code)).toEqual([]);

      // Nineteen photos already there; the twentieth is welcome, the twenty-first is not.
      const [row] = await handle.db.select().from(properties).where(eq(properties.code, draft.code));
      await handle.db.insert(propertyPhotos).values(
        Array.from({ length: PHOTOS_PER_LISTING - 1 }, (_, i) => ({
          propertyId: row?.id ?? 0,
          position: i,
          storageKey: "seed/bedroom-1",
          width: 1600,
          height: 1200,
        })),
      );
      expect((await upload(token, draft.code, await pngPhoto(), "20.png")).status).toBe(201);
      const full = await upload(token, draft.code, await pngPhoto(), "21.png", { "accept-language": "pt-BR" });
      expect(full.status).toBe(409);
      expect((await read(full)).error).toMatchObject({
        code: "conflict",
        message: LISTING_MESSAGES["listing.photo.tooMany"].pt,
      });
    }, 60_000);

    it("reorders (the first is the cover) and deletes, removing the files", async () => {
      const { token } = await signup();
      const draft = await create(token, complete);
      for (const bytes of [await pngPhoto(), await phonePhoto()]) {
        expect((await upload(token, draft.code, bytes)).status).toBe(201);
      }
      const listing = (await (await call("GET", `/v2/owner/listings/${draft.code}`, token)).json()) as OwnerListing;
      const [first, second] = listing.photos;
      if (!first || !second) throw new Error("two photos expected");
      expect(filesOf(draft.code)).toHaveLength(PHOTO_WIDTHS.length * 2 * 2);

      const bad = await call("PUT", `/v2/owner/listings/${draft.code}/photos/order?lang=en`, token, {
        ids: [second.id],
      });
      expect(bad.status).toBe(400);
      expect((await read(bad)).error.fields).toEqual({ ids: LISTING_MESSAGES["listing.photo.order"].en });

      const reordered = await call("PUT", `/v2/owner/listings/${draft.code}/photos/order`, token, {
        ids: [second.id, first.id],
      });
      expect(reordered.status).toBe(200);
      const order = ((await reordered.json()) as OwnerListing).photos.map((p) => [p.id, p.position]);
      expect(order).toEqual([
        [second.id, 0],
        [first.id, 1],
      ]);

      const deleted = await call("DELETE", `/v2/owner/listings/${draft.code}/photos/${second.id}`, token);
      expect(deleted.status).toBe(200);
      expect(((await deleted.json()) as OwnerListing).photos.map((p) => [p.id, p.position])).toEqual([[first.id, 0]]);
      const left = filesOf(draft.code);
      expect(left).toHaveLength(PHOTO_WIDTHS.length * 2);
      expect(left.every((f) => first.url.includes(f.replace(/-\d+\.(webp|avif)$/, "")))).toBe(true);
      expect((await call("DELETE", `/v2/owner/listings/${draft.code}/photos/${second.id}`, token)).status).toBe(404);
    }, 60_000);
  });

  it("lets staff manage any listing and list their own", async () => {
    const owner = await signup();
    const staff = await signup();
    await handle.db.update(users).set({ role: "staff" }).where(eq(users.email, staff.email));
    const draft = await create(owner.token, { title: "Da Rita" });
    const res = await call("PATCH", `/v2/owner/listings/${draft.code}`, staff.token, { title: "Corrigido" });
    expect(res.status).toBe(200);
    const own = (await (await call("GET", "/v2/owner/listings", staff.token)).json()) as { items: OwnerListing[] };
    expect(own.items).toEqual([]);
    const me = await read(await call("GET", "/v2/user/me", staff.token));
    expect(me.user.role).toBe("staff");
  });
});
