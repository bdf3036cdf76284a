import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LeadRow } from "@campuslar/domain/admin/admin-dto";
import type { OwnerListing } from "@campuslar/domain/listing/owner-listing-dto";
import { ACCOUNT_DELETION_MESSAGES, ERASED_PERSON_NAME } from "@campuslar/domain/user/account-deletion";
import { ACCOUNT_EXPORT_FORMAT, type AccountExport } from "@campuslar/domain/user/account-export";
import { ACCOUNT_MESSAGES } from "@campuslar/domain/user/account-rules";
import { and, between, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { savedSearches } from "../../db/schema/alerts.ts";
import { favorites, listingRevisions, properties, propertyPhotos } from "../../db/schema/catalogue.ts";
import { conciergeSignups, interestRequests, serviceRequests } from "../../db/schema/leads.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { listingReports } from "../../db/schema/reports.ts";
import { roommateContactRequests, roommateProfiles } from "../../db/schema/roommates.ts";
import { sessions, users } from "../../db/schema/users.ts";
import { visits } from "../../db/schema/visits.ts";
import { createLogger } from "../../lib/logger.ts";
import { createMemoryRateLimiter } from "../../lib/rate-limit.ts";
import { startOutboxWorker } from "../../mail/outbox-worker.ts";
import { ensureStaffAccount } from "../../services/admin/staff-account.ts";
import { photoFileKeys } from "../../services/photos/process-photo.ts";
import { NO_BILL_ESTIMATES } from "../../test/listing-forms.ts";
import { jsonRequest, useTestApi } from "../../test/test-api.ts";
import { verifyThroughLink } from "../../test/verify-email-link.ts";

/** Where the API writes photos when a test gives it no storage of its own (app.ts). */
const mediaDir = join(tmpdir(), "campuslar-media");
/** The files of photos stored under these keys that are on disk (every size, WebP and AVIF). */
const filesOf = (keys: string[]) =>
  keys.flatMap((key) => photoFileKeys(key)).filter((file) => existsSync(join(mediaDir, file)));

const now = new Date("2026-11-22T15:00:00Z");
const PASSWORD = "Segura1";

type Session = { token: string; user: { id: string; email: string; name: string } };

describe("your data, your rights: export and deletion of one's account", () => {
  // Real counters (in memory) so the wrong-password limit is the one production has.
  const t = useTestApi({ seeded: true, now: () => now, rateLimiter: createMemoryRateLimiter() });
  let counter = 0;
  let staffToken = "";
  let png: Buffer;

  /** Each request from an address of its own, so per-address limits never mix the tests up. */
  const from = () => ({ "x-forwarded-for": `198.51.100.${++counter}` });
  const auth = (token: string) => ({ authorization: `Bearer ${token}`, ...from() });
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    t.api.request(
      path,
      body === undefined
        ? { method, headers: token ? auth(token) : from() }
        : jsonRequest(body, { method, headers: token ? auth(token) : from() }),
    );
  const ok = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return res;
  };

  const signup = async (name: string, email = `${name.split(" ")[0]?.toLowerCase()}.${++counter}@example.com`) => {
    const res = await ok(
      await call("POST", "/v2/users/signup", undefined, {
        name,
        phone: "+55 11 91234-5678",
        email,
        password: PASSWORD,
      }),
    );
    return (await res.json()) as Session;
  };
  const login = async (email: string) =>
    (
      (await (
        await ok(await call("POST", "/v2/users/login", undefined, { email, password: PASSWORD }))
      ).json()) as Session
    ).token;
  const exportOf = async (token: string) =>
    (await (await ok(await call("GET", "/v2/user/me/export", token))).json()) as AccountExport;
  const deleteAccount = (token: string, password: string, lang = "pt") =>
    call("DELETE", `/v2/user/me?lang=${lang}`, token, { password });

  /** Published rentals whose interest form takes 12 months and R$ 2.500 (the seed's "now" is before the test clock). */
  const rentals = async () =>
    (
      await t.handle.db
        .select({ code: properties.code })
        .from(properties)
        .where(
          and(
            eq(properties.status, "published"),
            eq(properties.purpose, "rent"),
            sql`${properties.capacity} - ${properties.occupants} <> 1`,
            between(properties.rentCents, 125_000, 500_000),
            lte(properties.minContractMonths, 12),
          ),
        )
        .orderBy(properties.id)
        .limit(4)
    ).map((row) => row.code);

  const sendInterest = async (code: string, person: { name: string; email: string }, token?: string) => {
    const res = await ok(
      await call("POST", "/v2/property/interest", token, {
        propertyCode: code,
        name: person.name,
        phone: "(11) 98888-1234",
        email: person.email,
        isStudent: true,
        foundVia: "instagram",
        moveDate: "2027-02-01",
        stayPeriodMonths: 12,
        warrantyType: "insurance",
        proposalValue: 2500,
        comments: `Sou ${person.name}, posso visitar no sábado?`,
        contactMethod: "whatsapp",
      }),
    );
    return (await res.json()) as { id: number; reference: string };
  };

  const roommateAnswers = {
    visible: true,
    budgetMin: 1500,
    budgetMax: 2500,
    moveDate: "2030-02-01",
    stayMonths: 12,
    universities: ["usp-butanta"],
    rhythm: "early",
    cleanliness: 4,
    noiseTolerance: 2,
    guestsFrequency: 2,
    studySocialBalance: 2,
    smoker: false,
    acceptsSmokers: false,
    hasPets: false,
    acceptsPets: true,
    gender: "female",
    genderPreference: "any",
    languages: ["pt"],
    whatsapp: "(11) 98765-4321",
    bio: "Estudo arquitetura e gosto de cozinhar.",
  };
  const roommateProfile = async (token: string) => {
    const res = await ok(await call("PUT", "/v2/roommates/profile", token, roommateAnswers));
    return ((await res.json()) as { profile: { id: number } }).profile.id;
  };

  const photoForm = () => {
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(png)], { type: "image/png" }), "foto.png");
    return form;
  };
  const listing = async (token: string, body: Record<string, unknown>) =>
    (await (await ok(await call("POST", "/v2/owner/listings", token, body))).json()) as OwnerListing;
  const addPhoto = async (token: string, code: string) =>
    ok(
      await t.api.request(`/v2/owner/listings/${code}/photos`, {
        method: "POST",
        body: photoForm(),
        headers: auth(token),
      }),
    );
  const COMPLETE = {
    advertisedUnit: "whole",
    type: "apartamento",
    title: "Apartamento da Clara perto da USP",
    description: "Dois quartos, sala e cozinha.",
    postalCode: "05508-000",
    street: "Rua Alvarenga",
    number: "1200",
    neighbourhood: "Butantã",
    areaM2: 55,
    bedrooms: 2,
    bathrooms: 1,
    capacity: 2,
    rentAmount: 2800,
    minContractMonths: 6,
    ...NO_BILL_ESTIMATES,
  };

  const inbox = async (q: string) =>
    (
      (await (await ok(await call("GET", `/v2/admin/leads?q=${encodeURIComponent(q)}`, staffToken))).json()) as {
        items: LeadRow[];
      }
    ).items;

  /**
   * Clara has a bit of everything: a second session, favourites, an interest sent logged in and
   * one sent logged out with her e-mail, a concierge sign-up and a service request, a visible
   * roommate profile with a request received and one sent, a draft with a photo, a listing
   * waiting for review and a published one. Bruno, who matches her, is somebody else.
   */
  type World = Awaited<ReturnType<typeof makeWorld>>;
  /** Each world's Clara books her own half hour of the seed's first rental, so the worlds never meet. */
  const VISIT_AT: Record<string, string> = {
    Exportada: "2026-11-24T12:00:00.000Z",
    Indecisa: "2026-12-01T12:00:00.000Z",
    Nogueira: "2026-12-01T12:30:00.000Z",
  };
  const makeWorld = async (surname: string) => {
    const clara = await signup(`Clara ${surname}`);
    // Her address verified through the link at signup (issue 34): what was sent under it is hers.
    await verifyThroughLink(t, clara.user.email);
    const bruno = await signup("Bruno Outro");
    const otherDevice = await login(clara.user.email);
    const [first, second, third] = await rentals();
    if (!first || !second || !third) throw new Error("the seed lacks rentals");

    await ok(await call("PUT", `/v2/user/favorites/${first}`, clara.token));
    await ok(await call("PUT", `/v2/user/favorites/${second}`, clara.token));
    await ok(await call("PUT", `/v2/user/favorites/${third}`, bruno.token));

    const loggedIn = await sendInterest(first, { name: clara.user.name, email: clara.user.email }, clara.token);
    const loggedOut = await sendInterest(second, {
      name: `Clara ${surname.slice(0, 1)}.`,
      email: clara.user.email.toUpperCase(),
    });
    // Bruno typed Clara's e-mail in a form he sent logged in: that request is Bruno's, not hers.
    const brunos = await sendInterest(third, { name: bruno.user.name, email: clara.user.email }, bruno.token);
    const concierge = (await (
      await ok(
        await call("POST", "/v2/users/concierge-fgv", clara.token, {
          fullName: clara.user.name,
          messagingContact: "+55 11 97777-1111",
        }),
      )
    ).json()) as { id: number };
    await ok(
      await call("POST", "/v2/services/requests", clara.token, {
        service: "repairs",
        name: clara.user.name,
        email: clara.user.email,
        phone: "11 97777-1111",
        message: "O chuveiro do meu quarto parou de esquentar.",
      }),
    );

    const claraProfile = await roommateProfile(clara.token);
    const brunoProfile = await roommateProfile(bruno.token);
    await ok(await call("POST", "/v2/roommates/contact-requests", bruno.token, { profileId: claraProfile }));
    const third2 = await signup("Dora Terceira");
    const doraProfile = await roommateProfile(third2.token);
    await ok(await call("POST", "/v2/roommates/contact-requests", clara.token, { profileId: doraProfile }));

    const draft = await listing(clara.token, { title: "Quarto da Clara" });
    await addPhoto(clara.token, draft.code);
    const pending = await listing(clara.token, COMPLETE);
    await addPhoto(clara.token, pending.code);
    await ok(await call("POST", `/v2/owner/listings/${pending.code}/submit`, clara.token));
    const published = await listing(clara.token, COMPLETE);
    await addPhoto(clara.token, published.code);
    await ok(await call("POST", `/v2/owner/listings/${published.code}/submit`, clara.token));
    await ok(await call("POST", `/v2/admin/listings/${published.code}/publish`, staffToken));
    // An edit of it waits for review (decision 017) when she leaves.
    await ok(await call("PATCH", `/v2/owner/listings/${published.code}`, clara.token, { rentAmount: 1 }));

    // A saved search, a report and visits: hers to a listing, and Bruno's to her published one.
    await ok(await call("POST", "/v2/alerts", clara.token, { frequency: "weekly", filters: { type: "apartamento" } }));
    await ok(
      await call("POST", `/v2/properties/${second}/reports`, clara.token, {
        reason: "unavailable",
        message: "Já foi alugado, disse o dono.",
      }),
    );
    // Tuesdays 09:00–10:00 in São Paulo; the clock stands on Sunday 22 November 2026.
    const tuesdays = { modes: ["in_person"], windows: [{ weekday: 2, start: "09:00", end: "10:00" }], exceptions: [] };
    await ok(await call("PUT", `/v2/owner/listings/${first}/visit-schedule`, staffToken, tuesdays));
    await ok(await call("PUT", `/v2/owner/listings/${published.code}/visit-schedule`, clara.token, tuesdays));
    const visit = (code: string, who: Session, startsAt: string) =>
      call("POST", `/v2/properties/${code}/visits`, undefined, {
        startsAt,
        mode: "in_person",
        name: who.user.name,
        email: who.user.email,
        phone: "+55 11 97777-1111",
      });
    const booked = (await (await ok(await visit(first, clara, VISIT_AT[surname] ?? ""))).json()) as {
      token: string;
    };
    await ok(await visit(published.code, bruno, "2026-11-24T12:00:00.000Z"));

    return {
      clara,
      bruno,
      otherDevice,
      codes: { first, second, third },
      leads: { loggedIn, loggedOut, brunos, concierge },
      profiles: { clara: claraProfile, bruno: brunoProfile },
      listings: { draft: draft.code, pending: pending.code, published: published.code },
      visitToken: booked.token,
    };
  };

  beforeAll(async () => {
    png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#1e8449" } })
      .png()
      .toBuffer();
    const staff = await signup("Sara Equipe");
    await ensureStaffAccount(t.handle.db, { email: staff.user.email, password: PASSWORD });
    staffToken = staff.token;
  }, 60_000);

  describe("GET /v2/user/me/export", () => {
    let world: World;
    let file: AccountExport;
    let text: string;
    let res: Response;
    beforeAll(async () => {
      world = await makeWorld("Exportada");
      res = await ok(await call("GET", "/v2/user/me/export?lang=en", world.clara.token));
      text = await res.clone().text();
      file = (await res.json()) as AccountExport;
    }, 60_000);

    it("is a file to download, kept by no cache", () => {
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="campuslar-my-data-2026-11-22.json"');
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(file.format).toBe(ACCOUNT_EXPORT_FORMAT);
      expect(file.exportedAt).toBe(now.toISOString());
      expect(file.notes.join(" ")).toMatch(/Page views are counted without an account/);
    });

    it("holds the account, its sessions' dates and its favourites", () => {
      expect(file.account).toMatchObject({
        id: world.clara.user.id,
        name: "Clara Exportada",
        email: world.clara.user.email,
        phone: "+5511912345678",
        role: "owner",
        locale: "pt",
      });
      expect(file.sessions).toHaveLength(2);
      expect(file.sessions.filter((s) => s.current)).toHaveLength(1);
      expect(Object.keys(file.sessions[0] ?? {}).sort()).toEqual([
        "createdAt",
        "current",
        "expiresAt",
        "lastUsedAt",
        "revokedAt",
      ]);
      expect(file.favorites.map((f) => f.code).sort()).toEqual([world.codes.first, world.codes.second].sort());
    });

    it("holds every request she sent, logged in or out with her e-mail, and not the one Bruno sent with it", () => {
      const references = file.requests.map((r) => r.reference);
      expect(references).toContain(world.leads.loggedIn.reference);
      expect(references).toContain(world.leads.loggedOut.reference);
      expect(references).not.toContain(world.leads.brunos.reference);
      expect(file.requests.map((r) => r.kind).sort()).toEqual(["concierge", "interest", "interest", "service"]);
      const loggedOut = file.requests.find((r) => r.reference === world.leads.loggedOut.reference);
      expect(loggedOut).toMatchObject({
        kind: "interest",
        sentWhileLoggedIn: false,
        propertyCode: world.codes.second,
        status: "new",
        form: {
          name: "Clara E.",
          proposal: 2500,
          moveDate: "2027-02-01",
          comments: "Sou Clara E., posso visitar no sábado?",
        },
      });
      const service = file.requests.find((r) => r.kind === "service");
      expect(service?.form).toMatchObject({ message: "O chuveiro do meu quarto parou de esquentar." });
    });

    it("holds her roommate answers and requests, her listings and the e-mails sent to her", () => {
      expect(file.roommates.profile).toMatchObject({
        bio: "Estudo arquitetura e gosto de cozinhar.",
        budgetMin: 1500,
        visible: true,
      });
      expect(file.roommates.requestsReceived).toEqual([expect.objectContaining({ status: "pending" })]);
      expect(file.roommates.requestsSent).toEqual([expect.objectContaining({ status: "pending" })]);
      expect(file.listings.map((l) => [l.code, l.status])).toEqual([
        [world.listings.draft, "draft"],
        [world.listings.pending, "pending"],
        [world.listings.published, "published"],
      ]);
      expect(file.listings[0]?.form).toMatchObject({ title: "Quarto da Clara" });
      expect(file.listings[0]?.photos).toEqual([expect.stringMatching(/^\/media\/listings\/.+-1600\.webp$/)]);
      expect(file.emails.map((e) => e.template)).toContain("email_verification");
      expect(file.emails.map((e) => e.template)).toContain("lead_interest_confirmation");
    });

    it("holds her saved searches, her reports and her visits, and only when and how of the visits to her listing", () => {
      expect(file.alerts).toEqual([
        expect.objectContaining({
          frequency: "weekly",
          filters: expect.objectContaining({ type: "apartamento" }),
          confirmedAt: expect.any(String),
        }),
      ]);
      expect(file.reports).toEqual([
        expect.objectContaining({
          propertyCode: world.codes.second,
          reason: "unavailable",
          message: "Já foi alugado, disse o dono.",
          status: "open",
        }),
      ]);
      expect(file.visits.booked).toEqual([
        expect.objectContaining({
          propertyCode: world.codes.first,
          startsAt: "2026-11-24T12:00:00.000Z",
          status: "requested",
          name: "Clara Exportada",
          email: world.clara.user.email,
          phone: "+5511977771111",
        }),
      ]);
      expect(file.visits.toMyListings).toEqual([
        {
          propertyCode: world.listings.published,
          startsAt: "2026-11-24T12:00:00.000Z",
          endsAt: "2026-11-24T12:30:00.000Z",
          mode: "in_person",
          status: "requested",
          bookedAt: now.toISOString(),
        },
      ]);
    });

    it("holds nobody else's data and no secret", async () => {
      expect(text).not.toContain("Bruno");
      expect(text).not.toContain(world.bruno.user.email);
      expect(text).not.toContain("Dora");
      expect(text).not.toMatch(/argon2|passwordHash|tokenHash|token"|idempotency|userAgent|"ip"/i);
      expect(text).not.toContain(world.clara.token);
      expect(text).not.toContain(world.visitToken);
      expect(text).not.toContain(world.otherDevice);
      const [stored] = await t.handle.db.select().from(users).where(eq(users.id, world.clara.user.id));
      expect(text).not.toContain(stored?.passwordHash);
      const tokens = await t.handle.db.select().from(sessions).where(eq(sessions.userId, world.clara.user.id));
      for (const session of tokens) expect(text).not.toContain(session.tokenHash);
    });

    it("is named in Portuguese for a Portuguese page, and asks for a session", async () => {
      const pt = await call("GET", "/v2/user/me/export?lang=pt", world.clara.token);
      expect(pt.headers.get("content-disposition")).toBe('attachment; filename="campuslar-dados-2026-11-22.json"');
      expect(((await pt.json()) as AccountExport).notes.join(" ")).toMatch(/As visitas às páginas/);
      expect((await call("GET", "/v2/user/me/export")).status).toBe(401);
    });
  });

  describe("DELETE /v2/user/me", () => {
    it("refuses a wrong or missing password next to the field, in the caller's language, and changes nothing", async () => {
      const { clara } = await makeWorld("Indecisa");
      for (const lang of ["pt", "en"] as const) {
        const wrong = await deleteAccount(clara.token, "Errada12", lang);
        expect(wrong.status).toBe(400);
        expect(await wrong.json()).toMatchObject({
          error: {
            code: "validation_failed",
            fields: { password: ACCOUNT_DELETION_MESSAGES.passwordWrong[lang] },
          },
        });
      }
      const missing = await deleteAccount(clara.token, "");
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({ error: { fields: { password: "form.password.required" } } });
      expect((await call("GET", "/v2/user/me", clara.token)).status).toBe(200);
      expect((await exportOf(clara.token)).requests).toHaveLength(4);
    });

    it("refuses past five wrong passwords in a quarter of an hour, even the right one", async () => {
      const dan = await signup("Dan Tentativa");
      for (let i = 0; i < 5; i++) expect((await deleteAccount(dan.token, `Errada${i}x`)).status).toBe(400);
      const refused = await deleteAccount(dan.token, PASSWORD, "en");
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBeTruthy();
      expect(await refused.json()).toMatchObject({ error: { message: ACCOUNT_MESSAGES.tooManyAttempts.en } });
      expect((await call("GET", "/v2/user/me", dan.token)).status).toBe(200);
    });

    it("refuses a staff account with a 409 that says what to do", async () => {
      const sam = await signup("Sam Equipe");
      await ensureStaffAccount(t.handle.db, { email: sam.user.email, password: PASSWORD });
      const res = await deleteAccount(sam.token, PASSWORD, "en");
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({
        error: { code: "conflict", message: ACCOUNT_DELETION_MESSAGES.staffRefused.en },
      });
      expect((await call("GET", "/v2/user/me", sam.token)).status).toBe(200);
    });

    describe("with the right password", () => {
      let world: World;
      let clara: Session;
      let res: Response;
      /** Each listing's photos' storage keys, read before the deletion. */
      let photoKeys: Record<string, string[]>;
      beforeAll(async () => {
        world = await makeWorld("Nogueira");
        clara = world.clara;
        const photos = await t.handle.db
          .select({ code: properties.code, storageKey: propertyPhotos.storageKey })
          .from(propertyPhotos)
          .innerJoin(properties, eq(properties.id, propertyPhotos.propertyId))
          .where(inArray(properties.code, Object.values(world.listings)));
        photoKeys = Object.fromEntries(
          Object.values(world.listings).map((code) => [
            code,
            photos.filter((photo) => photo.code === code).map((photo) => photo.storageKey),
          ]),
        );
        res = await deleteAccount(clara.token, PASSWORD, "en");
      }, 60_000);

      it("answers 204 and ends every session, on this device and the others", async () => {
        expect(res.status, await res.clone().text()).toBe(204);
        expect((await call("GET", "/v2/user/me", clara.token)).status).toBe(401);
        expect((await call("GET", "/v2/user/me", world.otherDevice)).status).toBe(401);
        expect((await call("GET", "/v2/user/me/export", world.otherDevice)).status).toBe(401);
        const login = await call("POST", "/v2/users/login", undefined, { email: clara.user.email, password: PASSWORD });
        expect(login.status).toBe(401);
        expect(await t.handle.db.select().from(sessions).where(eq(sessions.userId, clara.user.id))).toEqual([]);
      });

      it("anonymises her requests: staff keep them, without her name, e-mail, phone or words", async () => {
        expect(await inbox("Clara Nogueira")).toEqual([]);
        expect(await inbox("Clara N.")).toEqual([]);
        // Bruno's request carries her e-mail only because he typed it: it is his, and stays.
        expect(await inbox(clara.user.email)).toEqual([
          expect.objectContaining({ id: world.leads.brunos.id, name: "Bruno Outro" }),
        ]);
        // Only this test deletes an account: the erased leads are hers.
        const erased = await inbox(ERASED_PERSON_NAME);
        expect(erased.map((lead) => lead.kind).sort()).toEqual(["concierge", "interest", "interest", "service"]);
        expect(erased.map((lead) => lead.id)).toEqual(
          expect.arrayContaining([world.leads.loggedIn.id, world.leads.loggedOut.id]),
        );
        for (const lead of erased) expect(lead).toMatchObject({ email: null, phone: null, staffNotes: "" });
        const [row] = await t.handle.db
          .select()
          .from(interestRequests)
          .where(eq(interestRequests.id, world.leads.loggedOut.id));
        expect(row).toMatchObject({
          name: ERASED_PERSON_NAME,
          email: "",
          phone: "",
          comments: "",
          userId: null,
          proposalCents: 250_000,
          moveDate: "2027-02-01",
        });
        const [service] = await t.handle.db
          .select()
          .from(serviceRequests)
          .where(eq(serviceRequests.userId, clara.user.id));
        expect(service).toBeUndefined();
        const [concierge] = await t.handle.db
          .select()
          .from(conciergeSignups)
          .where(eq(conciergeSignups.id, world.leads.concierge.id));
        expect(concierge).toMatchObject({ fullName: ERASED_PERSON_NAME, messagingContact: "", partner: "fgv" });
      });

      it("deletes her favourites and roommate data, and Bruno's request to her with them", async () => {
        expect(await t.handle.db.select().from(favorites).where(eq(favorites.userId, clara.user.id))).toEqual([]);
        expect(
          await t.handle.db.select().from(roommateProfiles).where(eq(roommateProfiles.id, world.profiles.clara)),
        ).toEqual([]);
        expect(
          await t.handle.db
            .select()
            .from(roommateContactRequests)
            .where(eq(roommateContactRequests.fromUserId, world.bruno.user.id)),
        ).toEqual([]);
        // Bruno's own profile and favourite are untouched.
        expect((await exportOf(world.bruno.token)).favorites).toHaveLength(1);
        expect(
          await t.handle.db.select().from(roommateProfiles).where(eq(roommateProfiles.id, world.profiles.bruno)),
        ).toHaveLength(1);
      });

      it("deletes the listings students never saw, photos and files included, and archives the published one without an owner", async () => {
        const rows = await t.handle.db
          .select({ code: properties.code, status: properties.status, ownerId: properties.ownerId })
          .from(properties)
          .where(
            sql`${properties.code} in (${world.listings.draft}, ${world.listings.pending}, ${world.listings.published})`,
          );
        expect(rows).toEqual([{ code: world.listings.published, status: "archived", ownerId: null }]);
        // Nobody is left to answer for its waiting change: it leaves with her.
        const waiting = await t.handle.db
          .select()
          .from(listingRevisions)
          .innerJoin(properties, eq(properties.id, listingRevisions.propertyId))
          .where(eq(properties.code, world.listings.published));
        expect(waiting).toEqual([]);
        const [draft, pending, published] = [
          photoKeys[world.listings.draft] ?? [],
          photoKeys[world.listings.pending] ?? [],
          photoKeys[world.listings.published] ?? [],
        ];
        expect([draft.length, pending.length, published.length]).toEqual([1, 1, 1]);
        expect(filesOf(draft)).toEqual([]);
        expect(filesOf(pending)).toEqual([]);
        // The archived listing keeps its photos: staff may need its history.
        expect(filesOf(published)).toHaveLength(photoFileKeys(published[0] ?? "").length);
        // Gone, not unknown: the listing page tells students it was removed (issue 34.15).
        const publicPage = await call("GET", `/v2/properties/${world.listings.published}`);
        expect(publicPage.status).toBe(410);
        const photos = await t.handle.db
          .select()
          .from(propertyPhotos)
          .innerJoin(properties, eq(properties.id, propertyPhotos.propertyId))
          .where(eq(properties.code, world.listings.draft));
        expect(photos).toEqual([]);
      });

      it("queues one short e-mail in the page's language to the address, and forgets the earlier ones", async () => {
        const mails = await t.handle.db
          .select()
          .from(emailOutbox)
          .where(sql`lower(${emailOutbox.toAddress}) = ${clara.user.email}`);
        // Besides the deletion's own e-mail, the notice of Bruno's visit to her listing, cancelled with it.
        expect(mails.map((m) => m.template).sort()).toEqual(["account_deleted", "visit_withdrawn_owner"]);
        const deleted = mails.find((m) => m.template === "account_deleted");
        expect([deleted?.locale, deleted?.subject]).toEqual(["en", "Your CampusLar account was deleted"]);
        expect(deleted?.textBody).toMatch(/^Hi Clara Nogueira,\n\nYour CampusLar account was deleted, as you asked/);
        // Nothing else in the outbox names her: the welcome, her confirmations and the listing's
        // publication went with her address (Bruno's confirmation too: it was sent to her address).
        const naming = await t.handle.db
          .select({ template: emailOutbox.template })
          .from(emailOutbox)
          .where(sql`${emailOutbox.textBody} like ${"%Clara N%"} or ${emailOutbox.toAddress} = ${clara.user.email}`);
        expect(naming.map((m) => m.template).sort()).toEqual(["account_deleted", "visit_withdrawn_owner"]);
      });

      it("delivers that e-mail, then keeps only that it went: no address, no text", async () => {
        const delivered: { to: string; subject: string }[] = [];
        const worker = startOutboxWorker({
          db: t.handle.db,
          transport: { send: async (mail) => void delivered.push({ to: mail.to, subject: mail.subject }) },
          from: "CampusLar <nao-responda@campuslar.com.br>",
          logger: createLogger("silent"),
          // Rows are due from the database's own clock, not the API's test clock.
          now: () => new Date(),
          pollMs: 60_000,
        });
        try {
          await worker.drain();
        } finally {
          await worker.stop();
        }
        expect(delivered).toContainEqual({ to: clara.user.email, subject: "Your CampusLar account was deleted" });
        const [row] = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.template, "account_deleted"));
        expect(row).toMatchObject({ status: "sent", toAddress: "", textBody: "", htmlBody: null });
        expect(row?.sentAt).toBeInstanceOf(Date);
        // The notice of the visit cancelled with her listing is forgotten the same way, invitation included.
        const [notice] = await t.handle.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.template, "visit_withdrawn_owner"));
        expect(notice).toMatchObject({ status: "sent", toAddress: "", textBody: "", htmlBody: null, calendar: null });
      });

      it("drops her saved searches, keeps her report without her, and cancels and anonymises the visits", async () => {
        const alerts = await t.handle.db
          .select()
          .from(savedSearches)
          .where(or(eq(savedSearches.userId, clara.user.id), eq(savedSearches.email, clara.user.email)));
        expect(alerts).toEqual([]);
        const reports = await t.handle.db
          .select()
          .from(listingReports)
          .where(eq(listingReports.message, "Já foi alugado, disse o dono."));
        expect(reports.some((r) => r.userId === clara.user.id || r.email === clara.user.email)).toBe(false);
        const [erasedReport] = await t.handle.db
          .select()
          .from(listingReports)
          .where(
            and(
              eq(listingReports.reason, "unavailable"),
              eq(listingReports.updatedAt, now),
              isNull(listingReports.userId),
            ),
          );
        expect(erasedReport).toMatchObject({ email: null, message: "" });
        // Her own visit: cancelled, without her details, and its link opens nothing.
        const mine = await t.handle.db
          .select()
          .from(visits)
          .where(eq(visits.startsAt, new Date("2026-12-01T12:30:00.000Z")));
        expect(mine).toEqual([
          expect.objectContaining({ status: "cancelled", name: ERASED_PERSON_NAME, email: "", phone: "" }),
        ]);
        expect((await call("GET", `/v2/visits/${world.visitToken}`)).status).toBe(404);
        // Bruno's visit to her listing: cancelled with the listing, and Bruno told.
        const [brunos] = await t.handle.db
          .select({ status: visits.status })
          .from(visits)
          .innerJoin(properties, eq(properties.id, visits.propertyId))
          .where(eq(properties.code, world.listings.published));
        expect(brunos?.status).toBe("cancelled");
        const toBruno = await t.handle.db
          .select({ template: emailOutbox.template })
          .from(emailOutbox)
          .where(eq(emailOutbox.toAddress, world.bruno.user.email));
        expect(toBruno.map((m) => m.template)).toContain("visit_withdrawn_student");
      });

      it("lets the address sign up again, as a new account", async () => {
        const again = await signup("Clara Nogueira", clara.user.email);
        expect(again.user.id).not.toBe(clara.user.id);
        const file = await exportOf(again.token);
        expect(file.requests).toEqual([]);
        expect(file.favorites).toEqual([]);
        expect(file.listings).toEqual([]);
        expect(file.roommates).toEqual({ profile: null, requestsSent: [], requestsReceived: [] });
      });
    });
  });
});
