import { expectNoAxeViolations, sampleParams, waitForHydration } from "@campuslar/e2e/support.ts";
import { expect, type Page, test } from "@playwright/test";

/**
 * The list screen (spec §2): /imoveis, a university's and a sponsor's listings. Everything the
 * visitor chooses is in the address: a shared link shows the same results, Back walks back.
 */

const PHONE = { width: 375, height: 812 };

const TEXT = {
  pt: {
    root: "/imoveis",
    filters: "Filtros",
    rooms: /^Quartos/,
    price: /^Preço/,
    show: /^Ver \d+ imóve/,
    order: "Ordenar por",
    next: "Próxima",
    page: (n: number) => `Página ${n}`,
    list: "Lista",
    grid: "Grade",
    recent: "Vistos recentemente",
    priceError: /Digite um valor em reais/,
    apply: "Aplicar filtros",
    minPrice: "Mínimo (R$)",
    maxPrice: "Máximo (R$)",
    threeThousand: "3.000",
    distance: / até /,
  },
  en: {
    root: "/en/imoveis",
    filters: "Filters",
    rooms: /^Rooms/,
    price: /^Price/,
    show: /^Show \d+ home/,
    order: "Sort by",
    next: "Next",
    page: (n: number) => `Page ${n}`,
    list: "List",
    grid: "Grid",
    recent: "Recently viewed",
    priceError: /Enter an amount in reais/,
    apply: "Apply filters",
    minPrice: "Minimum (R$)",
    maxPrice: "Maximum (R$)",
    threeThousand: "3,000",
    distance: / to /,
  },
} as const;

const results = (page: Page) => page.locator("ul[data-view] > li > article");
const codes = (page: Page) => results(page).evaluateAll((cards) => cards.map((card) => card.getAttribute("data-code")));
const count = (page: Page) => page.getByTestId("result-count").innerText();
/** `R$ 1.234,56` → 1234.56 */
const reais = (text: string) => {
  const amount = /R\$ ([\d.]+,\d{2})/.exec(text)?.[1];
  if (!amount) throw new Error(`no price in "${text}"`);
  return Number(amount.replace(/\./g, "").replace(",", "."));
};

const isAscending = (values: number[]) => values.every((value, i) => i === 0 || (values[i - 1] ?? value) <= value);

for (const locale of ["pt", "en"] as const) {
  const text = TEXT[locale];

  test.describe(`${locale} at phone size`, () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test("filter, order and paginate; the address reproduces the search and Back restores it", async ({
      page,
      context,
    }) => {
      await page.goto(text.root);
      await waitForHydration(page);
      const total = await count(page);

      // The filters are folded away on a phone, behind a bar of groups that open them as a sheet.
      const rooms = page.getByRole("button", { name: text.rooms });
      await expect(rooms).toHaveAttribute("aria-expanded", "false");
      await expect(page.locator("#search-filters")).toBeHidden();
      await rooms.click();
      await expect(page.locator("#search-filters")).toBeVisible();

      await page.locator('label:has(input[name="bedrooms"][value="2"])').click();
      await expect(page).toHaveURL(/[?&]bedrooms=2(&|$)/);
      await expect.poll(() => count(page)).not.toBe(total);
      await page.getByRole("dialog").getByRole("button", { name: text.show }).click();
      await expect(page.locator("#search-filters")).toBeHidden();

      await page.getByLabel(text.order).selectOption("price_asc");
      await expect(page).toHaveURL(/order=price_asc/);
      await expect(page.getByLabel(text.order)).toHaveValue("price_asc");
      // The address changes as the navigation commits; the list re-renders just after it.
      const prices = async () =>
        (
          await results(page)
            .locator("p.font-display")
            .evaluateAll((els) => els.map((el) => el.textContent ?? ""))
        ).map(reais);
      await expect.poll(async () => (await prices()).length).toBeGreaterThan(1);
      await expect.poll(async () => isAscending(await prices())).toBe(true);
      const firstPage = await codes(page);

      await page.getByRole("link", { name: text.next }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByRole("link", { name: text.page(2), exact: true })).toHaveAttribute("aria-current", "page");
      await expect.poll(() => codes(page)).not.toEqual(firstPage);
      const secondPage = await codes(page);
      const secondCount = await count(page);

      // The same address in another tab shows the same listings.
      const shared = await context.newPage();
      await shared.goto(page.url());
      expect(await codes(shared)).toEqual(secondPage);
      expect(await count(shared)).toBe(secondCount);
      await expect(shared.getByLabel(text.order)).toHaveValue("price_asc");
      await expect(shared.locator('input[name="bedrooms"][value="2"]')).toBeChecked();
      await shared.close();

      // Back: the first page of the same search, then the search before the order changed.
      await page.goBack();
      await expect(page).not.toHaveURL(/page=2/);
      await expect.poll(() => codes(page)).toEqual(firstPage);
      await page.goBack();
      await expect(page).not.toHaveURL(/order=/);
      await expect(page.getByLabel(text.order)).toHaveValue("recent");
      await page.goBack();
      await expect(page).not.toHaveURL(/bedrooms/);
      await expect.poll(() => count(page)).toBe(total);
      await expect(page.locator('input[name="bedrooms"][value=""]')).toBeChecked();
    });

    test("grid and list views are in the address", async ({ page }) => {
      // A phone shows one column either way and offers no choice of view: a tablet's width does.
      await page.setViewportSize({ width: 800, height: 900 });
      await page.goto(text.root);
      await waitForHydration(page);
      await page.getByRole("link", { name: text.list, exact: true }).click();
      await expect(page).toHaveURL(/view=list/);
      await expect(page.locator("ul[data-view]")).toHaveAttribute("data-view", "list");
      await expect(results(page).first()).toHaveAttribute("data-variant", "list");
      await expect(page.getByRole("link", { name: text.list, exact: true })).toHaveAttribute("aria-current", "true");
      await page.getByRole("link", { name: text.grid, exact: true }).click();
      await expect(page).not.toHaveURL(/view=/);
      await expect(results(page).first()).toHaveAttribute("data-variant", "plain");
    });

    test("a university's page shows each listing's distance; unknown slugs are 404", async ({ page, request }) => {
      const { university, customer } = await sampleParams(request);
      const prefix = locale === "en" ? "/en" : "";
      await page.goto(`${prefix}/imoveis/faculdade/${university}`);
      const distances = results(page).locator("[data-distance]");
      await expect(distances.first()).toHaveText(text.distance);
      const metres = await distances.evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-distance"))));
      expect(metres.length).toBeGreaterThan(1);
      expect(metres).toEqual(metres.toSorted((a, b) => a - b));

      const sponsor = await page.goto(`${prefix}/imoveis/parceiro/${customer}`);
      expect(sponsor?.status()).toBe(200);
      expect((await page.goto(`${prefix}/imoveis/faculdade/no-such-university`))?.status()).toBe(404);
      expect((await page.goto(`${prefix}/imoveis/parceiro/no-such-sponsor`))?.status()).toBe(404);
    });

    test("a maximum typed with a thousands separator is read as reais", async ({ page }) => {
      await page.goto(text.root);
      await waitForHydration(page);
      await page.getByRole("button", { name: text.price }).click();
      await page.getByLabel(text.maxPrice).fill(text.threeThousand);
      await page.getByLabel(text.maxPrice).press("Enter");
      await expect(page).toHaveURL(/maxPrice=3/);
      await expect(page.getByLabel(text.maxPrice)).not.toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(text.maxPrice)).toHaveValue(text.threeThousand);
      const prices = async () =>
        (
          await results(page)
            .locator("p.font-display")
            .evaluateAll((els) => els.map((el) => el.textContent ?? ""))
        ).map(reais);
      // R$ 3,00 would leave nothing; R$ 3.000 keeps the cheaper homes, some above R$ 2.000. The
      // address changes before the new results are drawn: wait for the filtered list itself.
      await expect
        .poll(async () => {
          const shown = await prices();
          return shown.length > 0 && shown.every((price) => price <= 3000);
        })
        .toBe(true);
      expect((await prices()).some((price) => price > 2000)).toBe(true);
    });

    test("a bad value is left out with a message next to its field", async ({ page }) => {
      const response = await page.goto(`${text.root}?minPrice=abc&bedrooms=2`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(text.priceError)).toBeVisible();
      await expect(page.getByLabel(text.minPrice)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(text.minPrice)).toHaveValue("abc");
      await expect(page.locator('input[name="bedrooms"][value="2"]')).toBeChecked();
      expect(await results(page).count()).toBeGreaterThan(0);
    });

    test("recently viewed lists a listing after it was opened", async ({ page }) => {
      await page.goto(text.root);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { name: text.recent })).toHaveCount(0);
      const first = results(page).first();
      const title = (await first.locator("h3").innerText()).trim();
      await first.locator("h3 a").click();
      await expect(page).toHaveURL(/\/imovel\//);
      await waitForHydration(page);
      await page.goBack();
      const recent = page.getByTestId("recently-viewed");
      await expect(recent.getByRole("heading", { name: text.recent })).toBeVisible();
      await expect(recent.getByRole("link", { name: title })).toBeVisible();
    });

    test("axe finds nothing with the filters open", async ({ page }) => {
      await page.goto(`${text.root}?minPrice=abc&hasPool=true`);
      await waitForHydration(page);
      await expect(page.locator("#search-filters")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`${locale} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, viewport: PHONE });

    test("the filters are a plain GET form", async ({ page }) => {
      await page.goto(text.root);
      const total = await count(page);
      await page.getByRole("link", { name: new RegExp(text.filters) }).click();
      await expect(page.locator("#search-filters")).toBeVisible();
      await page.getByLabel(text.minPrice).fill("3000");
      await page.locator('label:has(input[name="type"][value="apartamento"])').click();
      await page.getByRole("button", { name: text.apply }).first().click();
      await expect(page).toHaveURL(/minPrice=3000/);
      await expect(page).toHaveURL(/type=apartamento/);
      expect(await count(page)).not.toBe(total);
      const prices = await results(page)
        .locator("p.font-display")
        .evaluateAll((els) => els.map((el) => el.textContent ?? ""));
      for (const price of prices) expect(reais(price)).toBeGreaterThanOrEqual(3000);

      await page.getByRole("link", { name: text.next }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page).toHaveURL(/minPrice=3000/);
    });
  });
}

test("axe finds nothing on a wide screen, a university's page in list view", async ({ page, request }) => {
  const { university } = await sampleParams(request);
  await page.goto(`/imoveis/faculdade/${university}?view=list&order=price_desc`);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.goto("/en/imoveis?type=coliving");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test("recently viewed speaks the page's language after a switch", async ({ page, request }) => {
  // A listing with a title in each language: one another spec planted may have only its owner's.
  const titlesIn = async (lang: string) => {
    const list = (await (await request.get(`/v2/properties?pageSize=24&lang=${lang}`)).json()) as {
      items: { code: string; title: string }[];
    };
    return new Map(list.items.map((item) => [item.code, item.title]));
  };
  const [ptTitles, enTitles] = await Promise.all([titlesIn("pt"), titlesIn("en")]);
  const code = [...ptTitles.keys()].find((key) => enTitles.has(key) && enTitles.get(key) !== ptTitles.get(key));
  if (!code) throw new Error("no listing with a title in each language");
  const pt = { code, title: ptTitles.get(code) ?? "" };
  const en = { code, title: enTitles.get(code) ?? "" };

  await page.goto(`/imovel/${pt.code}`);
  await waitForHydration(page);
  await page.goto("/en/imoveis");
  await waitForHydration(page);
  const recent = page.getByTestId("recently-viewed");
  await expect(recent.getByRole("link", { name: en.title })).toBeVisible();
  await expect(recent).not.toContainText(pt.title);
  await expect(recent).toContainText(/a month/);

  // And back: the Portuguese page shows the Portuguese title again.
  await page.goto("/imoveis");
  await waitForHydration(page);
  await expect(page.getByTestId("recently-viewed").getByRole("link", { name: pt.title })).toBeVisible();
});
