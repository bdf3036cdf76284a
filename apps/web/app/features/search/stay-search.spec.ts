import { dayMonthText } from "@campuslar/domain/dates/display-dates";
import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { semesterStart } from "@campuslar/domain/property/stay";
import { expectNoAxeViolations, waitForHydration } from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";

/**
 * When and for how long (issue 22): the search asks when the student moves in and for how long (a
 * semester, a year or dates); every card it shows is free by then and takes a stay that long, as the
 * API says for the same question; a card not free yet says from when; a move-out before the move-in
 * is refused next to its field, in the visitor's language, with what was chosen kept.
 */

const WIDE = { width: 1280, height: 900 };

const TEXT = {
  pt: {
    root: "/imoveis",
    firstSemester: (year: string) => `1º semestre ${year} (fev–jul)`,
    dates: "Datas",
    moveIn: "Chegada",
    moveOut: "Saída",
    availableFrom: "Disponível a partir de",
    dateOrder: "A saída precisa ser depois da chegada. Este filtro foi ignorado.",
  },
  en: {
    root: "/en/imoveis",
    firstSemester: (year: string) => `1st semester ${year} (Feb–Jul)`,
    dates: "Dates",
    moveIn: "Move-in date",
    moveOut: "Move-out date",
    availableFrom: "Available from",
    dateOrder: "The move-out date must be after the move-in date. This filter was ignored.",
  },
} as const;

type Item = { code: string; availableFrom: string | null };
type Detail = Item & { minContractMonths: number; maxStayMonths: number | null };

const cards = (page: Page) => page.locator("ul[data-view] > li > article");
const shownCodes = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-code") ?? ""));
/** A filter chip: its radio is drawn as the label, so the label is what a visitor clicks. */
const chip = (page: Page, name: string) =>
  page.locator("#search-form label").filter({ has: page.getByRole("radio", { name, exact: true }) });
/** Intl separates with narrow or plain spaces depending on the ICU version: compare on plain ones. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

async function apiItems(request: APIRequestContext, query: string): Promise<Item[]> {
  const res = await request.get(`/v2/properties?purpose=rent&${query}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Item[] }).items;
}

/** The message a field points at (its `aria-describedby`), as a screen reader reads it with the field. */
async function messageOf(field: Locator): Promise<Locator> {
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(" ");
  const id = ids.find((candidate) => candidate.endsWith("-error"));
  expect(id, "the field has a message").toBeTruthy();
  return field.page().locator(`[id="${id}"]`);
}

for (const locale of ["pt", "en"] as const) {
  const text = TEXT[locale];

  test.describe(`stay search (${locale}, 1280 px)`, () => {
    test.use({ viewport: WIDE });

    test("the first semester shows only homes free by its first day that take six months, as the API says", async ({
      page,
      request,
    }) => {
      const today = saoPauloDate(new Date());
      const start = semesterStart("first_semester", today);
      await page.goto(text.root);
      await waitForHydration(page);
      const before = await shownCodes(page);

      await chip(page, text.firstSemester(start.slice(0, 4))).click();
      await expect(page).toHaveURL(/[?&]stay=first_semester(&|$)/);
      await expect.poll(() => shownCodes(page)).not.toEqual(before);

      const expected = await apiItems(request, "stay=first_semester");
      expect(expected.length).toBeGreaterThan(0);
      await expect.poll(() => shownCodes(page)).toEqual(expected.map((item) => item.code));
      for (const item of expected) {
        const detail = (await (await request.get(`/v2/properties/${item.code}`)).json()) as Detail;
        expect(detail.availableFrom === null || detail.availableFrom <= start, `${item.code} free by ${start}`).toBe(
          true,
        );
        expect(detail.minContractMonths, `${item.code} takes a stay as short as 6 months`).toBeLessThanOrEqual(6);
        expect(detail.maxStayMonths ?? 6, `${item.code} takes a stay as long as 6 months`).toBeGreaterThanOrEqual(6);
      }

      // The same address shows the same search, the chip still chosen.
      await page.reload();
      await expect(page.getByRole("radio", { name: text.firstSemester(start.slice(0, 4)) })).toBeChecked();
      await expectNoAxeViolations(page);
    });

    test("a card not free yet says from when; one free now says nothing of it", async ({ page, request }) => {
      const today = saoPauloDate(new Date());
      const items = await apiItems(request, "pageSize=50");
      const later = items.find((item) => item.availableFrom !== null && item.availableFrom > today);
      const now = items.find((item) => item.availableFrom === null || item.availableFrom <= today);
      expect(later, "the demo data has a rental not free yet").toBeTruthy();
      expect(now, "the demo data has a rental free now").toBeTruthy();
      const day = later?.availableFrom ?? "";

      await page.goto(`${text.root}?q=${later?.code}`);
      const line = page.locator(`article[data-code="${later?.code}"] [data-available-from]`);
      await expect(line).toHaveAttribute("data-available-from", day);
      expect(plain(await line.innerText())).toBe(`${text.availableFrom} ${plain(dayMonthText(locale, day, today))}`);

      await page.goto(`${text.root}?q=${now?.code}`);
      await expect(page.locator(`article[data-code="${now?.code}"]`)).toBeVisible();
      await expect(page.locator(`article[data-code="${now?.code}"] [data-available-from]`)).toHaveCount(0);
    });

    test("a move-out before the move-in is refused next to the move-out, both dates kept", async ({ page }) => {
      await page.goto(text.root);
      await waitForHydration(page);
      const moveOut = page.getByLabel(text.moveOut, { exact: true });
      // Hidden until "dates" is chosen: a semester or a year has its own end.
      await expect(moveOut).toBeHidden();
      await chip(page, text.dates).click();
      await expect(page).toHaveURL(/[?&]stay=dates(&|$)/);
      await expect(moveOut).toBeVisible();

      await page.getByLabel(text.moveIn, { exact: true }).fill("2027-08-01");
      await expect(page).toHaveURL(/[?&]moveIn=2027-08-01(&|$)/);
      await moveOut.fill("2027-02-01");
      await expect(page).toHaveURL(/[?&]moveOut=2027-02-01(&|$)/);

      await expect(moveOut).toHaveAttribute("aria-invalid", "true");
      await expect(await messageOf(moveOut)).toHaveText(text.dateOrder);
      await expect(moveOut).toHaveValue("2027-02-01");
      await expect(page.getByLabel(text.moveIn, { exact: true })).toHaveValue("2027-08-01");
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`stay search without JavaScript (${locale})`, () => {
    test.use({ viewport: WIDE, javaScriptEnabled: false });

    test("the plain form sends the dates, and a bad pair is explained beside the move-out", async ({ page }) => {
      await page.goto(`${text.root}?stay=dates&moveIn=2027-08-01&moveOut=2027-02-01`);
      const moveOut = page.getByLabel(text.moveOut, { exact: true });
      await expect(moveOut).toBeVisible();
      await expect(await messageOf(moveOut)).toHaveText(text.dateOrder);
      await expect(moveOut).toHaveValue("2027-02-01");
      await expect(page.getByRole("radio", { name: text.dates })).toBeChecked();
    });
  });
}
