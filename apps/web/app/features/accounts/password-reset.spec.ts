import { ACCOUNT_MESSAGES } from "@campuslar/domain/user/account-rules";
import { waitForResetLink } from "@campuslar/e2e/mail.ts";
import { anAddress, expectNoAxeViolations, freshVisitor, waitForHydration } from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";
import { expectMessage, newAccount, TEXT, uniqueEmail } from "./account.spec-support.ts";

test.beforeEach(({ context }) => freshVisitor(context));

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];

  test.describe(`account pages (${locale})`, () => {
    test("forgot: empty, then wrong, then right; the same answer for an address with no account", async ({
      page,
      request,
    }) => {
      const known = await newAccount(request, "Known");
      for (const email of [uniqueEmail("nobody"), known.email]) {
        await page.goto(`${x.prefix}/esqueci-a-senha`);
        await waitForHydration(page);
        const field = page.getByLabel(x.email);
        const submit = page.getByRole("button", { name: x.forgotSubmit });
        await submit.click();
        await expectMessage(field, x.emailRequired);
        await field.fill("not-an-email");
        await submit.click();
        await expectMessage(field, x.emailInvalid);
        await expect(field).toHaveValue("not-an-email");
        await field.fill(email);
        await submit.click();
        await expect(page.getByRole("status")).toHaveText(`${ACCOUNT_MESSAGES.forgotSent[locale]}.`);
        await expect(page.getByRole("heading", { name: x.sentTitle })).toBeFocused();
        await expectNoAxeViolations(page);
      }
    });

    test("reset: empty, then wrong, then a token the API does not know; no token at all says so", async ({ page }) => {
      await page.goto(`${x.prefix}/redefinir-senha`);
      await expect(page.getByRole("heading", { name: x.missingTitle })).toBeVisible();
      await expect(page.getByRole("link", { name: x.askAgain })).toHaveAttribute("href", `${x.prefix}/esqueci-a-senha`);

      await page.goto(`${x.prefix}/redefinir-senha?token=${"a".repeat(43)}`);
      await waitForHydration(page);
      const password = page.getByLabel(x.newPassword, { exact: true });
      const confirm = page.getByLabel(x.confirm, { exact: true });
      const submit = page.getByRole("button", { name: x.resetSubmit });

      await submit.click();
      await expectMessage(password, x.tooShort);
      await expectMessage(confirm, x.confirmRequired);
      await expect(password).toBeFocused();
      await expectNoAxeViolations(page);

      await password.fill("segura12");
      await confirm.fill("segura12");
      await submit.click();
      await expectMessage(password, x.needsUppercase);

      await password.fill("Segura12");
      await confirm.fill("Segura13");
      await submit.click();
      await expectMessage(confirm, x.mismatch);
      await expect(password).not.toHaveAttribute("aria-invalid", "true");

      await password.fill("Segura12");
      await confirm.fill("Segura12");
      await submit.click();
      await expect(page.getByRole("heading", { name: x.invalidTitle })).toBeFocused();
      await expect(page.getByRole("alert")).toHaveText(ACCOUNT_MESSAGES.resetTokenInvalid[locale]);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("forgot answers next to the field, keeps what was typed, then says the link is on its way", async ({ page }) => {
    const x = TEXT.en;
    await page.goto(`${x.prefix}/esqueci-a-senha`);
    const field = page.getByLabel(x.email);
    const submit = page.getByRole("button", { name: x.forgotSubmit });
    await submit.click();
    await expectMessage(field, x.emailRequired);
    await field.fill("not-an-email");
    await submit.click();
    await expectMessage(field, x.emailInvalid);
    await expect(field).toHaveValue("not-an-email");
    await field.fill(uniqueEmail("nojs"));
    await submit.click();
    await expect(page.getByRole("status")).toHaveText(`${ACCOUNT_MESSAGES.forgotSent.en}.`);
  });

  test("reset checks the rule on the server, then changes the password", async ({ page, request }) => {
    const x = TEXT.en;
    const account = await newAccount(request, "Nojs", "Primeira1", "en");
    const asked = Date.now() - 1000;
    const forgot = await request.post("/v2/users/forgot", {
      data: { email: account.email },
      headers: { "X-Forwarded-For": anAddress() },
    });
    expect(forgot.ok()).toBe(true);
    await page.goto(await waitForResetLink(account.email, asked));
    await page.getByLabel(x.newPassword, { exact: true }).fill("nodigits");
    await page.getByLabel(x.confirm, { exact: true }).fill("nodigits");
    await page.getByRole("button", { name: x.resetSubmit }).click();
    await expectMessage(page.getByLabel(x.newPassword, { exact: true }), x.needsUppercase);
    await page.getByLabel(x.newPassword, { exact: true }).fill("NoScript9");
    await page.getByLabel(x.confirm, { exact: true }).fill("NoScript9");
    await page.getByRole("button", { name: x.resetSubmit }).click();
    await expect(page.getByRole("status")).toHaveText(`${ACCOUNT_MESSAGES.passwordChanged.en}.`);
    await page.getByRole("link", { name: x.loginWithNew }).click();
    await page.getByLabel(x.email).fill(account.email);
    await page.getByLabel(x.password).fill("NoScript9");
    await page.getByRole("main").getByRole("button", { name: x.login }).click();
    await page.goto("/en/conta");
    await expect(page.getByRole("main")).toContainText(account.email);
  });
});
