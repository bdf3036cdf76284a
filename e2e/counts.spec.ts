import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, WIDTH_FOR, waitForHydration } from "./support.ts";

/**
 * Every count a visitor sees is the number of results its click shows: a university's count on
 * the home page and in the dropdowns, each filter option's count under the filters already
 * chosen; a results page shows each listing once, and a page past the last is never
 * "Page 99 of 24".
 */

const TEXT = {
  pt: {
    home: "/",
    search: "/imoveis",
    partners: "Universidades parceiras",
    heroUniversity: "Perto de qual faculdade?",
    submit: "Buscar imóveis",
    filters: "Filtros",
    type: "Tipo de moradia",
    neighbourhood: "Bairro",
    university: "Perto da faculdade",
    pageOf: (page: number, total: number) => `Página ${page} de ${total}`,
    none: "Nenhum imóvel encontrado",
  },
  en: {
    home: "/en",
    search: "/en/imoveis",
    partners: "Partner universities",
    heroUniversity: "Near which university?",
    submit: "Search homes",
    filters: "Filters",
    type: "Type of home",
    neighbourhood: "Neighbourhood",
    university: "Near a university",
    pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
    none: "No homes found",
  },
} as const;

const VIEWPORTS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const;

/** "FGV (149)" → 149; "149 imóveis por perto" → 149 (thousands separators in either language). */
const countIn = (text: string): number => {
  const digits = (/\(([\d.,]+)\)\s*$/.exec(text) ?? /(\d[\d.,]*)/.exec(text))?.[1];
  if (digits === undefined) throw new Error(`no count in "${text}"`);
  return Number(digits.replace(/[.,]/g, ""));
};

/** The total the results page shows ("149 imóveis", "No homes found" is 0). */
const shownTotal = async (page: Page): Promise<number> => {
  const text = await page.getByTestId("result-count").innerText();
  return /\d/.test(text) ? countIn(text) : 0;
};

/** The results page comes to show `expected` results (it may still be drawing the last one). */
const expectTotal = (page: Page, expected: number, message?: string) =>
  expect.poll(() => shownTotal(page), { message, timeout: 15_000 }).toBe(expected);

/** The options of a select, with their values and the counts in their labels. */
const countedOptions = async (select: Locator) =>
  (
    await select
      .locator("option")
      .evaluateAll((options) => options.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent })))
  )
    .filter((o) => o.value !== "" && /\(\d/.test(o.label ?? ""))
    .map((o) => ({ value: o.value, label: o.label ?? "", count: countIn(o.label ?? "") }));

/** The search page's filters, opened on a phone where they sit behind a button. */
async function filters(page: Page, lang: "pt" | "en"): Promise<Locator> {
  await waitForHydration(page);
  const panel = page.locator("#search-filters");
  if (!(await panel.isVisible())) await page.getByRole("button", { name: TEXT[lang].filters }).click();
  await expect(panel).toBeVisible();
  return panel;
}

for (const lang of ["pt", "en"] as const) {
  const L = TEXT[lang];
  for (const [width, viewport] of Object.entries(VIEWPORTS).filter(([, v]) => v.width === WIDTH_FOR[lang])) {
    test.describe(`counts (${lang}, ${width})`, () => {
      test.use({ viewport });
      // Each test walks several pages, one server round trip after another.
      test.describe.configure({ timeout: 90_000 });

      test("a university's count on the home page and in its dropdown is what its click shows", async ({ page }) => {
        await page.goto(L.home);
        const card = page
          .getByRole("region", { name: L.partners })
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading") })
          .first();
        const nearby = countIn(await card.locator("p").last().innerText());
        expect(nearby).toBeGreaterThan(0);
        await waitForHydration(page);
        await card.getByRole("link").click();
        await expect(page).toHaveURL(/\/imoveis\/faculdade\/[a-z0-9-]+$/);
        await expectTotal(page, nearby);

        // The home page's search: each university option carries the total of its search.
        await page.goto(L.home);
        await waitForHydration(page);
        const select = page.getByLabel(L.heroUniversity);
        const [option] = await countedOptions(select);
        if (!option) throw new Error("the home page offers no university");
        await select.selectOption(option.value);
        await page.getByRole("button", { name: L.submit }).click();
        await expect(page).toHaveURL(new RegExp(`\\?university=${option.value}$`));
        await expectTotal(page, option.count);
      });

      test("each filter option's count, under the filters already chosen, is the total its click shows", async ({
        page,
      }) => {
        await page.goto(L.search);
        let panel = await filters(page, lang);

        // A type first: its chip's count becomes the list's total.
        const chip = panel.getByRole("group", { name: L.type }).locator("label").filter({ hasText: /\(\d/ }).first();
        const typeCount = countIn(await chip.innerText());
        await chip.click();
        await expect(page).toHaveURL(/type=/);
        await expectTotal(page, typeCount);
        const withType = typeCount;

        // Then, with that type chosen, neighbourhoods and universities count within it.
        for (const [label, name] of [
          [L.neighbourhood, "neighbourhood"],
          [L.university, "university"],
        ] as const) {
          panel = await filters(page, lang);
          const options = await countedOptions(panel.getByLabel(label, { exact: true }));
          expect(options.length).toBeGreaterThan(1);
          // Under the chosen type no option can count more than the type itself.
          expect(Math.max(...options.map((o) => o.count))).toBeLessThanOrEqual(withType);
          for (const option of [options[0], options.at(-1)]) {
            if (!option) continue;
            await panel.getByLabel(label, { exact: true }).selectOption(option.value);
            await expect(page).toHaveURL(
              new RegExp(`${name}=${encodeURIComponent(option.value).replace(/%20/g, "\\+")}`),
            );
            await expectTotal(page, option.count, option.label);
            panel = await filters(page, lang);
          }
          await panel.getByLabel(label, { exact: true }).selectOption("");
          await expect(page).not.toHaveURL(new RegExp(`${name}=`));
          // The address changes before the page's data: wait for the type's own total, so the
          // next select's counts are read under the type alone, not the option just cleared.
          await expectTotal(page, withType);
        }
        await expectNoAxeViolations(page);
      });

      test("a results page shows each listing once, sponsored cards included", async ({ page }) => {
        await page.goto(L.search);
        const cards = page.locator("main article[data-code]");
        await expect(cards.first()).toBeVisible();
        const shown = await cards.evaluateAll((all) => all.map((card) => card.getAttribute("data-code")));
        expect(await page.locator('main article[data-variant="sponsored"]').count()).toBeGreaterThan(0);
        expect(new Set(shown).size).toBe(shown.length);
      });

      test("a page past the last goes to the last page of the same search", async ({ page }) => {
        await page.goto(`${L.search}?type=apartamento&page=99`);
        await expect(page).toHaveURL(/\?type=apartamento&page=\d+$/);
        const last = Number(new URL(page.url()).searchParams.get("page"));
        expect(last).toBeGreaterThan(1);
        await expect(page.getByText(L.pageOf(last, last), { exact: true })).toBeVisible();
        await expect(page.locator("ul[data-view] > li > article").first()).toBeVisible();
        await expect(page.locator('nav a[aria-current="page"][aria-label]')).toHaveText(String(last));

        // Nothing matches: the first (and only) page says so.
        await page.goto(`${L.search}?minPrice=19000000&page=3`);
        await expect(page).toHaveURL(new RegExp(`${L.search}\\?minPrice=19000000$`));
        await expect(page.getByTestId("result-count")).toHaveText(L.none);
      });
    });
  }
}
