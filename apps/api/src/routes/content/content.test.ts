import type { HomeContent, PressMention, Testimonial } from "@campuslar/domain/content/home-content";
import type { ApiErrorBody } from "@campuslar/domain/errors/api-error";
import { describe, expect, it } from "vitest";
import { ok } from "../../test/owner-listing-api.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { useTestApi } from "../../test/test-api.ts";

const clock = new Date("2026-11-22T12:00:00Z");

const MENTION = {
  outlet: "Jornal do Campus",
  headlinePt: "Plataforma ajuda intercambistas a achar moradia",
  url: "https://jornal.example.org/moradia",
  publishedOn: "2025-03-10",
};
const TESTIMONIAL = {
  firstName: "Lena",
  contextPt: "Intercambista da Alemanha, FGV",
  contextEn: "Exchange student from Germany, FGV",
  quotePt: "Achei um quarto perto da FGV em uma semana.",
  givenOn: "2025-08-01",
};

describe("/v2/content/home and /v2/admin/{press-mentions,testimonials}", () => {
  // Unseeded: a fresh install, where neither list holds anything.
  const t = useTestApi({ now: () => clock });
  const accounts = testAccounts(t, "content");
  const { signup, call } = accounts;
  const staff = async () => (await accounts.staff()).token;
  const home = async () => ok<HomeContent>(await t.api.request("/v2/content/home"));

  it("answers two empty lists on a fresh install", async () => {
    const res = await t.api.request("/v2/content/home");
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    expect(res.headers.get("etag")).toBeTruthy();
    expect(await res.json()).toEqual({ pressMentions: [], testimonials: [] });
  });

  it("lets staff add, publish, edit, unpublish and delete a press mention; the home shows only what is published", async () => {
    const token = await staff();
    const added = await ok<PressMention>(await call(token, "POST", "/v2/admin/press-mentions", MENTION), 201);
    expect(added).toMatchObject({ ...MENTION, headlineEn: null, published: false, position: 0, example: false });
    // Hidden until published.
    expect((await home()).pressMentions).toEqual([]);
    const listed = await ok<{ items: PressMention[] }>(await call(token, "GET", "/v2/admin/press-mentions"));
    expect(listed.items.map((m) => m.id)).toContain(added.id);

    await ok(await call(token, "PATCH", `/v2/admin/press-mentions/${added.id}`, { published: true }));
    expect((await home()).pressMentions).toEqual([{ ...added, published: true }]);

    // A change of one field keeps the others.
    const edited = await ok<PressMention>(
      await call(token, "PATCH", `/v2/admin/press-mentions/${added.id}`, {
        headlineEn: "Platform helps exchange students find a home",
      }),
    );
    expect(edited).toMatchObject({
      ...MENTION,
      published: true,
      headlineEn: "Platform helps exchange students find a home",
    });

    await ok(await call(token, "PATCH", `/v2/admin/press-mentions/${added.id}`, { published: false }));
    expect((await home()).pressMentions).toEqual([]);

    const gone = await call(token, "DELETE", `/v2/admin/press-mentions/${added.id}`);
    expect(gone.status).toBe(204);
    const again = await call(token, "DELETE", `/v2/admin/press-mentions/${added.id}`, undefined, "en");
    expect(again.status).toBe(404);
    expect(((await again.json()) as ApiErrorBody).error.message).toBe(
      "This item does not exist (it may have been deleted)",
    );
  });

  it("lets staff manage testimonials and orders the published ones by position, then newest first", async () => {
    const token = await staff();
    const create = async (body: object) =>
      ok<Testimonial>(await call(token, "POST", "/v2/admin/testimonials", { ...TESTIMONIAL, ...body }), 201);
    const older = await create({ firstName: "Ana", givenOn: "2024-05-01", published: true });
    const newer = await create({ firstName: "Bruno", givenOn: "2025-05-01", published: true });
    const first = await create({ firstName: "Carla", givenOn: "2023-05-01", published: true });
    await create({ firstName: "Draft" });
    await ok(await call(token, "PATCH", `/v2/admin/testimonials/${first.id}`, { position: 0 }));
    await ok(await call(token, "PATCH", `/v2/admin/testimonials/${older.id}`, { position: 1 }));
    await ok(await call(token, "PATCH", `/v2/admin/testimonials/${newer.id}`, { position: 1 }));
    const shown = (await home()).testimonials;
    expect(shown.map((q) => q.firstName)).toEqual(["Carla", "Bruno", "Ana"]);
    expect(shown[1]).toMatchObject({ contextEn: "Exchange student from Germany, FGV", quoteEn: null });

    const all = await ok<{ items: Testimonial[] }>(await call(token, "GET", "/v2/admin/testimonials"));
    expect(all.items.map((q) => q.firstName)).toContain("Draft");

    expect((await call(token, "DELETE", `/v2/admin/testimonials/${newer.id}`)).status).toBe(204);
    expect((await home()).testimonials.map((q) => q.firstName)).toEqual(["Carla", "Ana"]);
  });

  it("says what is wrong next to each field, in the reader's language, and stores nothing", async () => {
    const token = await staff();
    const res = await call(
      token,
      "POST",
      "/v2/admin/press-mentions",
      { outlet: " ", headlinePt: "x".repeat(201), url: "javascript:alert(1)", publishedOn: "2025-02-30" },
      "en",
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).error.fields).toEqual({
      outlet: "enter the publication's name",
      headlinePt: "the headline can have at most 200 characters",
      url: "enter the article's address, starting with https://",
      publishedOn: "enter a valid date",
    });

    const quote = await call(token, "POST", "/v2/admin/testimonials", {
      ...TESTIMONIAL,
      quotePt: "",
      givenOn: "2026-11-23",
    });
    expect(quote.status).toBe(400);
    expect(((await quote.json()) as ApiErrorBody).error.fields).toEqual({
      quotePt: "informe o que a pessoa disse, em português",
    });
    // A quote dated after today (São Paulo) is a typo.
    const future = await call(token, "POST", "/v2/admin/testimonials", { ...TESTIMONIAL, givenOn: "2026-11-23" });
    expect(future.status).toBe(400);
    expect(((await future.json()) as ApiErrorBody).error.fields).toEqual({
      givenOn: "a data não pode estar no futuro",
    });

    const all = await ok<{ items: Testimonial[] }>(await call(token, "GET", "/v2/admin/testimonials"));
    expect(all.items.filter((q) => q.givenOn === "2026-11-23")).toEqual([]);
  });

  it("refuses a visitor (401) and any logged-in user who is not staff (403), and changes nothing", async () => {
    const token = await staff();
    const mention = await ok<PressMention>(
      await call(token, "POST", "/v2/admin/press-mentions", { ...MENTION, published: true }),
      201,
    );
    const student = (await signup("Estudante")).token;
    const calls: [string, string, unknown?][] = [
      ["GET", "/v2/admin/press-mentions"],
      ["POST", "/v2/admin/press-mentions", MENTION],
      ["PATCH", `/v2/admin/press-mentions/${mention.id}`, { published: false }],
      ["DELETE", `/v2/admin/press-mentions/${mention.id}`],
      ["GET", "/v2/admin/testimonials"],
      ["POST", "/v2/admin/testimonials", TESTIMONIAL],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(undefined, method, path, body)).status, `${method} ${path} as visitor`).toBe(401);
      expect((await call(student, method, path, body)).status, `${method} ${path} as student`).toBe(403);
    }
    expect((await home()).pressMentions.map((m) => m.id)).toContain(mention.id);
  });
});
