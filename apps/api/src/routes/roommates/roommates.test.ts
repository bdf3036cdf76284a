import type { PropertyListItem } from "@campuslar/domain/property/property-dto";
import type {
  RoommateMatchList,
  RoommateProfileAnswer,
  RoommateRequestLists,
} from "@campuslar/domain/roommates/roommate-dto";
import { ROOMMATE_MESSAGES } from "@campuslar/domain/roommates/roommate-messages";
import type { RoommateMatch } from "@campuslar/domain/roommates/roommate-profile";
import { eq, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { roommateContactRequests, roommateProfiles } from "../../db/schema/roommates.ts";
import { jsonRequest, useTestApi } from "../../test/test-api.ts";

/** A clock the tests move forward, so "newest first" on a tie is deterministic. */
let clock = new Date("2026-11-23T12:00:00Z");
const tick = () => {
  clock = new Date(clock.getTime() + 1000);
};

/** Ana's answers; every other person starts from them and changes what the test is about. */
const ANSWERS = {
  visible: true,
  budgetMin: 1500,
  budgetMax: 2500,
  moveDate: "2027-02-01",
  stayMonths: 12,
  universities: ["usp-butanta"],
  neighbourhoods: ["Butantã"],
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
  languages: ["pt", "en"],
  interests: ["music", "cooking"],
  bio: "Estudo Direito e gosto de cozinhar.",
  whatsapp: "(11) 98765-4321",
};

type Person = { token: string; id: string; name: string; email: string; whatsapp: string };

describe("/v2/roommates", () => {
  const t = useTestApi({ seeded: true, now: () => clock });
  let counter = 0;

  const call = (method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.api.request(path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const ok = async <T>(res: Response, status = 200): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };

  /** A new account whose questionnaire (if `answers`) is saved; each gets a WhatsApp number of their own. */
  const person = async (name: string, answers?: Partial<typeof ANSWERS>): Promise<Person> => {
    const n = ++counter;
    const email = `colega${n}.${Date.now()}@example.com`;
    const res = await t.api.request(
      "/v2/users/signup",
      jsonRequest({ name, phone: `+55 11 93${String(n).padStart(3, "0")}-1111`, email, password: "Segura1" }),
    );
    const body = await ok<{ token: string; user: { id: string } }>(res, 201);
    const whatsapp = `(21) 97${String(n).padStart(3, "0")}-2222`;
    const who = { token: body.token, id: body.user.id, name, email, whatsapp };
    if (answers) await save(who, answers);
    return who;
  };
  const save = async (who: Person, answers: Partial<typeof ANSWERS>) => {
    tick();
    return ok<RoommateProfileAnswer>(
      await call("PUT", "/v2/roommates/profile", who.token, { ...ANSWERS, whatsapp: who.whatsapp, ...answers }),
    );
  };
  const profileIdOf = async (who: Person) =>
    (await ok<RoommateProfileAnswer>(await call("GET", "/v2/roommates/profile", who.token))).profile?.id ?? 0;
  const matches = async (who: Person, query = "") =>
    ok<RoommateMatchList>(await call("GET", `/v2/roommates/matches${query}`, who.token));
  const matchIds = async (who: Person, query = "") => (await matches(who, query)).items.map((m) => m.profileId);
  const requests = async (who: Person) =>
    ok<RoommateRequestLists>(await call("GET", "/v2/roommates/requests", who.token));
  const ask = (from: Person, profileId: number, headers: Record<string, string> = {}) =>
    call("POST", "/v2/roommates/contact-requests", from.token, { profileId }, headers);

  /** Every way `who` could be reached or named, as it would appear in JSON. */
  const traces = (who: Person) => [
    who.name,
    who.email,
    who.id,
    who.whatsapp.replace(/\D/g, ""),
    `+55${who.whatsapp.slice(1, 3)}`,
    who.whatsapp,
    "wa.me",
  ];
  const expectNoTrace = (text: string, who: Person) => {
    for (const trace of traces(who)) expect(text, `"${trace}" in ${text.slice(0, 200)}`).not.toContain(trace);
  };

  it("answers 401 without a live session, for every operation", async () => {
    for (const [method, path] of [
      ["GET", "/v2/roommates/profile"],
      ["PUT", "/v2/roommates/profile"],
      ["PUT", "/v2/roommates/profile/visibility"],
      ["DELETE", "/v2/roommates/profile"],
      ["GET", "/v2/roommates/matches"],
      ["GET", "/v2/roommates/matches/1/listings"],
      ["POST", "/v2/roommates/contact-requests"],
      ["POST", "/v2/roommates/contact-requests/1/accept"],
      ["POST", "/v2/roommates/contact-requests/1/decline"],
      ["GET", "/v2/roommates/requests"],
    ] as const) {
      const res = await call(method, path);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe("Bearer");
    }
  });

  describe("the questionnaire", () => {
    it("starts empty, saves, reads back and edits the caller's own answers", async () => {
      const ana = await person("Ana Souza");
      expect(await ok(await call("GET", "/v2/roommates/profile", ana.token))).toEqual({ profile: null });
      const { profile } = await save(ana, {});
      expect(profile).toMatchObject({
        ...ANSWERS,
        whatsapp: `+5521${ana.whatsapp.replace(/\D/g, "").slice(2)}`,
        id: expect.any(Number),
      });
      expect(await ok(await call("GET", "/v2/roommates/profile", ana.token))).toEqual({ profile });
      const edited = await save(ana, { budgetMax: 3000.5, interests: ["travel"], visible: false });
      expect(edited.profile).toMatchObject({
        id: profile?.id,
        budgetMax: 3000.5,
        interests: ["travel"],
        visible: false,
      });
      // Another account sees none of it as its own.
      expect(await ok(await call("GET", "/v2/roommates/profile", (await person("Bia")).token))).toEqual({
        profile: null,
      });
    });

    it("takes answers typed as an HTML form sends them", async () => {
      const ana = await person("Ana Form");
      const { profile } = await save(ana, {
        budgetMin: "1.200,00",
        cleanliness: "5",
        smoker: "false",
        visible: "on",
        languages: "es",
      } as never);
      expect(profile).toMatchObject({
        budgetMin: 1200,
        cleanliness: 5,
        smoker: false,
        visible: true,
        languages: ["es"],
      });
    });

    it("names each missing or wrong answer next to its field, in Portuguese by default and in English when asked", async () => {
      const ana = await person("Ana Erro");
      const empty = await call("PUT", "/v2/roommates/profile", ana.token, {});
      const pt = await ok<{ error: { code: string; message: string; fields: Record<string, string> } }>(empty, 400);
      expect(pt.error).toMatchObject({ code: "validation_failed", message: "Alguns campos estão inválidos" });
      expect(pt.error.fields).toMatchObject({
        budgetMin: ROOMMATE_MESSAGES["roommate.budget.required"].pt,
        moveDate: ROOMMATE_MESSAGES["roommate.moveDate.required"].pt,
        cleanliness: ROOMMATE_MESSAGES["roommate.scale.required"].pt,
        languages: ROOMMATE_MESSAGES["roommate.languages.required"].pt,
        whatsapp: ROOMMATE_MESSAGES["roommate.contact.required"].pt,
      });
      const en = await ok<{ error: { message: string; fields: Record<string, string> } }>(
        await call("PUT", "/v2/roommates/profile?lang=en", ana.token, { ...ANSWERS, cleanliness: 9, whatsapp: "123" }),
        400,
      );
      expect(en.error).toEqual({
        code: "validation_failed",
        message: "Some fields are invalid",
        fields: {
          cleanliness: ROOMMATE_MESSAGES["roommate.scale.required"].en,
          whatsapp: ROOMMATE_MESSAGES["roommate.contact.invalid"].en,
        },
      });
      const reversed = await call(
        "PUT",
        "/v2/roommates/profile",
        ana.token,
        { ...ANSWERS, budgetMin: 3000 },
        {
          "accept-language": "en",
        },
      );
      expect((await ok<{ error: { fields: Record<string, string> } }>(reversed, 400)).error.fields).toEqual({
        budgetMax: ROOMMATE_MESSAGES["roommate.budget.order"].en,
      });
      expect(await ok(await call("GET", "/v2/roommates/profile", ana.token))).toEqual({ profile: null });
    });

    it("refuses a move date before today in São Paulo, and takes today", async () => {
      const ana = await person("Ana Data");
      // 02:00 UTC on the 24th is still the 23rd in São Paulo.
      const saved = clock;
      clock = new Date("2026-11-24T02:00:00Z");
      try {
        const res = await call(
          "PUT",
          "/v2/roommates/profile",
          ana.token,
          { ...ANSWERS, moveDate: "2026-11-22" },
          {
            "accept-language": "en-GB,en;q=0.9",
          },
        );
        expect((await ok<{ error: { fields: Record<string, string> } }>(res, 400)).error.fields).toEqual({
          moveDate: ROOMMATE_MESSAGES["roommate.moveDate.past"].en,
        });
        expect((await save(ana, { moveDate: "2026-11-23" })).profile?.moveDate).toBe("2026-11-23");
      } finally {
        clock = saved;
      }
    });
  });

  describe("matches", () => {
    it("asks for the questionnaire first (409), in the caller's language", async () => {
      const nobody = await person("Sem Perfil");
      for (const [lang, text] of [
        ["pt", ROOMMATE_MESSAGES["roommate.profile.missing"].pt],
        ["en", ROOMMATE_MESSAGES["roommate.profile.missing"].en],
      ]) {
        const res = await call("GET", `/v2/roommates/matches?lang=${lang}`, nobody.token);
        expect(await ok(res, 409)).toEqual({ error: { code: "conflict", message: text } });
      }
      expect(
        (await ok<{ error: unknown }>(await call("GET", "/v2/roommates/matches/1/listings", nobody.token), 409)).error,
      ).toMatchObject({ code: "conflict" });
      expect(await requests(nobody)).toEqual({ received: [], sent: [] });
    });

    it("lists visible compatible people best first (newest on a tie), never the hidden or the excluded", async () => {
      const city = { universities: ["fgv"], neighbourhoods: ["Bela Vista"] };
      const me = await person("Carla Centro", city);
      const twin = await person("Twin Um", city);
      const twinNewer = await person("Twin Dois", city);
      const close = await person("Perto", { ...city, cleanliness: 3, rhythm: "flexible" });
      const far = await person("Longe", { ...city, cleanliness: 1, rhythm: "late", noiseTolerance: 5 });
      const hidden = await person("Escondida", { ...city, visible: false });
      const smoker = await person("Fuma", { ...city, smoker: true, acceptsSmokers: true });
      const rich = await person("Rica", { ...city, budgetMin: 6000, budgetMax: 9000 });
      const later = await person("Depois", { ...city, moveDate: "2027-06-01" });
      const onlyMen = await person("Só Homens", { ...city, gender: "male", genderPreference: "male" });
      const ids = async (...people: Person[]) => Promise.all(people.map(profileIdOf));
      const [twinId, twinNewerId, closeId, farId] = await ids(twin, twinNewer, close, far);
      const excluded = await ids(hidden, smoker, rich, later, onlyMen, me);

      const list = await matches(me, "?university=fgv");
      expect(list.items.map((m) => m.profileId)).toEqual([twinNewerId, twinId, closeId, farId]);
      expect(list).toMatchObject({ page: 1, pageSize: 20, total: 4, totalPages: 1 });
      for (const id of excluded) expect(list.items.map((m) => m.profileId)).not.toContain(id);
      const [best, , , worst] = list.items as RoommateMatch[];
      expect(best?.score).toBe(100);
      expect(best?.factors.map((f) => f.factor)).toContain("cleanliness");
      expect(best?.factors.reduce((sum, f) => sum + f.weight, 0)).toBe(100);
      expect(worst?.score).toBeLessThan(list.items[2]?.score ?? 0);
      expect(best).toMatchObject({ budgetMin: 1500, budgetMax: 2500, rhythm: "early", request: null, contact: null });

      // Pages of two.
      const second = await matches(me, "?university=fgv&pageSize=2&page=2");
      expect(second.items.map((m) => m.profileId)).toEqual([closeId, farId]);
      expect(second).toMatchObject({ page: 2, pageSize: 2, total: 4, totalPages: 2 });
    });

    it("filters by university, maximum budget and move date, blank filters meaning any", async () => {
      const me = await person("Filtra", { universities: ["mackenzie", "puc-sp"], budgetMax: 4000 });
      const mack = await person("Mack", { universities: ["mackenzie"], budgetMin: 1000, moveDate: "2027-01-20" });
      const puc = await person("Puc", { universities: ["puc-sp"], budgetMin: 3000, budgetMax: 4000 });
      const [mackId, pucId] = await Promise.all([profileIdOf(mack), profileIdOf(puc)]);
      const both = (ids: number[]) => ids.filter((id) => id === mackId || id === pucId).sort();
      expect(both(await matchIds(me, "?university=&maxBudget=&moveBefore="))).toEqual([mackId, pucId].sort());
      expect(both(await matchIds(me, "?university=puc-sp"))).toEqual([pucId]);
      expect(both(await matchIds(me, "?maxBudget=2000"))).toEqual([mackId]);
      expect(both(await matchIds(me, "?moveBefore=2027-01-25"))).toEqual([mackId]);
      expect(both(await matchIds(me, "?university=mackenzie&maxBudget=2000&moveBefore=2027-01-19"))).toEqual([]);
      const bad = await call("GET", "/v2/roommates/matches?moveBefore=amanhã&lang=en", me.token);
      expect((await ok<{ error: { fields: Record<string, string> } }>(bad, 400)).error.fields).toEqual({
        moveBefore: ROOMMATE_MESSAGES["roommate.value.invalid"].en,
      });
    });

    it("takes a hidden or deleted profile off every list at once, and back when shown again", async () => {
      const uni = { universities: ["espm"] };
      const me = await person("Eu Mesma", uni);
      const other = await person("Outra Pessoa", uni);
      const otherId = await profileIdOf(other);
      expect(await matchIds(me, "?university=espm")).toEqual([otherId]);
      expect((await ok<{ id: number }>(await ask(me, otherId), 201)).id).toBeGreaterThan(0);
      expect((await requests(other)).received.map((m) => m.profileId)).toEqual([await profileIdOf(me)]);

      const hidden = await ok<RoommateProfileAnswer>(
        await call("PUT", "/v2/roommates/profile/visibility", other.token, { visible: false }),
      );
      expect(hidden.profile?.visible).toBe(false);
      expect(await matchIds(me, "?university=espm")).toEqual([]);
      expect((await requests(me)).sent).toEqual([]);
      expect(
        (await ok(await call("GET", `/v2/roommates/matches/${otherId}/listings`, me.token), 404)) as unknown,
      ).toMatchObject({ error: { code: "not_found" } });

      await ok(await call("PUT", "/v2/roommates/profile/visibility", other.token, { visible: true }));
      expect(await matchIds(me, "?university=espm")).toEqual([otherId]);
      expect((await requests(me)).sent.map((m) => m.profileId)).toEqual([otherId]);

      expect((await call("DELETE", "/v2/roommates/profile", other.token)).status).toBe(204);
      expect(await matchIds(me, "?university=espm")).toEqual([]);
      expect(await requests(me)).toEqual({ received: [], sent: [] });
      const left = await t.handle.db
        .select()
        .from(roommateContactRequests)
        .where(or(eq(roommateContactRequests.fromUserId, other.id), eq(roommateContactRequests.toUserId, other.id)));
      expect(left).toEqual([]);
      expect(await t.handle.db.select().from(roommateProfiles).where(eq(roommateProfiles.userId, other.id))).toEqual(
        [],
      );
      // Deleting again is fine; hiding what is gone is a 409.
      expect((await call("DELETE", "/v2/roommates/profile", other.token)).status).toBe(204);
      const gone = await call("PUT", "/v2/roommates/profile/visibility?lang=en", other.token, { visible: true });
      expect(await ok(gone, 409)).toEqual({
        error: { code: "conflict", message: ROOMMATE_MESSAGES["roommate.profile.missing"].en },
      });
    });
  });

  describe("contact on both sides' consent", () => {
    it("shows nothing personal of either side before acceptance, and both contacts after", async () => {
      const uni = { universities: ["faap"] };
      const ana = await person("Ana Consentimento", uni);
      const bruno = await person("Bruno Consentimento", { ...uni, gender: "male" });
      const [anaId, brunoId] = await Promise.all([profileIdOf(ana), profileIdOf(bruno)]);

      // Every answer either of them gets before acceptance, read as raw text.
      const rawAnswers = async () => [
        await (await call("GET", "/v2/roommates/matches?university=faap", ana.token)).text(),
        await (await call("GET", "/v2/roommates/matches?university=faap", bruno.token)).text(),
        await (await call("GET", "/v2/roommates/requests", ana.token)).text(),
        await (await call("GET", "/v2/roommates/requests", bruno.token)).text(),
      ];
      const before = await rawAnswers();
      for (const text of before.slice(0, 2)) expect(text).toContain('"profileId"');
      for (const text of before) {
        expectNoTrace(text, bruno);
        expectNoTrace(text, ana);
      }

      const asked = await ask(ana, brunoId);
      const askedText = await asked.clone().text();
      const request = await ok<{ id: number; status: string }>(asked, 201);
      expect(request.status).toBe("pending");
      expectNoTrace(askedText, bruno);
      for (const text of await rawAnswers()) {
        expectNoTrace(text, ana);
        expectNoTrace(text, bruno);
      }
      expect((await requests(bruno)).received).toMatchObject([
        { profileId: anaId, request: { direction: "received", status: "pending", id: request.id }, contact: null },
      ]);
      expect((await requests(ana)).sent).toMatchObject([
        { profileId: brunoId, request: { direction: "sent", status: "pending", id: request.id }, contact: null },
      ]);

      // Only the person asked may answer: the one who asked and anyone else get 404.
      const carla = await person("Carla Curiosa", uni);
      for (const who of [ana, carla]) {
        for (const answer of ["accept", "decline"]) {
          const res = await call("POST", `/v2/roommates/contact-requests/${request.id}/${answer}?lang=en`, who.token);
          expect(await ok(res, 404)).toEqual({
            error: { code: "not_found", message: ROOMMATE_MESSAGES["roommate.request.notFound"].en },
          });
        }
      }
      for (const text of await rawAnswers()) expectNoTrace(text, ana);

      const accepted = await call("POST", `/v2/roommates/contact-requests/${request.id}/accept`, bruno.token);
      expect(await ok(accepted)).toEqual({ id: request.id, status: "accepted" });

      const anaSees = (await matches(ana, "?university=faap")).items.find((m) => m.profileId === brunoId);
      expect(anaSees?.contact).toEqual({
        name: bruno.name,
        email: bruno.email,
        whatsappLink: `https://wa.me/5521${bruno.whatsapp.replace(/\D/g, "").slice(2)}`,
      });
      expect(anaSees?.request).toEqual({ direction: "sent", status: "accepted", id: request.id });
      const brunoSees = (await requests(bruno)).received[0];
      expect(brunoSees?.contact).toEqual({
        name: ana.name,
        email: ana.email,
        whatsappLink: `https://wa.me/5521${ana.whatsapp.replace(/\D/g, "").slice(2)}`,
      });
      // A third person who matches both still sees neither.
      const carlaText = await (await call("GET", "/v2/roommates/matches?university=faap", carla.token)).text();
      expect(carlaText).toContain(`"profileId":${anaId}`);
      expectNoTrace(carlaText, ana);
      expectNoTrace(carlaText, bruno);
    });

    it("a declined request keeps the contact hidden", async () => {
      const uni = { universities: ["casper-libero"] };
      const ana = await person("Ana Recusa", uni);
      const bruno = await person("Bruno Recusa", uni);
      const request = await ok<{ id: number }>(await ask(ana, await profileIdOf(bruno)), 201);
      expect(await ok(await call("POST", `/v2/roommates/contact-requests/${request.id}/decline`, bruno.token))).toEqual(
        { id: request.id, status: "declined" },
      );
      const text = await (await call("GET", "/v2/roommates/requests", ana.token)).text();
      expect(text).toContain('"status":"declined"');
      expectNoTrace(text, bruno);
      expectNoTrace(await (await call("GET", "/v2/roommates/requests", bruno.token)).text(), ana);
    });

    it("refuses to ask without a profile, while hidden, oneself, someone not a match, or twice either way", async () => {
      const uni = { universities: ["insper"] };
      const ana = await person("Ana Pede", uni);
      const bruno = await person("Bruno Pede", uni);
      const hidden = await person("Oculta", { ...uni, visible: false });
      const smoker = await person("Fumante", { ...uni, smoker: true, acceptsSmokers: true });
      const nobody = await person("Ninguém");
      const [anaId, brunoId, hiddenId, smokerId] = await Promise.all([
        profileIdOf(ana),
        profileIdOf(bruno),
        profileIdOf(hidden),
        profileIdOf(smoker),
      ]);
      const refused = async (res: Response, key: keyof typeof ROOMMATE_MESSAGES, lang: "pt" | "en" = "pt") =>
        expect(await ok(res, 409)).toEqual({ error: { code: "conflict", message: ROOMMATE_MESSAGES[key][lang] } });

      await refused(await ask(nobody, brunoId), "roommate.profile.missing");
      await refused(await ask(hidden, brunoId, { "accept-language": "en" }), "roommate.profile.hidden", "en");
      await refused(await ask(ana, anaId), "roommate.request.self");
      await refused(await ask(ana, hiddenId), "roommate.request.notAMatch");
      await refused(await ask(ana, smokerId, { "accept-language": "en" }), "roommate.request.notAMatch", "en");
      await refused(await ask(ana, 987_654), "roommate.request.notAMatch");
      await ok(await ask(ana, brunoId), 201);
      await refused(await ask(ana, brunoId), "roommate.request.exists");
      await refused(await ask(bruno, anaId, { "accept-language": "en" }), "roommate.request.exists", "en");
      const bad = await call("POST", "/v2/roommates/contact-requests?lang=en", ana.token, { profileId: "x" });
      expect((await ok<{ error: { fields: Record<string, string> } }>(bad, 400)).error.fields).toEqual({
        profileId: ROOMMATE_MESSAGES["roommate.value.invalid"].en,
      });
    });
  });

  describe("homes suggested for a pair", () => {
    it("are published whole apartments with room for both, near their universities, within both budgets, cheapest first", async () => {
      const uni = { universities: ["usp-butanta"], budgetMin: 1500, budgetMax: 3000 };
      const ana = await person("Ana Casa", uni);
      const bruno = await person("Bruno Casa", { ...uni, universities: ["fgv"], budgetMax: 2500 });
      const brunoId = await profileIdOf(bruno);
      const { items } = await ok<{ items: PropertyListItem[] }>(
        await call("GET", `/v2/roommates/matches/${brunoId}/listings?lang=en`, ana.token),
      );
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(6);
      for (const home of items) {
        expect(home.purpose).toBe("rent");
        expect(home.priceScope).toBe("apartment");
        expect(home.vacancies).toBeGreaterThanOrEqual(2);
        expect(home.bedrooms).toBeGreaterThanOrEqual(2);
        expect(home.rentAmount).toBeLessThanOrEqual(5500);
        expect(home.nearbyUniversities.some((u) => u.slug === "usp-butanta" || u.slug === "fgv")).toBe(true);
      }
      const rents = items.map((home) => home.rentAmount);
      expect(rents).toEqual([...rents].sort((a, b) => a - b));
      // A tighter pair budget only ever narrows the homes, all of them cheaper.
      await save(bruno, { ...uni, universities: ["fgv"], budgetMax: 1500 });
      const tighter = await ok<{ items: PropertyListItem[] }>(
        await call("GET", `/v2/roommates/matches/${brunoId}/listings`, ana.token),
      );
      for (const home of tighter.items) expect(home.rentAmount).toBeLessThanOrEqual(4500);
      // Two budgets of R$ 300 together rent no apartment of the catalogue.
      await save(ana, { ...uni, budgetMin: 300, budgetMax: 300 });
      await save(bruno, { ...uni, universities: ["fgv"], budgetMin: 300, budgetMax: 300 });
      expect(
        await ok<{ items: PropertyListItem[] }>(
          await call("GET", `/v2/roommates/matches/${brunoId}/listings`, ana.token),
        ),
      ).toEqual({ items: [] });
    });

    it("fall back to the pair's neighbourhoods when neither named a university", async () => {
      const place = { universities: [], neighbourhoods: ["Pinheiros", "Bela Vista"], budgetMax: 6000 };
      const ana = await person("Ana Bairro", place);
      const bruno = await person("Bruno Bairro", place);
      const { items } = await ok<{ items: PropertyListItem[] }>(
        await call("GET", `/v2/roommates/matches/${await profileIdOf(bruno)}/listings`, ana.token),
      );
      expect(items.length).toBeGreaterThan(0);
      for (const home of items) expect(["Pinheiros", "Bela Vista"]).toContain(home.address.neighbourhood);
    });

    it("are a 404 for a profile that is not a match, or one's own", async () => {
      const ana = await person("Ana Nada", { universities: ["puc-sp"] });
      const smoker = await person("Fuma Nada", { universities: ["puc-sp"], smoker: true });
      for (const id of [await profileIdOf(smoker), await profileIdOf(ana), 987_654]) {
        const res = await call("GET", `/v2/roommates/matches/${id}/listings?lang=en`, ana.token);
        expect(await ok(res, 404)).toEqual({
          error: { code: "not_found", message: ROOMMATE_MESSAGES["roommate.request.notAMatch"].en },
        });
      }
    });
  });

  it("is described in the OpenAPI document, with the bearer scheme", async () => {
    const doc = (await (await t.api.request("/v2/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(Object.keys(doc.paths["/v2/roommates/profile"] ?? {}).sort()).toEqual(["delete", "get", "put"]);
    for (const path of [
      "/v2/roommates/profile/visibility",
      "/v2/roommates/matches",
      "/v2/roommates/matches/{profileId}/listings",
      "/v2/roommates/contact-requests",
      "/v2/roommates/contact-requests/{id}/accept",
      "/v2/roommates/contact-requests/{id}/decline",
      "/v2/roommates/requests",
    ]) {
      const ops = Object.values(doc.paths[path] ?? {});
      expect(ops.length, path).toBe(1);
      expect(ops[0]?.security, path).toEqual([{ bearerAuth: [] }]);
    }
  });
});
