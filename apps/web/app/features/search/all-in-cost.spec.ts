import { expectNoAxeViolations, waitForHydration } from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";

/**
 * The all-in monthly cost (issue 22): in Brazil the rent is not the whole bill. A card says what
 * is paid every month, all in; the listing's page breaks it down (rent, condomínio, IPTU, each
 * bill included or its owner's estimate) to the same sum; the search filters by it and orders by it.
 */

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const BILLS = ["water", "electricity", "gas", "internet", "cleaning"] as const;
type Bill = (typeof BILLS)[number];

const TEXT = {
  pt: {
    root: "/imoveis",
    prefix: "",
    allIn: /\/mês com tudo$/,
    explain: /Aluguel \+ condomínio \+ IPTU/,
    maxTotal: "Máximo com tudo (R$/mês)",
    order: "Ordenar por",
    lowest: "Menor custo total",
    price: /^Preço/,
    show: /^Ver \d+ imóve/,
    clear: "Limpar filtros",
    numberError: /Digite um valor em reais/,
    monthly: "Total por mês, com tudo",
    bill: { water: "Água", electricity: "Luz", gas: "Gás", internet: "Internet", cleaning: "Limpeza" },
    included: "incluída",
    estimates: /estimativas do proprietário/,
    line: /\/mês com tudo: aluguel \+/,
  },
  en: {
    root: "/en/imoveis",
    prefix: "/en",
    allIn: /\/month all-in$/,
    explain: /Rent \+ condomínio .*\+ IPTU/,
    maxTotal: "Max all-in (R$/month)",
    order: "Sort by",
    lowest: "Lowest all-in cost",
    price: /^Price/,
    show: /^Show \d+ home/,
    clear: "Clear filters",
    numberError: /Enter an amount in reais/,
    monthly: "Total per month, all-in",
    bill: { water: "Water", electricity: "Electricity", gas: "Gas", internet: "Internet", cleaning: "Cleaning" },
    included: "included",
    estimates: /the owner's estimates/,
    line: /\/month all-in: rent \+/,
  },
} as const;

type Detail = {
  code: string;
  rentAmount: number;
  condoFee: number;
  iptu: number;
  allInMonthly: number | null;
  billsIncluded: Record<Bill, boolean>;
  billEstimates: Record<Bill, number>;
};

/** `R$ 1.234,56`, as the pages write money in both languages. */
function brl(reais: number): string {
  const cents = Math.round(reais * 100);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `R$ ${whole},${String(cents % 100).padStart(2, "0")}`;
}

const cents = (reais: number) => Math.round(reais * 100);
const cards = (page: Page) => page.locator("ul[data-view] > li > article");
const count = (page: Page) => page.getByTestId("result-count").innerText();
/** Each card's all-in monthly cost, in the order shown. */
const allIns = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-all-in") ?? Number.NaN)));
const isAscending = (values: number[]) => values.every((value, i) => i === 0 || (values[i - 1] ?? value) <= value);

/** A rental whose all-in cost is more than its rent because of a bill the rent does not include. */
async function rentalWithBills(request: APIRequestContext, locale: "pt" | "en"): Promise<Detail> {
  const list = (await (await request.get("/v2/properties?purpose=rent&pageSize=40")).json()) as {
    items: { code: string }[];
  };
  for (const item of list.items) {
    const detail = (await (await request.get(`/v2/properties/${item.code}?lang=${locale}`)).json()) as Detail;
    const estimated = BILLS.some((bill) => !detail.billsIncluded[bill] && detail.billEstimates[bill] > 0);
    const included = BILLS.some((bill) => detail.billsIncluded[bill]);
    if (estimated && included && detail.condoFee > 0) return detail;
  }
  throw new Error("no rental with estimated and included bills and a condomínio in the demo data");
}

/** The costs panel's rows that make up the month (every one with a figure but the total). */
async function breakdown(panel: Locator): Promise<number[]> {
  return panel.locator("[data-amount]").evaluateAll((rows) =>
    rows
      .filter((row) => row.querySelector("[data-testid='cost-monthly']") === null)
      .filter((row) => row.querySelector("[data-testid='cost-total'], [data-testid='cost-deposit']") === null)
      .map((row) => Number(row.getAttribute("data-amount"))),
  );
}

for (const locale of ["pt", "en"] as const) {
  const text = TEXT[locale];

  test.describe(`all-in monthly cost (${locale}, 1280 px)`, () => {
    test.use({ viewport: WIDE });

    test("a card says it beside the rent; the listing's page breaks it down to the same sum", async ({
      page,
      request,
    }) => {
      const home = await rentalWithBills(request, locale);
      const allIn = home.allInMonthly ?? Number.NaN;
      expect(allIn).toBeGreaterThan(home.rentAmount);

      // On the search page: the first card whose all-in cost differs from its rent says it.
      await page.goto(`${text.root}?order=total_asc`);
      await waitForHydration(page);
      const card = cards(page)
        .filter({ has: page.getByTestId("all-in-price") })
        .first();
      const cardAllIn = Number(await card.getAttribute("data-all-in"));
      const line = card.getByTestId("all-in-price");
      await expect(line).toContainText(`${brl(cardAllIn)}${locale === "pt" ? "/mês com tudo" : "/month all-in"}`);
      await expect(line).toHaveAttribute("title", text.explain);
      // What it adds up is read out too, not only shown on hover.
      await expect(line.locator(".sr-only")).toHaveText(text.explain);

      // On the listing's page: the figure by the price, then the panel's rows summing to it.
      await page.goto(`${text.prefix}/imovel/${home.code}`);
      await waitForHydration(page);
      const near = page.getByTestId("monthly-total");
      await expect(near).toContainText(brl(allIn));
      await expect(near).toContainText(text.line);
      const panel = page.getByTestId("costs");
      await expect(panel.getByTestId("cost-monthly")).toHaveText(brl(allIn));
      await expect(panel.locator("dt").filter({ hasText: text.monthly })).toHaveCount(1);
      const rows = await breakdown(panel);
      expect(rows.reduce((sum, amount) => sum + cents(amount), 0)).toBe(cents(allIn));

      // Each bill: included, or the owner's estimate (said to be one).
      for (const bill of BILLS) {
        const row = panel.locator("div").filter({ has: page.locator("dt", { hasText: text.bill[bill] }) });
        if (home.billsIncluded[bill]) await expect(row.locator("dd")).toHaveText(text.included);
        else if (home.billEstimates[bill] > 0)
          await expect(row.locator("dd")).toHaveText(`≈ ${brl(home.billEstimates[bill])}`);
      }
      await expect(page.locator("#custos")).toContainText(text.estimates);

      // The card beside the page adds up the same.
      await expect(page.getByTestId("interest-card")).toContainText(brl(allIn));
      await expectNoAxeViolations(page);
    });

    test("the search filters by the most it costs all in, kept in the address, and clears", async ({
      page,
      request,
    }) => {
      // A limit some listings are under and some over: the all-in cost of the ninth cheapest.
      const cheapest = (await (
        await request.get("/v2/properties?purpose=rent&order=total_asc&pageSize=12")
      ).json()) as { total: number; items: { allInMonthly: number | null }[] };
      const limit = Math.ceil(cheapest.items[8]?.allInMonthly ?? 0);
      expect(limit).toBeGreaterThan(0);

      await page.goto(text.root);
      await waitForHydration(page);
      const total = await count(page);
      const field = page.getByLabel(text.maxTotal);
      await field.fill(String(limit));
      await field.press("Enter");
      await expect(page).toHaveURL(new RegExp(`[?&]maxTotal=${limit}(&|$)`));
      await expect.poll(() => count(page)).not.toBe(total);
      await expect
        .poll(async () => {
          const shown = await allIns(page);
          return shown.length >= 9 && shown.every((value) => value <= limit);
        })
        .toBe(true);
      await expect(field).toHaveValue(String(limit));

      // The same address shows the same search.
      await page.reload();
      await expect(page.getByLabel(text.maxTotal)).toHaveValue(String(limit));
      expect((await allIns(page)).every((value) => value <= limit)).toBe(true);

      await page.getByRole("link", { name: text.clear }).click();
      await expect(page).not.toHaveURL(/maxTotal/);
      await expect.poll(() => count(page)).toBe(total);
      await expect(page.getByLabel(text.maxTotal)).toHaveValue("");
    });

    test("the search orders by the lowest all-in cost", async ({ page }) => {
      await page.goto(text.root);
      await waitForHydration(page);
      const order = page.getByLabel(text.order);
      await expect(order.locator("option", { hasText: text.lowest })).toHaveCount(1);
      await order.selectOption({ label: text.lowest });
      await expect(page).toHaveURL(/order=total_asc/);
      await expect.poll(async () => (await allIns(page)).length).toBeGreaterThan(1);
      await expect
        .poll(async () => {
          const shown = await allIns(page);
          return shown.every((value) => !Number.isNaN(value)) && isAscending(shown);
        })
        .toBe(true);
      // Page two carries on from page one.
      const last = (await allIns(page)).at(-1) ?? 0;
      await page.goto(`${text.root}?order=total_asc&page=2`);
      const next = await allIns(page);
      expect(next[0]).toBeGreaterThanOrEqual(last);
    });

    test("a maximum all-in that is not a number is left out, with a message next to its field", async ({ page }) => {
      const response = await page.goto(`${text.root}?maxTotal=abc&bedrooms=2`);
      expect(response?.status()).toBe(200);
      const field = page.getByLabel(text.maxTotal);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveValue("abc");
      const message = page.locator(
        `#${await field.getAttribute("aria-describedby").then((ids) => ids?.split(" ").at(-1))}`,
      );
      await expect(message).toHaveText(text.numberError);
      await expect(page.locator('input[name="bedrooms"][value="2"]')).toBeChecked();
      expect(await cards(page).count()).toBeGreaterThan(0);
    });
  });

  test.describe(`all-in monthly cost (${locale}, 390 px)`, () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test("the phone's price sheet holds the all-in maximum, and the Price button counts it", async ({ page }) => {
      await page.goto(text.root);
      await waitForHydration(page);
      const total = await count(page);
      const price = page.getByRole("button", { name: text.price });
      await price.click();
      const sheet = page.getByRole("dialog");
      await sheet.getByLabel(text.maxTotal).fill("2500");
      await sheet.getByLabel(text.maxTotal).press("Enter");
      await expect(page).toHaveURL(/[?&]maxTotal=2500(&|$)/);
      await expect.poll(() => count(page)).not.toBe(total);
      if (await sheet.isVisible()) await sheet.getByRole("button", { name: text.show }).click();
      await expect(page.getByRole("button", { name: text.price })).toContainText("1");
      expect((await allIns(page)).every((value) => value <= 2500)).toBe(true);
      // Cards stay within the phone's width with the extra line.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });
  });
}
