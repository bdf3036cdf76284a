import { ACCOUNT_MESSAGES } from "@campuslar/domain/user/account-rules";
import {
  expectNoAxeViolations,
  freshVisitor,
  WIDTH_FOR,
  waitForHydration,
  waitForVerifyLink,
} from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";
import { fillSignup, TEXT, uniqueEmail } from "./account.spec-support.ts";

/*
 * Issue 34: an account's e-mail is verified by a link e-mailed at signup. The account page says
 * so until it is, with a button for a new link (a few an hour); the link, opened from the e-mail
 * the server wrote, verifies the address and brings the person back to their account.
 */

test.beforeEach(({ context }) => freshVisitor(context));

const WORDS = {
  pt: {
    bannerTitle: "Confirme seu e-mail",
    resend: "Reenviar o link",
    confirmTitle: "Confirme que este e-mail é seu",
    confirm: "Confirmar meu e-mail",
    invalidTitle: "Link expirado ou inválido",
    tooMany: /^Muitas tentativas\. Tente novamente em \d+ min\.$/,
  },
  en: {
    bannerTitle: "Confirm your e-mail",
    resend: "Send the link again",
    confirmTitle: "Confirm this e-mail is yours",
    confirm: "Confirm my e-mail",
    invalidTitle: "Link expired or invalid",
    tooMany: /^Too many attempts\. Try again in \d+ min\.$/,
  },
} as const;

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];
  const w = WORDS[locale];

  test.describe(`verifying the e-mail (${locale})`, () => {
    test.use({ viewport: { width: WIDTH_FOR[locale], height: 900 } });

    test("sign up, see the banner, ask for new links until refused, open the e-mail's link: verified and still signed in", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const email = uniqueEmail(`verifica-${locale}`);
      const since = Date.now() - 1000;

      await page.goto(`${x.prefix}/cadastro`);
      await waitForHydration(page);
      await fillSignup(page, x, { name: "Lia Prado", phone: "(11) 98888-7777", email, password: "Primeira1" });
      await page.locator("#cadastro").getByRole("button", { name: x.signup }).click();
      await expect(page).toHaveURL(new RegExp(`${x.prefix}/conta$`));

      // Signed in at once, with the banner that asks to check the inbox.
      const banner = page.getByRole("region", { name: w.bannerTitle });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(email);
      await expectNoAxeViolations(page);

      // A new link, in place; past three an hour, refused with how long to wait.
      const resend = banner.getByRole("button", { name: w.resend });
      for (let i = 0; i < 3; i++) {
        await resend.click();
        await expect(banner.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.verifySent[locale]);
        await expect(resend).toBeEnabled();
      }
      await resend.click();
      await expect(banner.getByRole("alert")).toHaveText(w.tooMany);

      // The link of the e-mail the server wrote, in the account's language.
      const link = await waitForVerifyLink(email, since);
      expect(link.startsWith(`${x.prefix}/verificar-email?token=`)).toBe(true);
      await page.goto(link);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { name: w.confirmTitle })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: w.confirm }).click();

      // Back on the account, signed in, verified: the banner is gone.
      await expect(page).toHaveURL(new RegExp(`${x.prefix}/conta\\?verificado=1$`));
      await expect(page.getByRole("status").filter({ hasText: ACCOUNT_MESSAGES.emailVerified[locale] })).toHaveText(
        `${ACCOUNT_MESSAGES.emailVerified[locale]}.`,
      );
      await expect(page.getByRole("main")).toContainText(email);
      await expect(page.getByRole("region", { name: w.bannerTitle })).toHaveCount(0);
      await page.goto(`${x.prefix}/conta`);
      await expect(page.getByRole("main").getByRole("heading", { name: x.details })).toBeVisible();
      await expect(page.getByRole("region", { name: w.bannerTitle })).toHaveCount(0);

      // The link works once.
      await page.goto(link);
      await waitForHydration(page);
      await page.getByRole("button", { name: w.confirm }).click();
      await expect(page.getByRole("heading", { name: w.invalidTitle })).toBeVisible();
      await expect(page.getByRole("alert")).toHaveText(ACCOUNT_MESSAGES.verifyTokenInvalid[locale]);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the banner's button lands on the check-your-e-mail page, which says a link went out", async ({ page }) => {
    const x = TEXT.pt;
    await page.goto("/cadastro");
    await fillSignup(page, x, {
      name: "Rita Alves",
      phone: "11 96666-5555",
      email: uniqueEmail("verifica-semjs"),
      password: "SemJava1",
    });
    await page.locator("#cadastro").getByRole("button", { name: x.signup }).click();
    await expect(page).toHaveURL(/\/conta$/);
    await page
      .getByRole("region", { name: WORDS.pt.bannerTitle })
      .getByRole("button", { name: WORDS.pt.resend })
      .click();
    await expect(page).toHaveURL(/\/verificar-email$/);
    await expect(page.getByRole("heading", { name: "Confira seu e-mail" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.verifySent.pt);
    await expect(page.getByRole("link", { name: "Ir para a minha conta" })).toHaveAttribute("href", "/conta");
  });
});
