import { ACCOUNT_MESSAGES } from "@campuslar/domain/user/account-rules";
import { waitForResetLink } from "@campuslar/e2e/mail.ts";
import { freshVisitor, waitForHydration } from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { fillSignup, type Locale, logIn, TEXT, type Texts, uniqueEmail } from "./account.spec-support.ts";

test.beforeEach(({ context }) => freshVisitor(context));

/** A published rental and its title in `locale`, from the seeded API. */
async function rental(request: APIRequestContext, locale: Locale) {
  const list = (await (await request.get("/v2/properties?purpose=rent&pageSize=1")).json()) as {
    items: { code: string }[];
  };
  const code = list.items[0]?.code ?? "";
  const detail = (await (await request.get(`/v2/properties/${code}?lang=${locale}`)).json()) as { title: string };
  return { code, title: detail.title };
}

/** The listing page's interest form, sent by a logged-in person. */
async function sendInterest(page: Page, x: Texts, code: string, name: string, email: string) {
  const y = x.interest;
  await page.goto(`${x.prefix}/imovel/${code}`);
  const form = page.locator("#interesse");
  await form.getByLabel(x.name, { exact: true }).fill(name);
  await form.getByLabel(x.phone).fill("(11) 91234-5678");
  await form.getByRole("textbox", { name: x.email, exact: true }).fill(email);
  await form.getByRole("group", { name: y.student }).getByLabel(y.yes).check();
  await form.getByLabel(y.found).selectOption("instagram");
  await form.getByLabel(y.move).fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  await form.getByLabel(y.stay).selectOption("12");
  await form.getByRole("group", { name: y.warranty }).getByLabel(y.insurance).check();
  await form.getByLabel(y.proposal).fill("2.500,00");
  await form.getByRole("group", { name: y.contact }).getByLabel(y.whatsapp).check();
  await form.getByRole("button", { name: y.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${x.prefix}/interesse/obrigado$`));
}

const today = (locale: Locale) =>
  new Intl.DateTimeFormat(locale === "pt" ? "pt-BR" : "en", {
    dateStyle: "long",
    timeZone: "America/Sao_Paulo",
  }).format(new Date());

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];

  test.describe(`account pages (${locale})`, () => {
    test("the whole journey: sign up, send an interest, log out, forget, reset by the e-mail's link, log in again", async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const name = locale === "en" ? "Alice Turner" : "Marina Souza";
      const email = uniqueEmail(locale === "en" ? "alice" : "marina");

      // Sign up: logged in at once, on the account page.
      await page.goto(`${x.prefix}/cadastro`);
      await waitForHydration(page);
      await fillSignup(page, x, { name, phone: "(11) 98888-7777", email, password: "Primeira1" });
      await page.locator("#cadastro").getByRole("button", { name: x.signup }).click();
      await expect(page).toHaveURL(new RegExp(`${x.prefix}/conta$`));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { name: x.details })).toBeVisible();
      await expect(main).toContainText(email);
      await expect(main).toContainText("+55 11 98888 7777");
      await expect(main).toContainText(x.noInterests);
      await expect(page.getByRole("banner")).not.toContainText(x.login);

      // An interest sent from a listing while logged in.
      const listing = await rental(request, locale);
      await sendInterest(page, x, listing.code, name, email);

      // Log out from the account page.
      await page.goto(`${x.prefix}/conta`);
      await page.getByRole("main").getByRole("button", { name: x.logout }).click();
      await expect(page).toHaveURL(locale === "en" ? /\/en$/ : /:\d+\/$/);
      await page.goto(`${x.prefix}/conta`);
      await expect(page).toHaveURL(/\/entrar\?redirectTo=/);

      // Forgot: the login page links to it; the same confirmation as for anyone.
      await page.getByRole("main").getByRole("link", { name: x.forgotLink }).click();
      await expect(page).toHaveURL(new RegExp(`${x.prefix}/esqueci-a-senha$`));
      const asked = Date.now() - 1000;
      await page.getByLabel(x.email).fill(email);
      await page.getByRole("button", { name: x.forgotSubmit }).click();
      await expect(page.getByRole("status")).toHaveText(`${ACCOUNT_MESSAGES.forgotSent[locale]}.`);

      // The e-mail's link, in the account's language, opens the reset page.
      const link = await waitForResetLink(email, asked);
      expect(link.startsWith(`${x.prefix}/redefinir-senha?token=`)).toBe(true);
      await page.goto(link);
      await waitForHydration(page);
      await page.getByLabel(x.newPassword, { exact: true }).fill("Segunda2");
      await page.getByLabel(x.confirm, { exact: true }).fill("Segunda2");
      await page.getByRole("button", { name: x.resetSubmit }).click();
      await expect(page.getByRole("status")).toHaveText(`${ACCOUNT_MESSAGES.passwordChanged[locale]}.`);

      // The link works once.
      await page.goto(link);
      await page.getByLabel(x.newPassword, { exact: true }).fill("Terceira3");
      await page.getByLabel(x.confirm, { exact: true }).fill("Terceira3");
      await page.getByRole("button", { name: x.resetSubmit }).click();
      await expect(page.getByRole("heading", { name: x.invalidTitle })).toBeVisible();
      await expect(page.getByRole("alert")).toHaveText(ACCOUNT_MESSAGES.resetTokenInvalid[locale]);
      await expect(page.getByRole("link", { name: x.askAgain })).toHaveAttribute("href", `${x.prefix}/esqueci-a-senha`);

      // The old password is refused, the new one works.
      await logIn(page, x, email, "Primeira1");
      await expect(page.getByRole("alert")).toHaveText(ACCOUNT_MESSAGES.badCredentials[locale]);
      await logIn(page, x, email, "Segunda2");
      await expect(page).not.toHaveURL(/\/entrar/);

      // The account page: profile and the interest sent.
      await page.goto(`${x.prefix}/conta`);
      await expect(main).toContainText(name);
      await expect(main).toContainText(email);
      const interests = main.getByRole("region", { name: x.interests });
      const item = interests.getByRole("listitem").filter({ hasText: listing.code });
      await expect(item).toHaveCount(1);
      await expect(item.getByRole("link", { name: listing.title })).toHaveAttribute(
        "href",
        `${x.prefix}/imovel/${listing.code}`,
      );
      await expect(item).toContainText(x.received);
      await expect(item).toContainText(x.rentKind);
      await expect(item).toContainText(today(locale));
    });
  });
}
