import { expectNoAxeViolations, freshVisitor } from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";
import { newAccount, TEXT } from "./account.spec-support.ts";

test.beforeEach(({ context }) => freshVisitor(context));

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];

  test.describe(`account pages (${locale})`, () => {
    test("the account page lists the profile and favourites, and sends a visitor to log in and back", async ({
      page,
      request,
    }) => {
      const account = await newAccount(request, locale === "en" ? "Grace" : "Helena");
      await page.goto(`${x.prefix}/conta`);
      await expect(page).toHaveURL(
        new RegExp(`${x.prefix}/entrar\\?redirectTo=${encodeURIComponent(`${x.prefix}/conta`)}$`),
      );
      await page.getByLabel(x.email).fill(account.email);
      await page.getByLabel(x.password).fill(account.password);
      await page.getByRole("main").getByRole("button", { name: x.login }).click();
      await expect(page).toHaveURL(new RegExp(`${x.prefix}/conta$`));
      const main = page.getByRole("main");
      await expect(main.getByRole("region", { name: x.details })).toContainText("+55 11 98765 4321");
      const favorites = main.getByRole("region", { name: x.favorites });
      await expect(favorites.getByRole("link")).toHaveAttribute("href", `${x.prefix}/favoritos`);
      await expectNoAxeViolations(page);
    });
  });
}
