import { expectNoAxeViolations, waitForHydration } from "@campuslar/e2e/support.ts";
import { expect, type Page, test } from "@playwright/test";

/**
 * The commute to campus on the search (issue 21): once a university is chosen, every card says
 * how long the morning way there takes and how; "up to 30 min" keeps the homes within 30
 * minutes (wherever they are), and "shortest commute" puts the quickest first.
 */

const TEXT = {
  pt: {
    root: "/imoveis",
    university: "Perto da faculdade",
    commute: "Trajeto até FGV de transporte público",
    upTo30: "até 30 min",
    order: "Ordenar por",
    shortest: "Menor trajeto",
    line: /^\d+ min (até FGV de (metrô|trem|ônibus)( e (metrô|trem|ônibus)|, .+)?|a pé até FGV)( · a [\d,]+ k?m)?$/,
    more: /^Mais filtros/,
    show: /^Ver \d+ imóve/,
    oneOn: "1 ativos",
  },
  en: {
    root: "/en/imoveis",
    university: "Near a university",
    commute: "Commute to FGV by public transport",
    upTo30: "up to 30 min",
    order: "Sort by",
    shortest: "Shortest commute",
    line: /^\d+ min to FGV (by (metro|train|bus)( and (metro|train|bus)|, .+)?|on foot)( · [\d.]+ k?m away)?$/,
    more: /^More filters/,
    show: /^Show \d+ home/,
    oneOn: "1 on",
  },
} as const;

const cards = (page: Page) => page.locator("ul[data-view] > li > article");
const commuteLines = (page: Page) => cards(page).locator("[data-commute-minutes]");
const minutesOnCards = (page: Page) =>
  commuteLines(page).evaluateAll((lines) => lines.map((line) => Number(line.getAttribute("data-commute-minutes"))));
const resultCount = async (page: Page) =>
  Number((await page.getByTestId("result-count").innerText()).replace(/\D/g, ""));
const isAscending = (values: number[]) => values.every((value, i) => i === 0 || (values[i - 1] ?? value) <= value);

/** Every card of the list says its commute, in words and as a number. */
async function expectEveryCardToSayItsCommute(page: Page, line: RegExp) {
  await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
  await expect.poll(async () => (await commuteLines(page).count()) === (await cards(page).count())).toBe(true);
  for (const text of await commuteLines(page).allInnerTexts()) expect(text.trim()).toMatch(line);
}

for (const locale of ["pt", "en"] as const) {
  const text = TEXT[locale];

  test.describe(`${locale} at 1280 px`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test("choosing FGV shows each home's commute; up to 30 min and the shortest first; the filter stays with another university", async ({
      page,
    }) => {
      await page.goto(text.root);
      await waitForHydration(page);
      // Without a university there is no commute to filter or order by.
      await expect(page.getByRole("group", { name: text.commute })).toHaveCount(0);
      await expect(page.getByLabel(text.order).locator('option[value="commute"]')).toHaveCount(0);
      await expect(commuteLines(page)).toHaveCount(0);

      await page.getByLabel(text.university).selectOption("fgv");
      await expect(page).toHaveURL(/[?&]university=fgv(&|$)/);
      await expectEveryCardToSayItsCommute(page, text.line);
      const near = await resultCount(page);

      const commute = page.getByRole("group", { name: text.commute });
      await expect(commute).toBeVisible();
      await commute.getByText(text.upTo30, { exact: true }).click();
      await expect(page).toHaveURL(/[?&]maxCommute=30(&|$)/);
      // Within 30 minutes is not the same set as within walking reach.
      await expect.poll(() => resultCount(page)).not.toBe(near);
      await expectEveryCardToSayItsCommute(page, text.line);
      for (const minutes of await minutesOnCards(page)) expect(minutes).toBeLessThanOrEqual(30);

      await page.getByLabel(text.order).selectOption({ label: text.shortest });
      await expect(page).toHaveURL(/[?&]order=commute(&|$)/);
      await expect.poll(async () => isAscending(await minutesOnCards(page))).toBe(true);
      expect((await minutesOnCards(page)).length).toBeGreaterThan(1);
      await expectNoAxeViolations(page);

      // Another university keeps the minutes: now to that one.
      await page.getByLabel(text.university).selectOption("insper");
      await expect(page).toHaveURL(/[?&]university=insper(&|$)/);
      expect(new URL(page.url()).searchParams.get("maxCommute")).toBe("30");
      for (const minutes of await minutesOnCards(page)) expect(minutes).toBeLessThanOrEqual(30);
    });

    test("minutes in the address without a university are set aside", async ({ page }) => {
      await page.goto(`${text.root}?maxCommute=30`);
      await expect(page.getByRole("group", { name: text.commute })).toHaveCount(0);
      const all = await resultCount(page);
      await page.goto(text.root);
      expect(await resultCount(page)).toBe(all);
    });
  });

  test.describe(`${locale} on a 375 px phone`, () => {
    test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test("a university's page: up to 30 min from the filters sheet counts as a filter; shortest first", async ({
      page,
    }) => {
      await page.goto(`${text.root}/faculdade/fgv`);
      await waitForHydration(page);
      await expectEveryCardToSayItsCommute(page, text.line);

      await page.getByRole("button", { name: text.more }).click();
      const sheet = page.getByRole("dialog");
      const commute = sheet.getByRole("group", { name: text.commute });
      await expect(commute).toBeVisible();
      await commute.getByText(text.upTo30, { exact: true }).click();
      await expect(page).toHaveURL(/[?&]maxCommute=30(&|$)/);
      await sheet.getByRole("button", { name: text.show }).click();
      await expect(sheet).toBeHidden();
      await expect(page.getByRole("button", { name: text.more })).toContainText(text.oneOn);
      for (const minutes of await minutesOnCards(page)) expect(minutes).toBeLessThanOrEqual(30);

      await page.getByLabel(text.order).selectOption({ label: text.shortest });
      await expect(page).toHaveURL(/[?&]order=commute(&|$)/);
      await expect.poll(async () => isAscending(await minutesOnCards(page))).toBe(true);
      await expectEveryCardToSayItsCommute(page, text.line);
      await expectNoAxeViolations(page);
    });
  });
}
