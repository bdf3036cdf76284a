import { ACCOUNT_MESSAGES } from "@campuslar/domain/user/account-rules";
import { expectNoAxeViolations, freshVisitor, waitForHydration } from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";
import { expectMessage, fillSignup, newAccount, TEXT, uniqueEmail } from "./account.spec-support.ts";

test.beforeEach(({ context }) => freshVisitor(context));

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];

  test.describe(`account pages (${locale})`, () => {
    test("signup: empty, then wrong (values kept), then an e-mail already used, then right to the page asked for", async ({
      page,
      request,
    }) => {
      const taken = await newAccount(request, "Taken");
      await page.goto(`${x.prefix}/cadastro?redirectTo=${encodeURIComponent(`${x.prefix}/favoritos`)}`);
      await waitForHydration(page);
      const form = page.locator("#cadastro");
      const submit = form.getByRole("button", { name: x.signup });
      const field = {
        name: form.getByLabel(x.name),
        phone: form.getByLabel(x.phone),
        email: form.getByLabel(x.email),
        password: form.getByLabel(x.password, { exact: true }),
      };

      await submit.click();
      await expectMessage(field.name, x.nameRequired);
      await expectMessage(field.phone, x.phoneRequired);
      await expectMessage(field.email, x.emailRequired);
      await expectMessage(field.password, x.tooShort);
      await expect(field.name).toBeFocused();
      await expectNoAxeViolations(page);

      await fillSignup(page, x, { name: "Ana Lima", phone: "12", email: "ana@", password: "abcdef1" });
      await submit.click();
      await expectMessage(field.phone, x.phoneInvalid);
      await expectMessage(field.email, x.emailInvalid);
      await expectMessage(field.password, x.needsUppercase);
      await expect(field.name).not.toHaveAttribute("aria-invalid", "true");
      await expect(field.name).toHaveValue("Ana Lima");
      await expect(field.phone).toHaveValue("12");
      await expect(field.email).toHaveValue("ana@");

      await fillSignup(page, x, { name: "Ana Lima", phone: "11 97777-6666", email: taken.email, password: "Segura12" });
      await submit.click();
      await expectMessage(field.email, ACCOUNT_MESSAGES.emailTaken[locale]);
      await expect(field.email).toBeFocused();
      await expect(field.phone).not.toHaveAttribute("aria-invalid", "true");

      const email = uniqueEmail("ana");
      await field.email.fill(email);
      await field.password.fill("Segura12");
      await submit.click();
      await expect(page).toHaveURL(new RegExp(`${x.prefix}/favoritos$`));
      await page.goto(`${x.prefix}/conta`);
      await expect(page.getByRole("main")).toContainText(email);
    });

    test("signup links the terms, the privacy policy and login; login links signup and forgot", async ({ page }) => {
      await page.goto(`${x.prefix}/cadastro`);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: x.terms })).toHaveAttribute("href", `${x.prefix}/termos-de-uso`);
      await expect(main.getByRole("link", { name: x.privacy })).toHaveAttribute(
        "href",
        `${x.prefix}/politica-privacidade`,
      );
      await main.getByRole("link", { name: x.loginLink, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${x.prefix}/entrar$`));
      await page.getByRole("main").getByRole("link", { name: x.signupLink }).click();
      await expect(page).toHaveURL(new RegExp(`${x.prefix}/cadastro$`));
      await page.goto(`${x.prefix}/esqueci-a-senha`);
      await expect(page.getByRole("main").getByRole("link", { name: x.login, exact: true })).toHaveAttribute(
        "href",
        `${x.prefix}/entrar`,
      );
      await expect(page.getByRole("main").getByRole("link", { name: x.signupLink })).toHaveAttribute(
        "href",
        `${x.prefix}/cadastro`,
      );
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signup answers next to the fields, then creates the account and logs in", async ({ page }) => {
    const x = TEXT.pt;
    await page.goto("/cadastro");
    await page.locator("#cadastro").getByRole("button", { name: x.signup }).click();
    await expectMessage(page.getByLabel(x.name), x.nameRequired);
    await expectMessage(page.getByLabel(x.password, { exact: true }), x.tooShort);
    const email = uniqueEmail("semjs");
    await fillSignup(page, x, { name: "Rita Alves", phone: "11 96666-5555", email, password: "semjava" });
    await page.locator("#cadastro").getByRole("button", { name: x.signup }).click();
    await expectMessage(page.getByLabel(x.password, { exact: true }), x.needsUppercase);
    await expect(page.getByLabel(x.email)).toHaveValue(email);
    await page.getByLabel(x.password, { exact: true }).fill("SemJava1");
    await page.locator("#cadastro").getByRole("button", { name: x.signup }).click();
    await expect(page).toHaveURL(/\/conta$/);
    await expect(page.getByRole("main")).toContainText(email);
  });
});
