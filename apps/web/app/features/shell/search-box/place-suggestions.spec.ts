import { axeViolations, screenAt, WIDTH_FOR } from "@campuslar/e2e/support.ts";
import { expect, type Page, test } from "@playwright/test";
import { openSearchPage } from "./search-box.spec-support.ts";

/**
 * The places the top bar's search box suggests beside listings (issue 20): universities and
 * neighbourhoods, grouped under headings that are not options, found despite accents and
 * typing errors, and reached with the keyboard as in an ARIA combobox. Listings alone are
 * search-box.spec.ts's.
 */

const LOCALES = [
  {
    locale: "pt",
    path: "/imoveis",
    universityPath: "/imoveis/faculdade/",
    groups: { universities: "Universidades", neighbourhoods: "Bairros", homes: "Imóveis" },
    homes: /^\d+ imóve(l|is)$/,
    found: /^Sugestões: .*1 bairro.*\. Use as setas para escolher\.$/,
  },
  {
    locale: "en",
    path: "/en/imoveis",
    universityPath: "/en/imoveis/faculdade/",
    groups: { universities: "Universities", neighbourhoods: "Neighbourhoods", homes: "Homes" },
    homes: /^\d+ homes?$/,
    found: /^Suggestions: .*1 neighbourhood.*\. Use the arrow keys to choose\.$/,
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
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const { locale, path, universityPath, groups, homes, found } of LOCALES) {
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
