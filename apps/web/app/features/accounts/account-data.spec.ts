import { readFile } from "node:fs/promises";
import { ACCOUNT_DELETION_MESSAGES } from "@campuslar/domain/user/account-deletion";
import { ACCOUNT_MESSAGES } from "@campuslar/domain/user/account-rules";
import { waitForMail } from "@campuslar/e2e/mail.ts";
import {
  axeViolations,
  freshVisitor,
  signInWithToken,
  signUpThroughApi,
  WIDTH_FOR,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";

/*
 * "Your data, your rights" on the account page (docs/decisions/018): the visitor downloads
 * everything held about them and deletes the account, in both languages, with and without
 * JavaScript.
 */

test.beforeEach(({ context }) => freshVisitor(context));

const TEXT = {
  pt: {
    prefix: "",
    email: "E-mail",
    password: "Senha",
    login: "Entrar",
    section: "Os dados são seus",
    download: "Baixar meus dados (JSON)",
    fileName: /^campuslar-dados-\d{4}-\d{2}-\d{2}\.json$/,
    currentPassword: "Sua senha atual",
    confirm: "Entendo que a exclusão é definitiva e não pode ser desfeita.",
    submit: "Excluir minha conta",
    passwordRequired: "o campo senha é obrigatório",
    deletedTitle: "Sua conta foi excluída",
    home: /:\d+\/\?conta-excluida=1$/,
    mailSubject: "Sua conta no CampusLar foi excluída",
    policyLink: "Ir para Minha conta",
  },
  en: {
    prefix: "/en",
    email: "Email",
    password: "Password",
    login: "Log in",
    section: "Your data, your rights",
    download: "Download my data (JSON)",
    fileName: /^campuslar-my-data-\d{4}-\d{2}-\d{2}\.json$/,
    currentPassword: "Your current password",
    confirm: "I understand that deleting is permanent and cannot be undone.",
    submit: "Delete my account",
    passwordRequired: "password field is required",
    deletedTitle: "Your account was deleted",
    home: /\/en\?conta-excluida=1$/,
    mailSubject: "Your CampusLar account was deleted",
    policyLink: "Go to My account",
  },
} as const;
type Locale = keyof typeof TEXT;
type Texts = (typeof TEXT)[Locale];

const PASSWORD = "Primeira1";

/** An account made through the API, in `locale`. */
async function newAccount(request: APIRequestContext, name: string, locale: Locale) {
  const email = `${name.split(" ")[0]?.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const token = await signUpThroughApi(request, {
    name,
    phone: "+55 11 98765-4321",
    email,
    password: PASSWORD,
    locale,
  });
  return { email, name, token };
}

/** The login form, after the account was deleted (the session the test began with came from the API). */
async function logIn(page: Page, x: Texts, email: string, password: string) {
  await page.goto(`${x.prefix}/entrar`);
  await page.getByLabel(x.email).fill(email);
  await page.getByLabel(x.password).fill(password);
  await page.getByRole("main").getByRole("button", { name: x.login }).click();
}

/** The message under a field (the element its `aria-describedby` names for errors). */
async function expectMessage(field: Locator, text: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(" ");
  const id = ids.find((candidate) => candidate.endsWith("-error"));
  expect(id, "the field has a message").toBeTruthy();
  await expect(field.page().locator(`[id="${id}"]`)).toHaveText(text);
}

/** The account page's section, its download link and the deletion form's fields. */
function sectionOf(page: Page, x: Texts) {
  const section = page.getByRole("region", { name: x.section });
  return {
    section,
    download: section.getByRole("link", { name: x.download }),
    password: section.getByLabel(x.currentPassword),
    confirm: section.getByLabel(x.confirm),
    submit: section.getByRole("button", { name: x.submit }),
  };
}

async function downloadedJson(page: Page, link: Locator, x: Texts) {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(x.fileName);
  const path = await download.path();
  return JSON.parse(await readFile(path, "utf8")) as {
    account: { name: string; email: string };
    sessions: Record<string, unknown>[];
  };
}

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];

  test.describe(`your data on the account page (${locale})`, () => {
    test.use({ viewport: { width: WIDTH_FOR[locale], height: 900 } });

    test("downloads the JSON, refuses a wrong password next to the field, deletes with the right one, and the login is gone", async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const name = locale === "en" ? "Alice Dataway" : "Marina Dadosa";
      const account = await newAccount(request, name, locale);
      await signInWithToken(page.context(), account.token);

      await page.goto(`${x.prefix}/conta`);
      await waitForHydration(page);
      const form = sectionOf(page, x);
      await expect(form.section).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // The file holds the account and nothing secret.
      const file = await downloadedJson(page, form.download, x);
      expect(file.account).toMatchObject({ name, email: account.email });
      expect(JSON.stringify(file)).not.toMatch(/argon2|token|Primeira1/i);

      // Nothing typed: each field says what it needs.
      await form.submit.click();
      await expectMessage(form.password, x.passwordRequired);
      await expectMessage(form.confirm, ACCOUNT_DELETION_MESSAGES.confirmRequired[locale]);
      await expect(form.password).toBeFocused();

      // A wrong password: refused next to the field; the ticked box stays ticked.
      await form.password.fill("Errada123");
      await form.confirm.check();
      await form.submit.click();
      await expectMessage(form.password, ACCOUNT_DELETION_MESSAGES.passwordWrong[locale]);
      await expect(form.confirm).toBeChecked();
      await expect(form.confirm).not.toHaveAttribute("aria-invalid", "true");
      expect(await axeViolations(page)).toEqual([]);
      await expect(page.getByRole("main")).toContainText(account.email);

      // The right one: logged out, on the home page, which says the account was deleted.
      const asked = Date.now() - 1000;
      await form.password.fill(PASSWORD);
      await form.submit.click();
      await expect(page).toHaveURL(x.home);
      await expect(page.getByRole("status").filter({ hasText: x.deletedTitle })).toBeVisible();
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("campuslar_session");
      expect(await axeViolations(page)).toEqual([]);
      const mail = await waitForMail(account.email, { template: "account_deleted", since: asked });
      expect(mail).toContain(x.mailSubject);

      // The account page asks to log in, and logging in again fails.
      await page.goto(`${x.prefix}/conta`);
      await expect(page).toHaveURL(/\/entrar\?redirectTo=/);
      await logIn(page, x, account.email, PASSWORD);
      await expect(page.getByRole("alert")).toHaveText(ACCOUNT_MESSAGES.badCredentials[locale]);
    });
  });
}

test("the privacy policy sends to the account page for the download and the deletion, in both languages", async ({
  page,
}) => {
  for (const x of [TEXT.pt, TEXT.en]) {
    await page.goto(`${x.prefix}/politica-privacidade`);
    const rights = page.locator("#rights");
    await expect(rights.getByRole("link", { name: x.policyLink })).toHaveAttribute("href", `${x.prefix}/conta`);
    await expect(rights).toContainText("JSON");
  }
});

test.describe("your data without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: WIDTH_FOR.pt, height: 900 } });

  test("the link downloads the file and the form deletes the account, by plain requests", async ({ page, request }) => {
    const x = TEXT.pt;
    const account = await newAccount(request, "Rita Semscript", "pt");
    await signInWithToken(page.context(), account.token);
    await page.goto("/conta");
    const form = sectionOf(page, x);

    const file = await downloadedJson(page, form.download, x);
    expect(file.account.name).toBe("Rita Semscript");

    // The box left unticked, then a wrong password: each refusal next to its field.
    await form.password.fill(PASSWORD);
    await form.submit.click();
    await expectMessage(form.confirm, ACCOUNT_DELETION_MESSAGES.confirmRequired.pt);
    await form.password.fill("Errada123");
    await form.confirm.check();
    await form.submit.click();
    await expectMessage(form.password, ACCOUNT_DELETION_MESSAGES.passwordWrong.pt);
    await expect(form.confirm).toBeChecked();

    await form.password.fill(PASSWORD);
    await form.submit.click();
    await expect(page).toHaveURL(x.home);
    await expect(page.getByRole("status").filter({ hasText: x.deletedTitle })).toBeVisible();
    await logIn(page, x, account.email, PASSWORD);
    await expect(page.getByRole("alert")).toHaveText(ACCOUNT_MESSAGES.badCredentials.pt);
  });
});
