import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { semesterStart } from "@campuslar/domain/property/stay";
import { expectNoAxeViolations, freshVisitor, waitForHydration } from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";

/**
 * Issue 34, points 8 and 9, in both languages at 390 and 1280 px: money is written in the spec's
 * format everywhere ("R$ 2.850,00", in English too), in the price filters' placeholders and in
 * an alert's summary; the move-in date starts today (a past day is refused next to its field,
 * what was typed kept); the semesters say their year; an empty search lists its filters as chips,
 * says which one alone empties the list, and removing it by its chip gives homes.
 */

test.beforeEach(({ context }) => freshVisitor(context));

const TEXT = {
  pt: {
    prefix: "",
    price: /^Preço/,
    more: /^Mais filtros/,
    minPrice: "Mínimo (R$)",
    maxPrice: "Máximo (R$)",
    moveIn: "Chegada",
    pastDate: "Essa data já passou: escolha hoje ou um dia depois. Este filtro foi ignorado.",
    first: (year: string) => `1º semestre ${year} (fev–jul)`,
    second: (year: string) => `2º semestre ${year} (ago–dez)`,
    summary: "Apartamento · até R$ 1.400,00",
    upTo: (price: string) => `Até ${price}`,
    furnished: "Mobiliado",
    remove: (filter: string) => `Remover filtro: ${filter}`,
    title: "Nenhum imóvel combina com todos esses filtros.",
    without: (filter: string, count: string, one: boolean) =>
      `Sem “${filter}” há ${count} ${one ? "imóvel" : "imóveis"}.`,
    numbers: "pt-BR",
  },
  en: {
    prefix: "/en",
    price: /^Price/,
    more: /^More filters/,
    minPrice: "Minimum (R$)",
    maxPrice: "Maximum (R$)",
    moveIn: "Move-in date",
    pastDate: "That date has passed: choose today or a later day. This filter was ignored.",
    first: (year: string) => `1st semester ${year} (Feb–Jul)`,
    second: (year: string) => `2nd semester ${year} (Aug–Dec)`,
    summary: "Apartment · up to R$ 1.400,00",
    upTo: (price: string) => `Up to ${price}`,
    furnished: "Furnished",
    remove: (filter: string) => `Remove filter: ${filter}`,
    title: "No home matches all of these filters.",
    without: (filter: string, count: string, one: boolean) =>
      `Without “${filter}” there ${one ? "is" : "are"} ${count} ${one ? "home" : "homes"}.`,
    numbers: "en",
  },
} as const;

/** The spec's money format: "R$ " then dot thousands, a comma and two decimals. */
const SPEC_AMOUNT = /^\d{1,3}(\.\d{3})*,\d{2}$/;
/** `R$ 1.234,56`, written out independently of the app's formatter. */
const brl = (reais: number) => {
  const cents = Math.round(reais * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `R$ ${whole},${String(cents % 100).padStart(2, "0")}`;
};
const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** A field of the filters: on a phone its group's sheet is opened first, from the filter bar. */
async function filterField(page: Page, label: string, group: RegExp): Promise<Locator> {
  const field = page.getByLabel(label, { exact: true });
  if (!(await field.isVisible())) await page.getByRole("button", { name: group }).click();
  await expect(field).toBeVisible();
  return field;
}

/** The message a field points at (its `aria-describedby`), as a screen reader reads it with the field. */
async function messageOf(field: Locator): Promise<Locator> {
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(" ");
  const id = ids.find((candidate) => candidate.endsWith("-error"));
  expect(id, "the field has a message").toBeTruthy();
  return field.page().locator(`[id="${id}"]`);
}

async function totalOf(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`/v2/properties?purpose=rent&pageSize=1&${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

/** Every part of `locator` within the screen's width: nothing to scroll sideways to read. */
async function fitsTheScreen(locator: Locator) {
  const overflow = await locator.evaluateAll((els) =>
    Math.max(...els.map((el) => el.getBoundingClientRect().right - window.innerWidth)),
  );
  expect(overflow, "within the screen's width").toBeLessThanOrEqual(0);
}

for (const width of [390, 1280] as const) {
  for (const locale of ["pt", "en"] as const) {
    const x = TEXT[locale];
    const root = `${x.prefix}/imoveis`;

    test.describe(`money, dates and an empty search (${locale}, ${width} px)`, () => {
      test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

      test("the price placeholders and an alert's summary write money in the spec's format", async ({ page }) => {
        await page.goto(root);
        await waitForHydration(page);
        for (const label of [x.minPrice, x.maxPrice]) {
          const field = await filterField(page, label, x.price);
          const placeholder = (await field.getAttribute("placeholder")) ?? "";
          expect(placeholder, `${label}'s placeholder`).toMatch(SPEC_AMOUNT);
        }

        await page.goto(`${x.prefix}/alertas/novo?type=apartamento&maxPrice=1400`);
        await expect(page.getByTestId("alert-summary")).toHaveText(x.summary);
      });

      test("a move-in date that has passed is refused next to its field, what was typed kept; semesters say their year", async ({
        page,
      }) => {
        const today = saoPauloDate(new Date());
        const yesterday = dayBefore(today);

        // From an address (a shared link, or no JavaScript): the server sets the day aside.
        await page.goto(`${root}?maxPrice=3000&moveIn=${yesterday}`);
        await waitForHydration(page);
        const moveIn = await filterField(page, x.moveIn, x.more);
        await expect(moveIn).toHaveValue(yesterday);
        await expect(moveIn).toHaveAttribute("aria-invalid", "true");
        await expect(await messageOf(moveIn)).toHaveText(x.pastDate);
        await expect(moveIn).toHaveAttribute("min", today);
        await expect(page.getByLabel(x.maxPrice, { exact: true })).toHaveValue("3000");
        await fitsTheScreen(moveIn);
        await fitsTheScreen(await messageOf(moveIn));
        await expectNoAxeViolations(page);

        // Typed in the form: refused at once in the page's words, nothing sent, the rest kept.
        await page.goto(`${root}?maxPrice=3000`);
        await waitForHydration(page);
        const typed = await filterField(page, x.moveIn, x.more);
        await typed.fill(yesterday);
        await expect(typed).toHaveAttribute("aria-invalid", "true");
        await expect(await messageOf(typed)).toHaveText(x.pastDate);
        await expect(typed).toHaveValue(yesterday);
        expect(new URL(page.url()).searchParams.get("moveIn")).toBeNull();
        expect(new URL(page.url()).searchParams.get("maxPrice")).toBe("3000");

        // The semesters offered are the coming ones (or one just begun), each with its year.
        const first = semesterStart("first_semester", today).slice(0, 4);
        const second = semesterStart("second_semester", today).slice(0, 4);
        await expect(page.getByRole("radio", { name: x.first(first), exact: true })).toBeAttached();
        await expect(page.getByRole("radio", { name: x.second(second), exact: true })).toBeAttached();
        // Today is taken.
        await typed.fill(today);
        await expect(page).toHaveURL(new RegExp(`[?&]moveIn=${today}(&|$)`));
        await expect(page.getByLabel(x.moveIn, { exact: true })).not.toHaveAttribute("aria-invalid", "true");
      });

      test("an empty search shows its filters as chips, says which one empties it, and its chip brings homes back", async ({
        page,
        request,
      }) => {
        // Under the cheapest rent nothing is left, furnished or not; furnished alone has homes.
        const cheapest = await request.get("/v2/properties?purpose=rent&order=price_asc&pageSize=1");
        const cheapestRent = ((await cheapest.json()) as { items: { rentAmount: number }[] }).items[0]?.rentAmount ?? 0;
        const under = Math.floor(cheapestRent) - 1;
        expect(under, "the cheapest rent leaves room below it").toBeGreaterThan(0);
        expect(await totalOf(request, `maxPrice=${under}&furnished=true`)).toBe(0);
        expect(await totalOf(request, `maxPrice=${under}`)).toBe(0);
        const furnished = await totalOf(request, "furnished=true");
        expect(furnished).toBeGreaterThan(0);

        await page.goto(`${root}?maxPrice=${under}&furnished=true`);
        await waitForHydration(page);
        const price = x.upTo(brl(under));
        await expect(page.getByText(x.title)).toBeVisible();
        const count = new Intl.NumberFormat(x.numbers).format(furnished);
        await expect(page.getByText(x.without(price, count, furnished === 1))).toBeVisible();
        const priceChip = page.getByRole("link", { name: x.remove(price), exact: true });
        await expect(priceChip).toBeVisible();
        await expect(priceChip).toHaveText(price);
        await expect(page.getByRole("link", { name: x.remove(x.furnished), exact: true })).toBeVisible();
        await fitsTheScreen(page.getByRole("link", { name: /^(Remover filtro|Remove filter): / }));
        await expectNoAxeViolations(page);

        await priceChip.click();
        await expect(page).not.toHaveURL(/maxPrice=/);
        await expect(page).toHaveURL(/[?&]furnished=true(&|$)/);
        await expect(page.locator("ul[data-view] > li > article").first()).toBeVisible();
        await expect(page.getByTestId("result-count")).toContainText(count);
      });
    });
  }
}
