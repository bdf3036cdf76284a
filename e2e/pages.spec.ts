import { type APIRequestContext, expect, test } from "@playwright/test";
import {
  dismissCookieNotice,
  expectNoAxeViolations,
  type SampleParams,
  sampleParams,
  waitForHydration,
} from "./support.ts";

/**
 * Every route of the spec's table (§2), plus the account pages, in both languages: each
 * answers 200 in its language with its own title and heading, says where its other-language
 * twin lives, and passes axe.
 */
const ROUTES = (p: SampleParams) => [
  { pt: "/", en: "/en" },
  { pt: "/concierge", en: "/en/concierge" },
  { pt: "/concierge/fgv", en: "/en/concierge/fgv" },
  { pt: "/faq", en: "/en/faq" },
  { pt: "/imoveis", en: "/en/imoveis" },
  { pt: `/imoveis/faculdade/${p.university}`, en: `/en/imoveis/faculdade/${p.university}` },
  { pt: `/imoveis/parceiro/${p.customer}`, en: `/en/imoveis/parceiro/${p.customer}`, noindex: true },
  { pt: `/imovel/${p.rentCode}`, en: `/en/imovel/${p.rentCode}` },
  { pt: `/imovel/compra/${p.saleCode}`, en: `/en/imovel/sale/${p.saleCode}` },
  { pt: "/politica-privacidade", en: "/en/politica-privacidade" },
  { pt: "/proprietario", en: "/en/proprietario" },
  { pt: "/servicos", en: "/en/servicos" },
  { pt: "/redefinir-senha", en: "/en/redefinir-senha", noindex: true },
  { pt: "/sobre", en: "/en/sobre" },
  { pt: "/termos-de-uso", en: "/en/termos-de-uso" },
  { pt: "/venda", en: "/en/venda" },
  { pt: "/interesse/obrigado", en: "/en/interesse/obrigado", noindex: true },
  { pt: "/entrar", en: "/en/entrar", noindex: true },
  { pt: "/cadastro", en: "/en/cadastro", noindex: true },
  { pt: "/esqueci-a-senha", en: "/en/esqueci-a-senha", noindex: true },
  { pt: "/favoritos", en: "/en/favoritos", noindex: true },
];

/** How many routes the table has: one test per route, so they run in parallel. */
const ROUTE_COUNT = ROUTES({ rentCode: "", saleCode: "", university: "", customer: "" }).length;

// The privacy note fades in over the page: axe would read its colours mid-fade.
// features/shell/shell-accessibility.spec.ts checks the page with the note shown; here it has been dismissed before.
test.beforeEach(async ({ page }) => {
  await dismissCookieNotice(page);
});

let params: Promise<SampleParams> | undefined;
const routeAt = async (request: APIRequestContext, index: number) => {
  params ??= sampleParams(request);
  const route = ROUTES(await params)[index];
  if (!route) throw new Error(`no route ${index}`);
  return route;
};

const titles = new Map<string, string>();

for (let index = 0; index < ROUTE_COUNT; index++) {
  test(`route ${index + 1} of ${ROUTE_COUNT} answers in both languages with its own title, heading, alternates and no axe violation`, async ({
    page,
    request,
  }) => {
    const route = await routeAt(request, index);
    // A page whose code forgot to import its text shows keys and logs "Missing message".
    const missing: string[] = [];
    page.on("console", (message) => {
      if (message.text().startsWith("Missing message")) missing.push(message.text());
    });
    for (const [locale, path] of [
      ["pt", route.pt],
      ["en", route.en],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html"), path).toHaveAttribute("lang", locale === "pt" ? "pt-BR" : "en");
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
      const title = await page.title();
      expect(title, path).toMatch(/CampusLar/);
      expect(titles.get(title) ?? path, `${path} repeats the title "${title}"`).toBe(path);
      titles.set(title, path);

      const description = page.locator('meta[name="description"]');
      await expect(description, path).toHaveAttribute("content", /.{40,}/);
      await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute("content", title);
      // Open Graph: what a shared link shows, in the page's language, with an image that exists.
      const og = (property: string) => page.locator(`meta[property="og:${property}"]`);
      await expect(og("description"), path).toHaveAttribute(
        "content",
        (await description.getAttribute("content")) ?? "",
      );
      await expect(og("locale"), path).toHaveAttribute("content", locale === "pt" ? "pt_BR" : "en_US");
      await expect(og("locale:alternate"), path).toHaveAttribute("content", locale === "pt" ? "en_US" : "pt_BR");
      await expect(og("url"), path).toHaveAttribute("content", new RegExp(`${path.replace(/\?.*$/, "")}$`));
      const image = (await og("image").getAttribute("content")) ?? "";
      expect(image, path).toMatch(/^https?:\/\//);
      expect((await page.request.get(new URL(image).pathname)).status(), image).toBe(200);
      if (route.noindex) {
        await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", "noindex");
        await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(0);
      } else {
        const pt = route.pt === "/" ? "/" : route.pt;
        await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", new RegExp(`${path}$`));
        await expect(page.locator('link[rel="alternate"][hreflang="pt-BR"]'), path).toHaveAttribute(
          "href",
          new RegExp(`${pt}$`),
        );
        await expect(page.locator('link[rel="alternate"][hreflang="en"]'), path).toHaveAttribute(
          "href",
          new RegExp(`${route.en}$`),
        );
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]'), path).toHaveAttribute(
          "href",
          new RegExp(`${pt}$`),
        );
      }
      await test.step(`axe on ${path}`, () => expectNoAxeViolations(page));
      await waitForHydration(page);
    }
    expect(missing).toEqual([]);
  });
}

test("unknown listings, universities and customers are 404 pages", async ({ page }) => {
  for (const path of [
    "/imovel/SP99999999",
    "/en/imovel/sale/SP99999999",
    "/imoveis/faculdade/nao-existe",
    "/en/imoveis/parceiro/nobody",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    // An unknown listing has a page of its own, with a search and other homes (issue 34.15).
    const listing = path.includes("/imovel/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      path.startsWith("/en")
        ? listing
          ? "We could not find this listing"
          : "This page could not be found"
        : listing
          ? "Não encontramos este imóvel"
          : "Esta página não pôde ser encontrada",
    );
  }
});

test("a listing opened at the other purpose's address moves to its own", async ({ page, request }) => {
  params ??= sampleParams(request);
  const { saleCode, rentCode } = await params;
  await page.goto(`/imovel/${saleCode}`);
  await expect(page).toHaveURL(new RegExp(`/imovel/compra/${saleCode}$`));
  await page.goto(`/en/imovel/sale/${rentCode}`);
  await expect(page).toHaveURL(new RegExp(`/en/imovel/${rentCode}$`));
});

test("the home page describes the company to search engines", async ({ page }) => {
  await page.goto("/en");
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(json).toMatchObject({ "@type": "RealEstateAgent", name: "CampusLar", foundingDate: "2017" });
  expect(json.url).toMatch(/\/en$/);
});
