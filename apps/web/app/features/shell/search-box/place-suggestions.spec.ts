import { axeViolations, screenAt, WIDTH_FOR } from "@campuslar/e2e/support.ts";
import { expect, type Page, test } from "@playwright/test";
import { openSearchPage } from "./search-box.spec-support.ts";

/**
 * The places the top bar's search box suggests beside listings (issue 20): universities and
 * neighbourhoods, grouped under headings that are not options, found despite accents and
 * typing errors, and reached with the keyboard as in an ARIA combobox. The universities by
 * their short names from two letters, without asking the API, Enter on one's name opening its
 * filter, and a street no home stands on (issue 34). Listings alone are search-box.spec.ts's.
 */

const LOCALES = [
  {
    locale: "pt",
    path: "/imoveis",
    universityPath: "/imoveis/faculdade/",
    groups: { universities: "Universidades", neighbourhoods: "Bairros", homes: "Imóveis" },
    homes: /^\d+ imóve(l|is)$/,
    found: /^Sugestões: .*1 bairro.*\. Use as setas para escolher\.$/,
    fgvFullName: "FGV EAESP — Escola de Administração de Empresas de São Paulo",
    noStreet: "Nenhum imóvel em “Rua Xyzzyq” por enquanto",
    byNeighbourhood: "Buscar por bairro",
    neighbourhoodField: "Bairro",
  },
  {
    locale: "en",
    path: "/en/imoveis",
    universityPath: "/en/imoveis/faculdade/",
    groups: { universities: "Universities", neighbourhoods: "Neighbourhoods", homes: "Homes" },
    homes: /^\d+ homes?$/,
    found: /^Suggestions: .*1 neighbourhood.*\. Use the arrow keys to choose\.$/,
    fgvFullName: "FGV EAESP — São Paulo School of Business Administration",
    noStreet: "No homes on “Rua Xyzzyq” yet",
    byNeighbourhood: "Search by neighbourhood",
    neighbourhoodField: "Neighbourhood",
  },
] as const;

const TERM_PATH = "/v2/properties/term";

/** Types `text` into the box and waits for the answer to it to be shown. */
async function typeAndWait(page: Page, box: ReturnType<Page["getByRole"]>, text: string) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === TERM_PATH && url.searchParams.get("q") === text;
  });
  await box.pressSequentially(text, { delay: 30 });
  await answered;
  await expect(page.getByRole("listbox").getByRole("option", { disabled: false }).first()).toBeVisible();
  // The universities the page matched itself show before the answer: wait until the live
  // region no longer says the search is on its way.
  await expect(page.getByRole("banner").getByRole("search").locator("[aria-live=polite]")).toHaveText(
    /^(?!Buscando…|Searching…)./,
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every call the box makes for listings from now on. */
function termRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === TERM_PATH) asked.push(url.searchParams.get("q") ?? "");
  });
  return asked;
}

/** How many rent listings the search filtered by a university finds: its page's count. */
async function filterTotal(page: Page, slug: string): Promise<number> {
  const answer = await page.request.get(`/v2/properties?${new URLSearchParams({ university: slug, pageSize: "1" })}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { total: number }).total;
}

for (const {
  locale,
  path,
  universityPath,
  groups,
  homes,
  found,
  fgvFullName,
  noStreet,
  byNeighbourhood,
  neighbourhoodField,
} of LOCALES) {
  // What the keys and the list do is the same at every width: each language runs it at one.
  test.describe(`${locale}, ${WIDTH_FOR[locale]} px`, () => {
    test.use(screenAt(WIDTH_FOR[locale]));

    test("pinheros shows Pinheiros under the neighbourhoods heading; Enter opens the search filtered by it", async ({
      page,
    }) => {
      const box = await openSearchPage(page, path);
      await typeAndWait(page, box, "pinheros");

      const listbox = page.getByRole("listbox");
      const neighbourhoods = listbox.getByRole("group", { name: groups.neighbourhoods });
      await expect(neighbourhoods).toBeVisible();
      const pinheiros = neighbourhoods.getByRole("option").first();
      await expect(pinheiros).toContainText("Pinheiros");
      await expect(pinheiros.getByText(homes)).toBeVisible();
      // The heading is shown, and is not an option the arrow keys could land on.
      await expect(neighbourhoods.getByText(groups.neighbourhoods, { exact: true })).toBeVisible();
      await expect(listbox.getByRole("option", { name: groups.neighbourhoods, exact: true })).toHaveCount(0);
      // No university is called anything like "pinheros": the neighbourhood comes first.
      await expect(listbox.getByRole("group", { name: groups.universities })).toHaveCount(0);
      // The count of suggestions is read out in the visitor's language.
      await expect(page.getByRole("banner").getByRole("search").locator("[aria-live=polite]")).toHaveText(found);

      await box.press("ArrowDown");
      await expect(pinheiros).toHaveAttribute("aria-selected", "true");
      await expect(box).toHaveAttribute("aria-activedescendant", (await pinheiros.getAttribute("id")) ?? "");
      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}\\?neighbourhood=Pinheiros$`));
      await expect(page.locator("select[name=neighbourhood]").first()).toHaveValue("Pinheiros");
      await expect(page.getByRole("listbox")).toHaveCount(0);
    });

    test("FGV, fgv and US suggest universities at once, without a call for listings", async ({ page }) => {
      // The page's timers run on the test's clock, so "well past the debounce" is exact.
      await page.clock.install();
      const box = await openSearchPage(page, path);
      const asked = termRequests(page);
      const universities = page.getByRole("listbox").getByRole("group", { name: groups.universities });

      for (const typed of ["FGV", "fgv"]) {
        await box.fill("");
        await box.pressSequentially(typed, { delay: 30 });
        await expect(universities.getByRole("option")).toHaveCount(1);
        await expect(universities.getByRole("option").first()).toContainText("FGV");
        await expect(universities.getByRole("option").first()).toContainText("Bela Vista");
      }
      await box.fill("");
      await box.pressSequentially("US", { delay: 30 });
      await expect(universities.getByRole("option").filter({ hasText: "USP Butantã" })).toHaveCount(1);
      // Only the universities: no listing or neighbourhood group for two letters.
      await expect(page.getByRole("listbox").getByRole("group")).toHaveCount(1);
      await page.clock.runFor(2000);
      expect(asked).toEqual([]);
    });

    test("Enter on FGV opens the search filtered by it, with the filter's count", async ({ page }) => {
      const box = await openSearchPage(page, path);
      const total = await filterTotal(page, "fgv");
      expect(total).toBeGreaterThan(0);
      await box.pressSequentially("FGV", { delay: 30 });
      await expect(page.getByRole("listbox").getByRole("option").first()).toContainText("FGV");
      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}\\?university=fgv$`));
      await expect(page.locator("select[name=university]").first()).toHaveValue("fgv");
      await expect(page.getByTestId("result-count")).toHaveText(
        new RegExp(`^${escapeRegExp(total.toLocaleString(locale === "pt" ? "pt-BR" : "en"))} `),
      );
      await expect(page.getByRole("listbox")).toHaveCount(0);
    });

    test("a university's full name, typed or chosen, opens it too", async ({ page }) => {
      const box = await openSearchPage(page, path);
      await box.fill(fgvFullName);
      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}\\?university=fgv$`));

      // A word of the full name only, in the visitor's language: suggested, and chosen by a click.
      const box2 = await openSearchPage(page, path);
      await box2.pressSequentially(locale === "pt" ? "Presbit" : "Presbyter", { delay: 30 });
      const mackenzie = page.getByRole("listbox").getByRole("group", { name: groups.universities }).getByRole("option");
      await expect(mackenzie.first()).toContainText("Mackenzie");
      await mackenzie.first().click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(universityPath)}mackenzie$`));
    });

    test("ArrowDown and Enter on a university open its search page", async ({ page }) => {
      const box = await openSearchPage(page, path);
      await typeAndWait(page, box, "mackenzi");

      const universities = page.getByRole("listbox").getByRole("group", { name: groups.universities });
      const mackenzie = universities.getByRole("option").first();
      await expect(mackenzie).toContainText("Mackenzie");
      await box.press("ArrowDown");
      await expect(mackenzie).toHaveAttribute("aria-selected", "true");
      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(universityPath)}mackenzie$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Mackenzie");
    });

    test("the arrow keys go through every group in order; Escape closes, a second Escape clears", async ({ page }) => {
      const box = await openSearchPage(page, path);
      // Two universities have a campus in Liberdade, which is also a neighbourhood with listings.
      await typeAndWait(page, box, "liberdade");
      const listbox = page.getByRole("listbox");
      const names = await listbox
        .getByRole("group")
        .evaluateAll((elements) =>
          elements.map((group) => document.getElementById(group.getAttribute("aria-labelledby") ?? "")?.textContent),
        );
      expect(names).toEqual([groups.universities, groups.neighbourhoods, groups.homes]);

      const options = listbox.getByRole("option");
      const count = await options.count();
      expect(count).toBeGreaterThan(3);
      for (let index = 0; index < count; index++) {
        await box.press("ArrowDown");
        await expect(options.nth(index)).toHaveAttribute("aria-selected", "true");
      }
      // Past the last listing, back to the first university.
      await box.press("ArrowDown");
      await expect(options.first()).toHaveAttribute("aria-selected", "true");
      await box.press("ArrowUp");
      await expect(options.last()).toHaveAttribute("aria-selected", "true");

      await box.press("Escape");
      await expect(listbox).toBeHidden();
      await expect(box).toHaveAttribute("aria-expanded", "false");
      await expect(box).toHaveValue("liberdade");
      await expect(box).toBeFocused();
      await box.press("Escape");
      await expect(box).toHaveValue("");
      await expect(page.getByRole("banner").getByRole("search").locator("[aria-live=polite]")).toHaveText("");
    });
  });

  test.describe(`${locale}, a street no home stands on`, () => {
    // At a desktop's width the filters stand beside the list, where the link lands.
    test.use(screenAt(1280));

    test("says so and offers the search by neighbourhood, which a click follows", async ({ page }) => {
      const box = await openSearchPage(page, path);
      await typeAndWait(page, box, "Rua Xyzzyq");
      const listbox = page.getByRole("listbox");
      await expect(listbox.getByRole("option", { name: noStreet })).toHaveAttribute("aria-disabled", "true");
      const offer = listbox.getByRole("option", { name: byNeighbourhood });
      await expect(offer).toBeVisible();
      await expect(page.getByRole("banner").getByRole("search").locator("[aria-live=polite]")).toContainText(noStreet);
      await box.press("ArrowDown");
      await expect(offer).toHaveAttribute("aria-selected", "true");
      expect(await axeViolations(page, { include: "header" })).toEqual([]);

      await offer.click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}#filter-section-more$`));
      await expect(page.getByRole("combobox", { name: neighbourhoodField, exact: true }).first()).toBeVisible();
    });
  });

  // How the list fits the screen differs by width: both run.
  for (const width of [375, 1280] as const) {
    test.describe(`${locale}, ${width} px`, () => {
      test.use(screenAt(width));

      test("the grouped list passes axe, fits the screen, and looks right", async ({ page }, testInfo) => {
        const box = await openSearchPage(page, path);
        await typeAndWait(page, box, "liberdade");
        await box.press("ArrowDown");
        const listbox = page.getByRole("listbox");
        await expect(listbox.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
        expect(await axeViolations(page, { include: "header" })).toEqual([]);

        const popup = await listbox.boundingBox();
        expect(popup?.x).toBeGreaterThanOrEqual(0);
        expect((popup?.x ?? 0) + (popup?.width ?? 0)).toBeLessThanOrEqual(width);
        for (const option of await listbox.getByRole("option").all()) {
          const size = await option.boundingBox();
          if (size) expect(size.height).toBeGreaterThanOrEqual(44);
        }
        await page.screenshot({ path: testInfo.outputPath(`place-suggestions-${locale}-${width}.png`) });
      });
    });
  }
}
