import { waitForHydration } from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";
import { LANGS, T } from "./shell.spec-support.ts";

/** The cookie notice every page shows until it is dismissed (spec §2). */

// Browsers here ask for Portuguese, so `/` stays Portuguese unless the language cookie says otherwise.
test.use({ locale: "pt-BR" });

for (const lang of LANGS) {
  const L = T[lang];

  test.describe(`cookie notice (${lang})`, () => {
    test("is dismissed once and for all, by keyboard", async ({ page }) => {
      await page.goto(L.home);
      const notice = page.getByRole("region", { name: L.notice });
      await expect(notice).toBeVisible();
      await expect(notice).toHaveCSS("position", "fixed");
      await expect(notice.getByRole("link")).toHaveAttribute("href", L.privacy);

      await notice.getByRole("button", { name: L.noticeOk }).focus();
      await page.keyboard.press("Enter");
      await expect(notice).toBeHidden();

      await page.reload();
      await waitForHydration(page);
      await expect(page.getByRole("region", { name: L.notice })).toHaveCount(0);
    });

    test("does not sit under the messaging button on a phone", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(L.home);
      // Either may have stepped aside from something it would cover (overlays.spec.ts): their places are compared.
      const notice = page.locator("[data-floating=cookie-notice]");
      await expect(notice).toHaveCount(1);
      const link = page.locator("[data-floating=whatsapp] a");
      await expect
        .poll(async () => {
          const a = await notice.evaluate((element) => element.getBoundingClientRect().top);
          const b = await link.evaluate((element) => element.getBoundingClientRect().bottom);
          return b <= a;
        })
        .toBe(true);
    });
  });
}
