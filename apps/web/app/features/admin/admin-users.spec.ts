import {
  expectNoAxeViolations,
  freshVisitor,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";
import { logIn, newAccount, TEXT } from "./admin.spec-support.ts";

/*
 * The staff backoffice's users (issue 9) in both languages, with the staff account the server
 * creates at start: staff change a user's role but not their own, and the sub-navigation
 * reaches every section. axe runs on every backoffice page.
 */

// Each flow logs in, sends forms and runs axe on several states: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => freshVisitor(context));

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];

  test.describe(`backoffice (${locale})`, () => {
    test("staff change a user's role; their own row cannot be changed", async ({ page, request }) => {
      const person = await newAccount(request, "Paula Provider", locale);
      await logIn(page, x, STAFF_EMAIL, STAFF_PASSWORD);
      await page.goto(`${x.prefix}/admin/usuarios`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.usersTitle);
      await page.getByLabel(x.usersSearch).fill(person.email);
      await page.getByRole("button", { name: x.filter }).click();
      await expect(page).toHaveURL(/q=/);
      const row = page.locator(`[data-user="${person.email}"]`);
      await row.getByLabel(x.roleOf(person.name)).selectOption("provider");
      await row.getByRole("button", { name: x.save }).click();
      await expect(row.getByRole("status")).toHaveText(x.roleSaved);
      await page.reload();
      await expect(row.getByLabel(x.roleOf(person.name))).toHaveValue("provider");
      await expectNoAxeViolations(page);

      await page.goto(`${x.prefix}/admin/usuarios?q=${encodeURIComponent(STAFF_EMAIL)}`);
      const mine = page.locator(`[data-user="${STAFF_EMAIL}"]`);
      await expect(mine.getByRole("combobox")).toBeDisabled();
      await expect(mine.getByRole("combobox")).toHaveAccessibleDescription(new RegExp(x.self));
      await expect(mine.getByRole("button", { name: x.save })).toBeDisabled();

      // The sub-navigation reaches every section, the current one marked.
      await page.getByRole("navigation", { name: x.nav }).getByRole("link", { name: x.navListings }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.listingsTitle);
      await expect(
        page.getByRole("navigation", { name: x.nav }).getByRole("link", { name: x.navListings }),
      ).toHaveAttribute("aria-current", "page");
      await expectNoAxeViolations(page);
    });
  });
}
