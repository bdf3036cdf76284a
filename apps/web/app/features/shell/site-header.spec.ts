import { expectNoAxeViolations, signInWithToken, signUpThroughApi, waitForHydration } from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";
import { LANGS, type Lang, T, withoutNotice } from "./shell.spec-support.ts";

/**
 * The top bar every page shares (spec §2): its links, the mobile menu (with and without
 * JavaScript) and the language toggle.
 */

// Browsers here ask for Portuguese, so `/` stays Portuguese unless the language cookie says otherwise.
test.use({ locale: "pt-BR" });

for (const lang of LANGS) {
  const L = T[lang];

  test.describe(`top bar (${lang})`, () => {
    test.beforeEach(async ({ context }) => withoutNotice(context));

    test("is sticky, links home and to every section, marking the current page", async ({ page }) => {
      await page.goto(L.home);
      const banner = page.getByRole("banner");
      await expect(banner).toHaveCSS("position", "sticky");
      await expect(banner.getByRole("link", { name: /CampusLar/ })).toHaveAttribute("href", L.home);

      const nav = banner.getByRole("navigation", { name: L.nav });
      for (const [name, path] of L.links) {
        await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
      }
      // The login link brings the visitor back to the page they were on.
      await expect(banner.getByRole("link", { name: L.login })).toHaveAttribute(
        "href",
        lang === "pt" ? "/entrar?redirectTo=%2F" : "/en/entrar?redirectTo=%2Fen",
      );

      await waitForHydration(page);
      for (const [name, path] of L.links) {
        await nav.getByRole("link", { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${path}$`));
        await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
        await expect(nav.locator("[aria-current]")).toHaveCount(1);
        await expect(page.locator("html")).toHaveAttribute("lang", lang === "pt" ? "pt-BR" : "en");
      }
    });

    test("on a phone, the menu opens and closes from the keyboard and on navigation", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(L.home);
      await waitForHydration(page);
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("navigation", { name: L.nav })).toBeHidden();

      const button = banner.getByRole("button", { name: L.menu });
      await expect(button).toHaveAttribute("aria-expanded", "false");
      const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
      await expect(panel).toBeHidden();

      await button.focus();
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(panel).toBeVisible();
      for (const [name, path] of L.links) {
        await expect(panel.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
      }
      await expect(panel.getByRole("link", { name: L.signup })).toBeVisible();
      // Tab reaches the panel's first link.
      await page.keyboard.press("Tab");
      await expect(panel.getByRole("link", { name: L.links[0][0], exact: true })).toBeFocused();

      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();

      await page.keyboard.press("Space");
      await expect(panel).toBeVisible();
      await panel.getByRole("link", { name: "FAQ", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${L.links.at(-1)?.[1]}$`));
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(panel).toBeHidden();
    });

    test("the language toggle keeps path and query and remembers the choice", async ({ page, context }) => {
      const other: Lang = lang === "pt" ? "en" : "pt";
      const from = lang === "pt" ? "/faq?tab=students" : "/en/faq?tab=students";
      const to = lang === "pt" ? "/en/faq?tab=students" : "/faq?tab=students";
      await page.goto(from);
      await waitForHydration(page);
      await page.getByRole("banner").getByRole("link", { name: L.toggle }).click();
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${to.replace("?", "\\?")}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", other === "pt" ? "pt-BR" : "en");

      const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
      expect(cookie?.value).toBe(other);
      expect(cookie?.path).toBe("/");
      expect(cookie?.sameSite).toBe("Lax");
      // 365 days, give or take the test's own duration.
      const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThanOrEqual(365);

      await page.goto("/");
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${other === "en" ? "/en" : "/"}$`));
    });
  });
}

/**
 * Issue 34, points 6 and 11: the favourites, with their count even for a visitor (kept in this
 * browser), the roommates and the alerts are in the bar and the phone menu; on a phone the
 * search screen's bar shrinks once the page is scrolled, so a result's photo, price and place
 * fit the first screen.
 */
for (const lang of LANGS) {
  const L = T[lang];

  test.describe(`favourites, roommates and alerts in the bar (${lang})`, () => {
    test.beforeEach(async ({ context }) => withoutNotice(context));

    test("at 1280 px the bar of a logged-in person with a long first name fits the screen", async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      // The bar shows the first name: a long one.
      const name = "Maximiliano Albuquerque";
      const token = await signUpThroughApi(context.request, {
        name,
        phone: "+55 11 98765-4321",
        email: `header.${lang}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`,
        password: "Primeira1",
        locale: lang,
      });
      await signInWithToken(context, token);
      await page.goto(L.home);
      await waitForHydration(page);
      await expect(page.getByRole("banner").getByRole("navigation", { name: L.nav })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    });

    for (const width of [390, 1280]) {
      test(`a visitor's favourites are counted in the bar and the menu at ${width} px`, async ({ page, request }) => {
        await page.setViewportSize({ width, height: 844 });
        const { items } = (await (await request.get("/v2/properties?pageSize=3")).json()) as {
          items: { code: string }[];
        };
        const codes = items.map((item) => item.code);
        expect(codes).toHaveLength(3);
        await page.addInitScript((saved) => {
          window.localStorage.setItem("campuslar:favorites", JSON.stringify(saved));
        }, codes);
        await page.goto(L.home);
        await waitForHydration(page);
        const banner = page.getByRole("banner");
        const heart = banner.getByRole("link", { name: L.favoritesCount(3), exact: true });
        await expect(heart).toBeVisible();
        await expect(heart).toHaveAttribute("href", lang === "pt" ? "/favoritos" : "/en/favoritos");
        await expect(heart).toContainText("3");

        if (width < 1024) {
          await banner.getByRole("button", { name: L.menu }).click();
          const panel = page.getByRole("navigation", { name: lang === "pt" ? "Menu do site" : "Site menu" });
          await expect(panel.getByRole("link", { name: L.favoritesCount(3) })).toBeVisible();
          for (const [name, path] of L.links.slice(3, 5)) {
            await expect(panel.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
          }
          await expectNoAxeViolations(page);
          await page.keyboard.press("Escape");
          await expect(panel).toBeHidden();
        } else {
          const nav = banner.getByRole("navigation", { name: L.nav });
          for (const [name, path] of L.links.slice(3, 5)) {
            await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
          }
        }
        await expectNoAxeViolations(page);

        // Forgetting one in another tab of the same browser counts down here too.
        await page.evaluate((saved) => {
          window.localStorage.setItem("campuslar:favorites", JSON.stringify(saved));
          window.dispatchEvent(new Event("campuslar:favorites-changed"));
        }, codes.slice(1));
        await expect(banner.getByRole("link", { name: L.favoritesCount(2), exact: true })).toBeVisible();
        await banner.getByRole("link", { name: L.favoritesCount(2), exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${lang === "pt" ? "" : "/en"}/favoritos$`));
      });
    }

    test("on a phone, the search screen's bar shrinks to 64 px or less once scrolled", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(L.search);
      await waitForHydration(page);
      const banner = page.getByRole("banner");
      const height = async () => (await banner.boundingBox())?.height ?? 0;
      // At the top, the bar carries the search box in a second row.
      expect(await height()).toBeGreaterThan(100);
      await expect(banner.getByRole("search")).toBeVisible();

      await page.mouse.wheel(0, 900);
      await expect.poll(height).toBeLessThanOrEqual(64);
      await expect(banner.getByRole("search")).toBeHidden();

      // Back at the top, the search row is there again.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(banner.getByRole("search")).toBeVisible();
      expect(await height()).toBeGreaterThan(100);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test("the phone menu still opens", async ({ page }) => {
    await page.goto("/en");
    const panel = page.getByRole("navigation", { name: "Site menu" });
    await expect(panel).toBeHidden();
    await page.getByRole("banner").locator("summary").click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/en/sobre");
    await expect(page.getByRole("link", { name: "Talk to us on WhatsApp", exact: true })).toBeVisible();
  });
});
