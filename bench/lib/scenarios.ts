import type { PropertyList } from "@campuslar/domain/property/property-dto";
import type { UniversityList } from "@campuslar/domain/university/university-dto";
import { seededRandom } from "./stats.ts";

export type ScenarioName = "search" | "term" | "detail";

/**
 * One kind of traffic: the distinct paths it requests and how the next one is chosen. Search
 * and term rotate through their paths, as many people typing different things would; detail
 * picks codes at random, so no one listing stays hot in a cache.
 */
export type Scenario = {
  name: ScenarioName;
  route: string;
  /** The p95 target against PostgreSQL. */
  targetP95Ms: number;
  paths: string[];
  pick: "rotate" | "random";
};

/** A fresh chooser over indexes of `scenario.paths`; the HTTP and the SQL runs each take one. */
export function chooser(scenario: Scenario): () => number {
  const n = scenario.paths.length;
  if (scenario.pick === "random") {
    const random = seededRandom(0xca4b05);
    return () => Math.floor(random() * n);
  }
  let i = 0;
  return () => i++ % n;
}

/** What a visitor of the search page asks for: the question first, then everyday ones. */
const NAMED_SEARCHES = [
  // "Which furnished two-bedroom places under R$ 3.000 are near Mackenzie, cheapest first."
  "furnished=true&bedrooms=2&maxPrice=3000&university=mackenzie&order=price_asc",
  "",
  "page=2",
  "page=5",
  "lang=en",
  "purpose=sale",
  "purpose=sale&order=price_desc&bedrooms=3",
  "purpose=sale&neighbourhood=Vila%20Mariana&order=price_asc",
  "neighbourhood=Pinheiros",
  "neighbourhood=Consola%C3%A7%C3%A3o&order=price_asc",
  "neighbourhood=Bela%20Vista&furnished=true&page=2",
  "type=coliving&maxPrice=2000",
  "type=residencia_estudantil&order=price_asc",
  "type=apartamento&bedrooms=4&order=price_desc",
  "minPrice=1500&maxPrice=2500&bedrooms=1&order=price_asc",
  "maxPrice=1800&furnished=true&lang=en",
  "pets=true&hasAirConditioning=true",
  "hasWashingMachine=true&hasLift=true&order=price_asc",
  "hasGym=true&hasPool=true&neighbourhood=Moema",
  "bedrooms=1&furnished=true&pageSize=24",
  "q=metro",
  "q=vila%20madalena&order=price_asc",
];

/** Orders and filters cycled over the universities, so every university page is asked for. */
const PER_UNIVERSITY = ["order=distance", "", "order=price_asc&furnished=true", "order=distance&type=coliving"];

export function searchScenario(universitySlugs: string[]): Scenario {
  const perUniversity = universitySlugs.map((slug, i) =>
    [`university=${slug}`, PER_UNIVERSITY[i % PER_UNIVERSITY.length]].filter(Boolean).join("&"),
  );
  return {
    name: "search",
    route: "GET /v2/properties",
    targetP95Ms: 25,
    paths: [...NAMED_SEARCHES, ...perUniversity].map((query) => (query ? `/v2/properties?${query}` : "/v2/properties")),
    pick: "rotate",
  };
}

/**
 * What people type in the search box, four characters or more (fewer answer an empty list
 * without touching the database): neighbourhoods and streets with and without accents, in
 * any case, half-typed words, a typo, a listing code.
 */
const TERMS = [
  "pinheiros",
  "pinheros",
  "Pinh",
  "consolacao",
  "Consolação",
  "vila mariana",
  "Vila Madalena",
  "vila mad",
  "butanta",
  "Butantã",
  "higienopolis",
  "liberdade",
  "perdizes",
  "paraiso",
  "Teodoro Sampaio",
  "teodoro",
  "Rua Augusta",
  "frei caneca",
  "Domingos de Morais",
  "maria antonia",
  "itaim bibi",
  "sao paulo",
  "SP10042",
  "sp1004",
];

export function termScenario(): Scenario {
  return {
    name: "term",
    route: "GET /v2/properties/term",
    targetP95Ms: 10,
    paths: TERMS.map((q) => `/v2/properties/term?q=${encodeURIComponent(q)}`),
    pick: "rotate",
  };
}

export function detailScenario(codes: string[]): Scenario {
  return {
    name: "detail",
    route: "GET /v2/properties/{code}",
    targetP95Ms: 5,
    // Every third reader is on the English site.
    paths: codes.map((code, i) => `/v2/properties/${code}${i % 3 === 2 ? "?lang=en" : ""}`),
    pick: "random",
  };
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}

export async function universitySlugs(baseUrl: string): Promise<string[]> {
  const list = await getJson<UniversityList>(`${baseUrl}/v2/properties/universities`);
  return list.items.map((u) => u.slug);
}

/**
 * Codes of published listings, read from list pages spread over the whole catalogue (old
 * and new listings, rent and sale), so every detail request finds its listing.
 */
export async function publishedCodes(baseUrl: string, rentPages = 10, salePages = 2): Promise<string[]> {
  const codes = new Set<string>();
  for (const [purpose, pages] of [
    ["rent", rentPages],
    ["sale", salePages],
  ] as const) {
    const list = (page: number) =>
      getJson<PropertyList>(`${baseUrl}/v2/properties?purpose=${purpose}&pageSize=50&page=${page}`);
    const first = await list(1);
    for (const item of first.items) codes.add(item.code);
    const last = first.totalPages;
    for (let k = 1; k < Math.min(pages, last); k++) {
      const page = 1 + Math.round((k * (last - 1)) / Math.max(1, Math.min(pages, last) - 1));
      for (const item of (await list(page)).items) codes.add(item.code);
    }
  }
  return [...codes];
}
