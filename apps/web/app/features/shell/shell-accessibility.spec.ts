import { axeViolations } from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";
import { LANGS, T } from "./shell.spec-support.ts";

/** axe on the chrome every page shares (spec §2), with the cookie notice shown and the phone menu open. */

// Browsers here ask for Portuguese, so `/` stays Portuguese unless the language cookie says otherwise.
test.use({ locale: "pt-BR" });

for (const lang of LANGS) {
  const L = T[lang];

  test.describe(`accessibility (${lang})`, () => {
    test("axe finds nothing with the notice shown, on a desktop", async ({ page }) => {
      await page.goto(L.home);
      await expect(page.getByRole("region", { name: L.notice })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("axe finds nothing on a phone with the menu open and the notice shown", async ({ page }) => {
      // A phone tall enough for the notice to clear the home's search button: on a shorter one it
      // steps aside from that button (use-step-aside.ts), and axe would not see it.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(L.home);
      const notice = page.getByRole("region", { name: L.notice });
      await expect(notice).toBeVisible();
      await page.getByRole("banner").getByRole("button", { name: L.menu }).click();
      await expect(page.getByRole("navigation", { name: lang === "pt" ? "Menu do site" : "Site menu" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      // Still there when axe read the page, not stepped aside meanwhile.
      await expect(notice).toBeVisible();
    });
  });
}
