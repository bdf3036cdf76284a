import { expectNoAxeViolations, freshVisitor } from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";
import { logIn, newAccount, TEXT } from "./account.spec-support.ts";

test.beforeEach(({ context }) => freshVisitor(context));

const PHONE = { width: 375, height: 812 };

test.describe("at phone size", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  for (const locale of ["pt", "en"] as const) {
    const x = TEXT[locale];
    test(`every account page fits 375 px and passes axe (${locale})`, async ({ page, request }) => {
      const account = await newAccount(request, "Iara", "Primeira1", locale);
      const fits = async (path: string) => {
        await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
      };
      for (const path of ["/cadastro", "/esqueci-a-senha", `/redefinir-senha?token=${"c".repeat(43)}`, "/entrar"]) {
        await page.goto(`${x.prefix}${path}`);
        await fits(path);
      }
      await logIn(page, x, account.email, account.password);
      await expect(page).not.toHaveURL(/\/entrar/);
      await page.goto(`${x.prefix}/conta`);
      await fits("/conta");
    });
  }
});
