import { NAVIGATION_PROGRESS_MS } from "@campuslar/domain/events/navigation-progress";
import { waitForHydration } from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";
import { LANGS, T, withoutNotice } from "./shell.spec-support.ts";

/** The navigation progress bar every page shares (spec §2 and §7). */

// Browsers here ask for Portuguese, so `/` stays Portuguese unless the language cookie says otherwise.
test.use({ locale: "pt-BR" });

for (const lang of LANGS) {
  const L = T[lang];

  test.describe(`navigation progress (${lang})`, () => {
    test.beforeEach(async ({ context }) => withoutNotice(context));

    test("shows a progress bar during a slow navigation, then hides it", async ({ page }) => {
      await page.goto(L.home);
      await waitForHydration(page);
      await expect(page.getByRole("progressbar")).toHaveCount(0);

      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\.data(\?|$)/, async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole("banner").getByRole("link", { name: "FAQ", exact: true }).click();
      const bar = page.getByRole("progressbar", { name: L.progress });
      await expect(bar).toBeVisible();
      await expect(bar).toHaveCSS("position", "fixed");
      // Spec §7: the bar's run lasts 5000 ms.
      const duration = await bar.evaluate(
        (element) => element.firstElementChild?.getAnimations()[0]?.effect?.getComputedTiming().duration,
      );
      expect(duration).toBe(NAVIGATION_PROGRESS_MS);
      expect(NAVIGATION_PROGRESS_MS).toBe(5000);
      release();
      const faq = L.links.find(([name]) => name === "FAQ")?.[1];
      await expect(page).toHaveURL(new RegExp(`${faq}$`));
      await expect(page.getByRole("progressbar")).toHaveCount(0);
    });
  });
}
