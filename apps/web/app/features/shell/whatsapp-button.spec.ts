import { waitForHydration } from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";
import { decodedWhatsAppText, LANGS, T, withoutNotice } from "./shell.spec-support.ts";

/** The floating messaging (WhatsApp) button every page shares (spec §2), on ordinary and property pages. */

// Browsers here ask for Portuguese, so `/` stays Portuguese unless the language cookie says otherwise.
test.use({ locale: "pt-BR" });

for (const lang of LANGS) {
  const L = T[lang];

  test.describe(`messaging button (${lang})`, () => {
    test.beforeEach(async ({ context }) => withoutNotice(context));

    test("greets on an ordinary page and closes for the rest of the page's life", async ({ page }) => {
      await page.goto(L.home);
      const link = page.getByRole("link", { name: L.whatsapp, exact: true });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(decodedWhatsAppText(await link.getAttribute("href"))).toContain(L.greeting);

      await waitForHydration(page);
      await page.getByRole("button", { name: L.whatsappClose }).click();
      await expect(link).toBeHidden();

      // A client-side navigation keeps it closed...
      await page.getByRole("banner").getByRole("link", { name: "FAQ", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${L.links.find(([name]) => name === "FAQ")?.[1]}$`));
      await expect(page.getByRole("link", { name: L.whatsapp })).toHaveCount(0);
      // ...a full reload brings it back.
      await page.reload();
      await expect(page.getByRole("link", { name: L.whatsapp, exact: true })).toBeVisible();
    });

    test("on a phone it never covers a card, a price or a field, and a list of homes has none", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      // The home page's cards, scrolled through a screen at a time: wherever the button shows,
      // nothing of a card, a page link or a field is under it (issue 34).
      await page.goto(L.home);
      await waitForHydration(page);
      const bubble = page.locator("[data-floating=whatsapp]");
      await expect(bubble).toHaveCount(1);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 400) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await expect
          .poll(() =>
            bubble.evaluate((element) => {
              if (getComputedStyle(element).visibility === "hidden") return [];
              const box = element.getBoundingClientRect();
              const under = document.querySelectorAll(
                "main article, main nav, main input:not([type=hidden]), main select, main textarea",
              );
              return Array.from(under)
                .filter((target) => {
                  const other = target.getBoundingClientRect();
                  return (
                    other.width > 0 &&
                    other.left < box.right &&
                    other.right > box.left &&
                    other.top < box.bottom &&
                    other.bottom > box.top
                  );
                })
                .map((target) => target.tagName);
            }),
          )
          .toEqual([]);
      }
      // The search's results are cards end to end: the button is not drawn there.
      await page.goto(L.links.find(([, path]) => path.endsWith("/imoveis"))?.[1] ?? "/imoveis");
      await waitForHydration(page);
      await expect(bubble).toHaveCount(0);
    });

    for (const purpose of ["rent", "sale"] as const) {
      test(`on a property page (${purpose}), says which property and links to it`, async ({ page, request }) => {
        const list = await request.get(`/v2/properties?purpose=${purpose}&pageSize=1`);
        expect(list.ok()).toBe(true);
        const code: string = (await list.json()).items[0].code;
        const path = purpose === "rent" ? L.propertyPath(code) : L.salePath(code);

        await page.goto(path);
        const link = page.getByRole("link", { name: new RegExp(`WhatsApp.*${code}`) });
        const text = decodedWhatsAppText(await link.getAttribute("href"));
        // The link is absolute, on the site's public origin (PUBLIC_URL), which need not be the test's.
        expect(text.startsWith(L.interested(code))).toBe(true);
        expect(new URL(text.slice(L.interested(code).length)).pathname).toBe(path);
      });
    }
  });
}
