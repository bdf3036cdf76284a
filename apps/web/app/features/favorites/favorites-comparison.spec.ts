import { formatBRL } from "@campuslar/domain/money/money";
import { expectNoAxeViolations, freshVisitor, WIDTH_FOR, waitForHydration } from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

test.beforeEach(({ context }) => freshVisitor(context));

type Listing = { code: string; title: string; rentAmount: number };

const TEXT = {
  pt: {
    prefix: "",
    save: (title: string) => `Salvar ${title} nos favoritos`,
    caption: "Comparação dos 3 imóveis salvos",
    university: "Distância até",
    distance: "Distância até",
  },
  en: {
    prefix: "/en",
    save: (title: string) => `Save ${title} to favourites`,
    caption: "Comparison of your 3 saved homes",
    university: "Distance to",
    distance: "Distance to",
  },
} as const;

/** Three published rent listings from one page of the catalogue, so each test has its own. */
async function threeListings(request: APIRequestContext, locale: "pt" | "en", page: number): Promise<Listing[]> {
  const response = await request.get(`/v2/properties?pageSize=3&page=${page}&lang=${locale}`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Listing[] };
  expect(items).toHaveLength(3);
  return items;
}

async function heart(page: Page, locale: "pt" | "en", listing: Listing) {
  await page.goto(`${TEXT[locale].prefix}/imovel/${listing.code}`);
  await waitForHydration(page);
  const button = page.getByRole("button", { name: TEXT[locale].save(listing.title) }).first();
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
}

/** The distances (in metres) the comparison shows, one per column. */
const distances = (page: Page) =>
  page
    .locator('[data-testid="comparison"] tr[data-row="distance"] [data-distance]')
    .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute("data-distance"))));

for (const locale of ["pt", "en"] as const) {
  for (const width of [WIDTH_FOR[locale]]) {
    test(`the favourites compare side by side: prices, costs and the walk to a chosen university (${locale}, ${width} px)`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const x = TEXT[locale];
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      const listings = await threeListings(request, locale, (locale === "pt" ? 4 : 6) + (width === 375 ? 0 : 1));
      for (const listing of listings) await heart(page, locale, listing);

      await page.goto(`${x.prefix}/favoritos`);
      await waitForHydration(page);
      const table = page.getByRole("table", { name: x.caption });
      await expect(table).toBeVisible({ timeout: 15_000 });

      // One column per listing, newest saved first, each with its price.
      const columns = table.locator("thead th[scope=col]");
      await expect(columns).toHaveCount(3);
      for (const [index, listing] of [...listings].reverse().entries()) {
        await expect(columns.nth(index)).toContainText(listing.title);
        await expect(columns.nth(index).getByRole("link", { name: listing.title })).toHaveAttribute(
          "href",
          `${x.prefix}/imovel/${listing.code}`,
        );
      }
      const prices = table.locator("tr[data-row=price] td");
      for (const [index, listing] of [...listings].reverse().entries()) {
        await expect(prices.nth(index)).toContainText(formatBRL(listing.rentAmount));
      }
      await expect(table.getByRole("rowheader").first()).toBeVisible();

      // The distance row follows the university chosen.
      const select = page.getByLabel(x.university, { exact: true });
      const before = await distances(page);
      expect(before).toHaveLength(3);
      const chosen = await select.inputValue();
      const options = await select
        .locator("option")
        .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
      const other = options.find((slug) => slug !== chosen) ?? "";
      await select.selectOption(other);
      await expect(table.getByRole("rowheader", { name: new RegExp(`^${x.distance}`) })).toBeVisible();
      await expect.poll(() => distances(page)).not.toEqual(before);

      // On a phone the table scrolls sideways under its sticky labels; the page itself does not.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`comparison-${locale}-${width}.png`), fullPage: true });
    });
  }
}
