import { waitForHydration } from "@campuslar/e2e/support.ts";
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
      await expect(page).toHaveURL(new RegExp(`${L.links[4][1]}$`));
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
