import { expect, test } from "@playwright/test";
import { decodedWhatsAppText, LANGS, T } from "./shell.spec-support.ts";

/** The footer every page shares (spec §2): links, contact lines, social media, CRECI and copyright. */

// Browsers here ask for Portuguese, so `/` stays Portuguese unless the language cookie says otherwise.
test.use({ locale: "pt-BR" });

for (const lang of LANGS) {
  const L = T[lang];

  test.describe(`footer (${lang})`, () => {
    test("shows the links, the contact lines, social media, the CRECI placeholder and the copyright", async ({
      page,
    }) => {
      await page.goto(L.home);
      const footer = page.getByRole("contentinfo");
      const nav = footer.getByRole("navigation", { name: L.footerNav });
      for (const [name, path] of L.footerLinks) {
        await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
      }
      await expect(footer.getByRole("link", { name: /contato@campuslar\.com\.br/ })).toHaveAttribute(
        "href",
        "mailto:contato@campuslar.com.br",
      );
      const whatsapp = footer.getByRole("link", { name: /\+55 11 94002-2017/ });
      expect(decodedWhatsAppText(await whatsapp.getAttribute("href"))).toContain(L.greeting);
      await expect(footer.getByRole("link", { name: L.social })).toHaveAttribute(
        "href",
        "https://www.instagram.com/campuslar",
      );
      await expect(footer.getByRole("link", { name: /TikTok/ })).toHaveAttribute("rel", "noopener noreferrer");
      // This server has no COMPANY_CRECI: a placeholder that reads as one, never a real-looking number.
      await expect(footer.getByTestId("creci-demo")).toContainText(L.creciDemo);
      await expect(footer).toContainText(L.since);
      await expect(footer).toContainText(`© 2024 CampusLar Intermediação Imobiliária Ltda. ${L.rights}`);
    });
  });
}
