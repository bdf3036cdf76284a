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
      await expect(page).toHaveURL(new RegExp(`${L.links[4][1]}$`));
      await expect(page.getByRole("link", { name: L.whatsapp })).toHaveCount(0);
      // ...a full reload brings it back.
      await page.reload();
      await expect(page.getByRole("link", { name: L.whatsapp, exact: true })).toBeVisible();
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
