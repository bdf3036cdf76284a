import { expectNoAxeViolations, freshVisitor } from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";
import { logIn, newAccount, TEXT } from "./admin.spec-support.ts";

/*
 * Who may enter the staff backoffice (issue 9), in both languages: a visitor is sent to log in
 * and a tenant gets the 403 page on every section. axe runs on it.
 */

// Each flow logs in, sends forms and runs axe on several states: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => freshVisitor(context));

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];

  test.describe(`backoffice (${locale})`, () => {
    test("a visitor is sent to log in; a tenant gets the 403 page", async ({ page, request }) => {
      await page.goto(`${x.prefix}/admin/anuncios?status=published`);
      await expect(page).toHaveURL(
        new RegExp(
          `${x.prefix}/entrar\\?redirectTo=${encodeURIComponent(`${x.prefix}/admin/anuncios?status=published`)}`,
        ),
      );

      const tenant = await newAccount(request, "Tina Tenant", locale);
      await logIn(page, x, tenant.email, tenant.password);
      for (const path of ["/admin", "/admin/anuncios", "/admin/usuarios", "/admin/conteudo"]) {
        const response = await page.goto(`${x.prefix}${path}`);
        expect(response?.status()).toBe(403);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.forbidden);
        await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", "noindex");
      }
      await expectNoAxeViolations(page);
    });
  });
}
