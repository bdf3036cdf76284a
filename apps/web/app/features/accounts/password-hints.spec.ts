import { freshVisitor, waitForHydration } from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";
import { TEXT } from "./account.spec-support.ts";

test.beforeEach(({ context }) => freshVisitor(context));

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];

  test.describe(`account pages (${locale})`, () => {
    test("the password's hints tick as the person types, with one quiet summary", async ({ page }) => {
      for (const path of [`${x.prefix}/cadastro`, `${x.prefix}/redefinir-senha?token=${"b".repeat(43)}`]) {
        await page.goto(path);
        await waitForHydration(page);
        const field = path.includes("cadastro")
          ? page.getByLabel(x.password, { exact: true })
          : page.getByLabel(x.newPassword, { exact: true });
        const hint = (text: string) => page.locator("[data-password-hints] li").filter({ hasText: text });
        const live = page.locator('[aria-live="polite"]').filter({ hasText: /./ });
        for (const text of [x.tooShort, x.needsUppercase, x.needsDigit]) {
          await expect(hint(text)).toHaveAttribute("data-met", "false");
        }
        await field.pressSequentially("abcde1");
        await expect(hint(x.tooShort)).toHaveAttribute("data-met", "true");
        await expect(hint(x.needsDigit)).toHaveAttribute("data-met", "true");
        await expect(hint(x.needsUppercase)).toHaveAttribute("data-met", "false");
        await expect(live).toHaveText(x.twoOfThree);
        await field.press("Home");
        await field.pressSequentially("A");
        await expect(hint(x.needsUppercase)).toHaveAttribute("data-met", "true");
        await expect(live).toHaveText(x.allMet);
        await field.press("End");
        await field.press("Backspace");
        await expect(hint(x.needsDigit)).toHaveAttribute("data-met", "false");
        await expect(hint(x.tooShort)).toHaveAttribute("data-met", "true");
      }
    });
  });
}
