import { type PropertyTermItem, PropertyTermListSchema } from "@campuslar/domain/property/property-term-dto";
import { normalizeSearchText } from "@campuslar/domain/search/normalize";
import { hasInvalidText } from "@campuslar/domain/text/valid-text";
import { and, asc, eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { properties } from "../../db/schema/index.ts";
import { correctionsFor } from "../../services/catalogue/property-term.ts";
import { formToColumns } from "../../services/owner-listings/listing-columns.ts";
import { useTestApi } from "../../test/test-api.ts";

const address = (item: PropertyTermItem) =>
  normalizeSearchText([item.address.street, item.address.neighbourhood].join(" "));

describe("GET /v2/properties/term", () => {
  const t = useTestApi({ seeded: true });

  async function term(q: string | null, init?: RequestInit & { lang?: string }) {
    const params = new URLSearchParams();
    if (q !== null) params.set("q", q);
    if (init?.lang) params.set("lang", init.lang);
    const res = await t.api.request(`/v2/properties/term?${params}`, init);
    expect(res.status).toBe(200);
    return PropertyTermListSchema.parse(await res.json()).items;
  }

  const publishedWhere = (where: ReturnType<typeof eq>) =>
    t.handle.db
      .select()
      .from(properties)
      .where(and(eq(properties.status, "published"), where))
      .orderBy(asc(properties.id));

  it("answers empty groups, not an error, under four characters or without q", async () => {
    const empty = { items: [], universities: [], neighbourhoods: [] };
    for (const q of ["", "p", "pin", "  pin  ", "São", "SP1", "USP", "abc"]) {
      const res = await t.api.request(`/v2/properties/term?${new URLSearchParams({ q })}`);
      expect(await res.json(), q).toEqual(empty);
    }
    expect(await (await t.api.request("/v2/properties/term")).json()).toEqual(empty);
    expect((await term("pinh")).length).toBeGreaterThan(0);
    // Four characters that normalise to three ("abc.") are searched; "abc" alone never is.
    const res = await t.api.request("/v2/properties/term?q=usp.");
    expect(PropertyTermListSchema.parse(await res.json()).universities.length).toBeGreaterThan(0);
    expect(await (await t.api.request("/v2/properties/term?q=usp")).json()).toEqual(empty);
  });

  it("ignores accents and case: consolacao finds listings in Consolação", async () => {
    const items = await term("consolacao");
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(address(item)).toContain("consolacao");
    expect(items.some((i) => i.address.neighbourhood === "Consolação")).toBe(true);
    expect(await term("CONSOLAÇÃO")).toEqual(items);
  });

  it("forgives typing errors: pinheros finds Pinheiros", async () => {
    const items = await term("pinheros");
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(address(item)).toContain("pinheiros");
    for (const [q, place] of [
      ["consolasao", "consolacao"],
      ["pinheirso", "pinheiros"],
      ["bela vsta", "bela vista"],
      ["higienopolis", "higienopolis"],
      ["vila marina", "vila mariana"],
    ] as const) {
      const found = await term(q);
      expect(found.length, q).toBeGreaterThan(0);
      for (const item of found) expect(address(item), q).toContain(place);
    }
  });

  it("forgives a typing error in any street of the catalogue", async () => {
    const streets = await t.handle.db
      .selectDistinct({ street: properties.street })
      .from(properties)
      .where(eq(properties.status, "published"));
    // The longest word of each street, one letter dropped from its middle: "augusta" -> "augsta".
    const names = streets
      .map((s) => normalizeSearchText(s.street).split(" "))
      .map((words) => words.reduce((a, b) => (b.length > a.length ? b : a)))
      .filter((word) => word.length >= 6);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      const middle = Math.floor(name.length / 2);
      const typo = name.slice(0, middle) + name.slice(middle + 1);
      const found = await term(typo);
      expect(found.length, typo).toBeGreaterThan(0);
      // "amaor" is one letter from "amador" and from "amaro": either may come first.
      expect(
        found.some((item) => address(item).includes(name)),
        typo,
      ).toBe(true);
    }
  });

  it("finds words in any order, and puts the exact phrase before looser matches", async () => {
    const items = await term("mariana vila");
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(address(item)).toContain("vila mariana");
  });

  it("finds a street however its type is written: R., rua, Av., Al. meet Rua, Avenida, Alameda", async () => {
    const streets = await t.handle.db
      .selectDistinct({ street: properties.street })
      .from(properties)
      .where(eq(properties.status, "published"));
    const short = { Rua: ["R.", "rua", "r"], Avenida: ["Av.", "av"], Alameda: ["Al.", "al."] } as const;
    for (const [type, writings] of Object.entries(short)) {
      // One street of each type the catalogue has homes on, written short: "R. Augusta".
      const full = streets.map((s) => s.street).find((street) => street.startsWith(`${type} `));
      if (!full) throw new Error(`no published listing on a street called ${type}`);
      const name = full.slice(type.length + 1);
      const expected = await term(full);
      expect(expected[0]?.address.street, full).toBe(full);
      for (const written of writings) expect(await term(`${written} ${name}`), `${written} ${name}`).toEqual(expected);
    }
    expect(await term("Av. Paulista")).toEqual(await term("Avenida Paulista"));
    expect(await term("R. Augusta")).toEqual(await term("Rua Augusta"));
  });

  it("answers no homes for a street none stands on, however it is written", async () => {
    for (const q of ["Rua Xyzzyq Wvut", "R. Xyzzyq Wvut", "Av. Qwertyuiop"]) expect(await term(q), q).toEqual([]);
  });

  it("stores an owner's abbreviated street spelled out, so the full name finds it", () => {
    const columns = formToColumns({ street: "R. Augusta", neighbourhood: "Consolação", title: "Quarto" }, "SP99999");
    expect(columns.searchText).toMatch(/^rua augusta consolacao /);
    expect(columns.street).toBe("R. Augusta");
  });

  it("answers nothing to nonsense", async () => {
    for (const q of ["xyzzyq", "qwertyuiop", "zzzz", "lorem ipsum dolor", "%%%%", "____", "    "]) {
      expect(await term(q), q).toEqual([]);
    }
  });

  it("puts the listing whose code was typed first", async () => {
    const [listing] = await publishedWhere(eq(properties.purpose, "rent")).limit(1);
    if (!listing) throw new Error("the demo catalogue has rent listings");
    for (const q of [listing.code, listing.code.toLowerCase(), ` ${listing.code} `]) {
      const items = await term(q);
      expect(items[0]?.code, q).toBe(listing.code);
    }
    // A code also appears inside longer ones (SP1001 in SP10010 ... SP10019): all found, exact first.
    const prefix = listing.code.slice(0, -1);
    const items = await term(prefix);
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) expect(item.code.startsWith(prefix)).toBe(true);
  });

  it("answers at most ten matches, with the address the web builds its label from", async () => {
    const items = await term("sao paulo");
    expect(items).toHaveLength(10);
    for (const item of items) {
      expect(item.address).toEqual({
        street: expect.any(String),
        neighbourhood: expect.any(String),
        city: "São Paulo",
        state: "SP",
      });
      expect(["rent", "sale"]).toContain(item.purpose);
    }
    expect(new Set(items.map((i) => i.code)).size).toBe(10);
  });

  it("ranks the whole query before its words apart, and the address before the titles", async () => {
    // Oldest first, so that the more recently published, which would otherwise come first,
    // are always the weaker matches.
    const listings = await t.handle.db
      .select()
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent")))
      .orderBy(asc(properties.publishedAt))
      .limit(3);
    const [onStreet, mentions, wordsApart] = listings;
    if (!onStreet || !mentions || !wordsApart) throw new Error("the demo catalogue has rent listings");
    const searchText = (p: typeof onStreet) =>
      normalizeSearchText([p.street, p.neighbourhood, p.city, p.titlePt, p.titleEn, p.code].join(" "));
    const save = (p: typeof onStreet) =>
      t.handle.db
        .update(properties)
        .set({ street: p.street, titlePt: p.titlePt, searchText: searchText(p) })
        .where(eq(properties.id, p.id));
    await Promise.all([
      save({ ...onStreet, street: "Rua das Quixabeiras" }),
      save({ ...mentions, titlePt: "Quarto a uma quadra da Rua das Quixabeiras" }),
      save({ ...wordsApart, titlePt: "Quixabeiras em flor: quarto das artes" }),
    ]);
    try {
      const codes = async (q: string) => (await term(q)).map((i) => i.code);
      expect(await codes("das quixabeiras")).toEqual([onStreet.code, mentions.code, wordsApart.code]);
      expect(await codes("quixabeiras")).toEqual([onStreet.code, wordsApart.code, mentions.code]);
    } finally {
      await Promise.all(listings.map(save));
    }
  });

  it("gives the title in the asked language", async () => {
    const items = await term("pinheiros");
    const rows = await publishedWhere(
      inArray(
        properties.code,
        items.map((i) => i.code),
      ),
    );
    const byCode = new Map(rows.map((r) => [r.code, r]));
    for (const item of items) expect(item.title).toBe(byCode.get(item.code)?.titlePt);

    const inEnglish = [
      await term("pinheiros", { lang: "en" }),
      await term("pinheiros", { headers: { "Accept-Language": "en-GB,en;q=0.9,pt;q=0.5" } }),
    ];
    for (const english of inEnglish) {
      expect(english.map((i) => i.code)).toEqual(items.map((i) => i.code));
      for (const item of english) expect(item.title).toBe(byCode.get(item.code)?.titleEn);
    }
    const res = await t.api.request("/v2/properties/term?q=pinheiros&lang=pt", {
      headers: { "Accept-Language": "en" },
    });
    expect(PropertyTermListSchema.parse(await res.json()).items).toEqual(items);
    expect(res.headers.get("vary")).toMatch(/accept-language/i);
  });

  it("never shows draft or archived listings", async () => {
    const [draft, archived] = await publishedWhere(eq(properties.neighbourhood, "Pinheiros")).limit(2);
    if (!draft || !archived) throw new Error("the demo catalogue has listings in Pinheiros");
    expect((await term(draft.code))[0]?.code).toBe(draft.code);
    await t.handle.db.update(properties).set({ status: "draft" }).where(eq(properties.id, draft.id));
    await t.handle.db.update(properties).set({ status: "archived" }).where(eq(properties.id, archived.id));
    try {
      for (const q of [draft.code, archived.code, "pinheiros", "pinheros", draft.street, archived.titlePt]) {
        const codes = (await term(q)).map((i) => i.code);
        expect(codes, q).not.toContain(draft.code);
        expect(codes, q).not.toContain(archived.code);
      }
    } finally {
      await t.handle.db
        .update(properties)
        .set({ status: "published" })
        .where(inArray(properties.id, [draft.id, archived.id]));
    }
  });

  it("can be cached, and answers 304 to a matching If-None-Match", async () => {
    const res = await t.api.request("/v2/properties/term?q=pinheiros");
    expect(res.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const tag = res.headers.get("etag") ?? "";
    expect(tag).toBeTruthy();
    const again = await t.api.request("/v2/properties/term?q=pinheiros", { headers: { "If-None-Match": tag } });
    expect(again.status).toBe(304);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await (await t.api.request("/v2/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain("/v2/properties/term");
  });

  it("never answers 5xx and never more than ten items, whatever is typed", async () => {
    const awkward = fc.constantFrom("%", "_", "'", '"', "\\", "\\%", "%_", "''", "--", ";", "\u0000", "ç", "ã", " ");
    const typed = fc.oneof(
      fc.string({ unit: "binary", maxLength: 40 }),
      fc
        .array(fc.oneof(awkward, fc.string({ unit: "grapheme", maxLength: 6 })), { maxLength: 12 })
        .map((p) => p.join("")),
      fc.string({ unit: "grapheme-ascii", minLength: 200, maxLength: 3000 }),
      fc.constantFrom("pinheiros", "consolacao", "sao paulo", "rua augusta", "SP10001"),
    );
    await fc.assert(
      fc.asyncProperty(typed, fc.string({ maxLength: 60 }), async (q, raw) => {
        const res = await t.api.request(`/v2/properties/term?${new URLSearchParams({ q })}`);
        if (hasInvalidText(q)) {
          // NUL or a lone surrogate: refused at the edge, naming the parameter (issue 17).
          expect(res.status).toBe(400);
          expect(await res.json()).toMatchObject({
            error: { code: "validation_failed", fields: { q: expect.any(String) } },
          });
        } else {
          expect(res.status).toBe(200);
          const { items } = PropertyTermListSchema.parse(await res.json());
          expect(items.length).toBeLessThanOrEqual(10);
        }
        const rawRes = await t.api.request(`/v2/properties/term?${raw}`);
        expect(rawRes.status).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });
});

// The typing errors a word may have (typoDistance, allowedTypos) are the domain's rule,
// tested in packages/domain/src/search/place-match.test.ts.
describe("typo corrections", () => {
  it("suggests the closest known words, and beginnings of them for the word being typed", () => {
    const vocabulary = ["pinheiros", "paulista", "paulo", "augusta", "vista"];
    expect(correctionsFor("pinheros", vocabulary, false)).toEqual([{ text: "pinheiros", typos: 1 }]);
    expect(correctionsFor("pinhwi", vocabulary, false)).toEqual([]);
    expect(correctionsFor("pinhwi", vocabulary, true)).toEqual([{ text: "pinhei", typos: 1 }]);
    expect(correctionsFor("xyzzyq", vocabulary, true)).toEqual([]);
    expect(correctionsFor("vis", vocabulary, true)).toEqual([]);
    // "paulista" holds "paulis", already a correction of the half-typed word.
    expect(correctionsFor("paulsi", vocabulary, true)).toEqual([{ text: "paulis", typos: 1 }]);
  });
});
