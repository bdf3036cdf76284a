import { dismissCookieNotice, expectNoAxeViolations, waitForHydration } from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

/**
 * The home page (`/`, `/en`): the hero's search by university and neighbourhood, the partner
 * universities with their counts, sponsored listings first (the testimonials slider, with data
 * staff publish, is in content-claims.spec.ts), and the
 * rest of the landing page, in both languages, on a phone and a wide screen.
 */

const PHONE = { width: 375, height: 812 };

const TEXT = {
  pt: {
    home: "/",
    search: "/imoveis",
    lang: "pt-BR",
    numbers: "pt-BR",
    heading: "Moradia estudantil perto da sua faculdade em São Paulo",
    searchForm: "Buscar moradia",
    university: "Perto de qual faculdade?",
    neighbourhood: "Em qual bairro?",
    submit: "Buscar imóveis",
    partners: "Universidades parceiras",
    nearby: (n: number) =>
      n === 0 ? "Nenhum imóvel por perto ainda" : n === 1 ? "1 imóvel por perto" : `${n} imóveis por perto`,
    listings: "Imóveis em destaque",
    sponsored: "Patrocinado",
    sponsoredBy: (name: string) => `Patrocinado por ${name}`,
    resultCount: (n: number, f: string) => (n === 1 ? "1 imóvel" : `${f} imóveis`),
    alsoLooked: "Estudantes também procuraram",
    services: "Mais do que um lugar para morar",
    concierge: "Conhecer o concierge",
    allServices: "Ver todos os serviços",
    roommates: "Colegas de apartamento compatíveis",
    roommatesCta: "Encontrar um colega",
    owners: "Anunciar meu imóvel",
    press: "A CampusLar na imprensa",
  },
  en: {
    home: "/en",
    search: "/en/imoveis",
    lang: "en",
    numbers: "en",
    heading: "Student housing near your university in São Paulo",
    searchForm: "Find a home",
    university: "Near which university?",
    neighbourhood: "In which neighbourhood?",
    submit: "Search homes",
    partners: "Partner universities",
    nearby: (n: number) => (n === 0 ? "No listings nearby yet" : n === 1 ? "1 listing nearby" : `${n} listings nearby`),
    listings: "Featured homes",
    sponsored: "Sponsored",
    sponsoredBy: (name: string) => `Sponsored by ${name}`,
    resultCount: (n: number, f: string) => (n === 1 ? "1 home" : `${f} homes`),
    alsoLooked: "Students also looked at",
    services: "More than a place to live",
    concierge: "About the concierge",
    allServices: "See all services",
    roommates: "Roommates who fit",
    roommatesCta: "Find a roommate",
    owners: "List my property",
    press: "CampusLar in the press",
  },
} as const;

type Lang = keyof typeof TEXT;

type ApiUniversity = { slug: string; shortName: string; isPartner: boolean; nearbyListings: number };
type ApiListing = { code: string; sponsored: boolean; customer: { name: string } | null };

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

const universities = (request: APIRequestContext) =>
  api<{ items: ApiUniversity[] }>(request, "/v2/properties/universities").then((r) => r.items);

/** How many rent listings the API finds for a filter: what the search page must then say. */
const totalFor = (request: APIRequestContext, query: string) =>
  api<{ total: number }>(request, `/v2/properties?purpose=rent&pageSize=1&${query}`).then((r) => r.total);

async function expectResultCount(page: Page, lang: Lang, total: number) {
  const formatted = new Intl.NumberFormat(TEXT[lang].numbers).format(total);
  await expect(page.getByTestId("result-count")).toHaveText(TEXT[lang].resultCount(total, formatted));
}

/** No sideways scrolling: nothing is wider than the screen. */
async function expectNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

test.beforeEach(async ({ context }) => {
  await dismissCookieNotice(context);
});

for (const lang of ["pt", "en"] as const) {
  const L = TEXT[lang];

  test.describe(`home (${lang})`, () => {
    test("the hero's search by university leads to its listings on the search page", async ({ page, request }) => {
      const partner = (await universities(request)).find((u) => u.isPartner);
      if (!partner) throw new Error("the seed has no partner university");
      await page.goto(L.home);
      await expect(page.locator("html")).toHaveAttribute("lang", L.lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(L.heading);
      await waitForHydration(page);

      const form = page.getByRole("search", { name: L.searchForm });
      await form.getByLabel(L.university).selectOption(partner.slug);
      await form.getByRole("button", { name: L.submit }).click();

      // Only what was chosen travels in the address.
      await expect(page).toHaveURL(new RegExp(`${L.search}\\?university=${partner.slug}$`));
      await expect(page.locator('#search-filters [name="university"]')).toHaveValue(partner.slug);
      await expectResultCount(page, lang, await totalFor(request, `university=${partner.slug}`));
    });

    test("the hero's search by neighbourhood, on a phone", async ({ page, request }) => {
      await page.setViewportSize(PHONE);
      const filters = await api<{ neighbourhoods: { name: string; count: number }[] }>(
        request,
        "/v2/properties/filters?purpose=rent",
      );
      const neighbourhood = filters.neighbourhoods[1] ?? filters.neighbourhoods[0];
      if (!neighbourhood) throw new Error("the seed has no neighbourhood");
      await page.goto(L.home);
      await waitForHydration(page);
      await expectNoHorizontalOverflow(page);

      const form = page.getByRole("search", { name: L.searchForm });
      const select = form.getByLabel(L.neighbourhood);
      // Each option says how many listings it holds.
      await expect(select.locator(`option[value="${neighbourhood.name}"]`)).toHaveText(
        `${neighbourhood.name} (${new Intl.NumberFormat(L.numbers).format(neighbourhood.count)})`,
      );
      await select.selectOption(neighbourhood.name);
      await form.getByRole("button", { name: L.submit }).click();

      const query = new URLSearchParams({ neighbourhood: neighbourhood.name }).toString();
      await expect(page).toHaveURL(new RegExp(`${L.search}\\?${query.replace(/\+/g, "\\+")}$`));
      await expect(page.locator('#search-filters [name="neighbourhood"]')).toHaveValue(neighbourhood.name);
      await expectResultCount(page, lang, neighbourhood.count);
    });

    test("partner universities link to their pages with how many listings are nearby", async ({ page, request }) => {
      const partners = (await universities(request)).filter((u) => u.isPartner);
      expect(partners.length).toBeGreaterThan(0);
      await page.goto(L.home);
      const region = page.getByRole("region", { name: L.partners });
      for (const partner of partners) {
        const card = region
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: partner.shortName }) });
        await expect(card).toContainText(L.nearby(partner.nearbyListings));
        await expect(card.getByRole("link", { name: partner.shortName, exact: true })).toHaveAttribute(
          "href",
          `${lang === "en" ? "/en" : ""}/imoveis/faculdade/${partner.slug}`,
        );
      }

      // The other universities are one click away, each with its own count.
      const others = (await universities(request)).filter((u) => !u.isPartner);
      const other = others[0];
      if (other) {
        await region.locator("summary").click();
        await expect(region.getByRole("link", { name: new RegExp(`^${other.shortName}`) }).first()).toContainText(
          L.nearby(other.nearbyListings),
        );
      }

      const first = partners[0];
      if (!first) return;
      await waitForHydration(page);
      await region.getByRole("link", { name: first.shortName, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/imoveis/faculdade/${first.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(first.shortName);
    });

    test("sponsored listings come first, marked as sponsored, and the rest are the newest", async ({
      page,
      request,
    }) => {
      const list = await api<{ featured: ApiListing[]; items: ApiListing[] }>(
        request,
        `/v2/properties?purpose=rent&order=recent&pageSize=6&lang=${lang}`,
      );
      expect(list.featured.length).toBeGreaterThan(0);
      await page.goto(L.home);
      const cards = page.getByRole("region", { name: L.listings }).locator("article");
      await expect(cards).toHaveCount(6);

      for (const [index, listing] of list.featured.entries()) {
        const card = cards.nth(index);
        await expect(card).toHaveAttribute("data-code", listing.code);
        await expect(card.getByText(L.sponsored, { exact: true })).toBeVisible();
        if (listing.customer) await expect(card).toContainText(L.sponsoredBy(listing.customer.name));
      }
      // Then the newest listings, any other sponsored one ahead of the plain ones, none twice.
      const featured = new Set(list.featured.map((l) => l.code));
      const rest = list.items.filter((l) => !featured.has(l.code));
      const expected = [...rest.filter((l) => l.sponsored), ...rest.filter((l) => !l.sponsored)].map((l) => l.code);
      const shown = await cards.evaluateAll((all) => all.map((card) => card.getAttribute("data-code")));
      expect(shown.slice(list.featured.length)).toEqual(expected.slice(0, 6 - list.featured.length));
      expect(new Set(shown).size).toBe(shown.length);
      // A plain card never comes before a sponsored one.
      const marks = await cards.evaluateAll((all) => all.map((card) => card.getAttribute("data-variant")));
      expect(marks.indexOf("plain") === -1 || !marks.slice(marks.indexOf("plain")).includes("sponsored")).toBe(true);
    });

    test("how it works, services, recommendations and the press, with their links", async ({ page, request }) => {
      await page.goto(L.home);
      const prefix = lang === "en" ? "/en" : "";
      await expect(page.getByRole("link", { name: L.owners })).toHaveAttribute("href", `${prefix}/proprietario`);

      const services = page.getByRole("region", { name: L.services });
      await expect(services.getByRole("link", { name: L.concierge })).toHaveAttribute("href", `${prefix}/concierge`);
      await expect(services.getByRole("link", { name: L.allServices })).toHaveAttribute("href", `${prefix}/servicos`);
      // The photographer's price comes from the domain, in the site's money format.
      await expect(services).toContainText("R$ 150,00");
      await expect(services.getByRole("link", { name: L.roommatesCta })).toHaveAttribute(
        "href",
        `${prefix}/colegas-de-quarto`,
      );

      const filters = await api<{ neighbourhoods: { name: string; count: number }[] }>(
        request,
        "/v2/properties/filters?purpose=rent",
      );
      const busiest = filters.neighbourhoods[0];
      if (!busiest) throw new Error("the seed has no neighbourhood");
      const chip = page
        .getByRole("region", { name: L.alsoLooked })
        .getByRole("link", { name: new RegExp(`^${busiest.name} `) });
      await expect(chip).toContainText(String(busiest.count));
      await expect(chip).toHaveAttribute(
        "href",
        `${prefix}/imoveis?${new URLSearchParams({ neighbourhood: busiest.name })}`,
      );

      // A fresh install has no press mentions: no section, no empty heading (content-claims.spec.ts).
      await expect(page.getByRole("heading", { name: L.press })).toHaveCount(0);
    });

    test("axe finds nothing, on a wide screen and on a phone", async ({ page }) => {
      await page.goto(L.home);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await page.setViewportSize(PHONE);
      await page.reload();
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("the hero's search is a plain form that applies the university and the neighbourhood", async ({
    page,
    request,
  }) => {
    const partner = (await universities(request)).find((u) => u.isPartner);
    if (!partner) throw new Error("the seed has no partner university");
    const near = await api<{ items: { address: { neighbourhood: string } }[] }>(
      request,
      `/v2/properties?purpose=rent&pageSize=1&university=${partner.slug}`,
    );
    const neighbourhood = near.items[0]?.address.neighbourhood;
    if (!neighbourhood) throw new Error(`no listing near ${partner.slug}`);

    await page.goto("/");
    const form = page.getByRole("search", { name: TEXT.pt.searchForm });
    await form.getByLabel(TEXT.pt.university).selectOption(partner.slug);
    await form.getByLabel(TEXT.pt.neighbourhood).selectOption(neighbourhood);
    await form.getByRole("button", { name: TEXT.pt.submit }).click();

    await expect(page).toHaveURL(/\/imoveis\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("university")).toBe(partner.slug);
    expect(url.searchParams.get("neighbourhood")).toBe(neighbourhood);
    await expect(page.locator('#search-filters [name="university"]')).toHaveValue(partner.slug);
    await expectResultCount(
      page,
      "pt",
      await totalFor(request, new URLSearchParams({ university: partner.slug, neighbourhood }).toString()),
    );
  });
});
