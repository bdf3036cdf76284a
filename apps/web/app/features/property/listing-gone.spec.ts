import {
  expectNoAxeViolations,
  freshVisitor,
  publishListingThroughApi,
  screenAt,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, test } from "@playwright/test";

/*
 * Issue 34.15: a listing that is not there is no dead end. An unknown code answers 404 and a
 * removed listing 410 (so search engines drop it), each with a search box and homes like it
 * nearby (the removed one's neighbourhood and type), in both languages, on a phone and a wide
 * screen. The removed listing is one published through the API whose owner then deleted their
 * account (their published listings are archived, never erased).
 */

const TEXT = {
  pt: {
    prefix: "",
    removed: "Este anúncio foi retirado",
    unknown: "Não encontramos este imóvel",
    search: "Buscar imóveis",
    similar: /^Parecidos em Bela Vista$|^Outros em Bela Vista$/,
    recent: "Anunciados recentemente",
    seeAll: /^Ver todos/,
  },
  en: {
    prefix: "/en",
    removed: "This listing has been removed",
    unknown: "We could not find this listing",
    search: "Search homes",
    similar: /^Similar homes in Bela Vista$|^Other homes in Bela Vista$/,
    recent: "Recently listed",
    seeAll: /^See all/,
  },
} as const;

test.beforeEach(({ context }) => freshVisitor(context));

/** A listing published by a new owner, who then deletes their account: the listing is archived. */
async function removedListing(request: APIRequestContext, locale: "pt" | "en"): Promise<string> {
  const { code, token } = await publishListingThroughApi(request, locale, {
    title: `Apartamento retirado ${Date.now().toString(36)}`,
    areaM2: 48,
    rentAmount: 2900,
  });
  const deleted = await request.delete("/v2/user/me", {
    headers: { Authorization: `Bearer ${token}` },
    data: { password: "Primeira1" },
  });
  expect(deleted.status(), await deleted.text()).toBeLessThan(300);
  return code;
}

for (const [locale, width] of [
  ["pt", 390],
  ["en", 1280],
  ["pt", 1280],
  ["en", 390],
] as const) {
  const x = TEXT[locale];

  test.describe(`${locale} at ${width} px`, () => {
    test.use(screenAt(width));

    test("a removed listing answers 410 with a search and similar homes in its neighbourhood", async ({
      page,
      request,
    }) => {
      const code = await removedListing(request, locale);
      const response = await page.goto(`${x.prefix}/imovel/${code}`);
      expect(response?.status()).toBe(410);
      await expect(page.getByRole("heading", { level: 1, name: x.removed })).toBeVisible();
      await expect(page).toHaveTitle(x.removed);
      await expect(page.getByText(code, { exact: false }).first()).toBeVisible();

      const similar = page.getByRole("region", { name: x.similar });
      await expect(similar).toBeVisible();
      const cards = similar.locator("[data-similar]");
      expect(await cards.count()).toBeGreaterThan(0);
      await expect(similar).not.toContainText(code);
      // Each suggestion is in the removed listing's neighbourhood.
      for (const card of await cards.all()) await expect(card).toContainText("Bela Vista");
      await expectNoAxeViolations(page);

      // "See all" opens the search for that neighbourhood.
      await waitForHydration(page);
      await similar.getByRole("link", { name: x.seeAll }).click();
      await expect(page).toHaveURL(/\/imoveis\?.*neighbourhood=Bela\+Vista/);
    });

    test("an unknown code answers 404 with a search box that searches", async ({ page }) => {
      const response = await page.goto(`${x.prefix}/imovel/SP99999999`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: x.unknown })).toBeVisible();
      await expect(page.getByRole("region", { name: x.recent })).toBeVisible();
      await expectNoAxeViolations(page);

      const search = page.getByRole("main").getByRole("search", { name: x.search });
      await search.getByRole("searchbox").fill("Pinheiros");
      await search.getByRole("searchbox").press("Enter");
      await expect(page).toHaveURL(/\/imoveis\?q=Pinheiros/);
    });
  });
}
