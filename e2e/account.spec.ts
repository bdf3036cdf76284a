import { ACCOUNT_MESSAGES } from "@campuslar/domain/user/account-rules";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { waitForResetLink } from "./mail.ts";
import { expectNoAxeViolations, waitForHydration } from "./support.ts";

/** A client address of its own for each test (the server trusts X-Forwarded-For in e2e), so abuse limits count each test alone. */
const anAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": anAddress() });
  await context.addInitScript(() => window.localStorage.setItem("campuslar:cookie-notice", "dismissed"));
});

const PHONE = { width: 375, height: 812 };

const TEXT = {
  pt: {
    prefix: "",
    name: "Nome",
    phone: "Telefone (com DDD)",
    email: "E-mail",
    password: "Senha",
    newPassword: "Nova senha",
    confirm: "Repita a nova senha",
    signup: "Criar conta",
    login: "Entrar",
    loginLink: "Entre",
    logout: "Sair",
    forgotSubmit: "Enviar link",
    sentTitle: "Confira seu e-mail",
    resetSubmit: "Salvar nova senha",
    nameRequired: "o campo nome é obrigatório",
    phoneRequired: "o campo telefone é obrigatório",
    phoneInvalid: "o valor informado é inválido, por favor, informe outro valor",
    emailRequired: "o campo e-mail é obrigatório",
    emailInvalid: "o e-mail informado é inválido",
    tooShort: "pelo menos 6 caracteres",
    needsUppercase: "pelo menos 1 letra maiúscula",
    needsDigit: "pelo menos 1 número",
    confirmRequired: "digite a nova senha mais uma vez",
    mismatch: "as duas senhas não são iguais",
    allMet: "A senha atende a todos os requisitos.",
    twoOfThree: "Senha: 2 de 3 requisitos atendidos.",
    invalidTitle: "Link expirado ou inválido",
    askAgain: "Pedir um novo link",
    missingTitle: "Link incompleto",
    loginWithNew: "Entrar com a nova senha",
    details: "Seus dados",
    interests: "Meus interesses",
    favorites: "Meus favoritos",
    noInterests: "Você ainda não enviou nenhum interesse com a conta aberta.",
    received: "Recebido",
    rentKind: "Interesse em alugar",
    terms: "Termos de uso",
    privacy: "Política de privacidade",
    forgotLink: "Esqueci a senha",
    signupLink: "Crie a sua",
    interest: {
      submit: "Enviar interesse",
      student: "Você é estudante?",
      yes: "Sim",
      found: "Como você conheceu a CampusLar?",
      move: "Quando você quer se mudar?",
      stay: "Por quanto tempo pretende ficar?",
      warranty: "Tipo de garantia",
      insurance: "Seguro-fiança",
      proposal: "Sua proposta de aluguel por mês (R$)",
      contact: "Como prefere que a gente fale com você?",
      whatsapp: "WhatsApp",
    },
  },
  en: {
    prefix: "/en",
    name: "Name",
    phone: "Phone (with area code)",
    email: "Email",
    password: "Password",
    newPassword: "New password",
    confirm: "Repeat the new password",
    signup: "Create account",
    login: "Log in",
    loginLink: "Log in",
    logout: "Log out",
    forgotSubmit: "Send the link",
    sentTitle: "Check your email",
    resetSubmit: "Save new password",
    nameRequired: "name field is required",
    phoneRequired: "Tel field is required",
    phoneInvalid: "the value entered is invalid, please enter another value",
    emailRequired: "Email field is required",
    emailInvalid: "the Email used is invalid",
    tooShort: "at least 6 characters",
    needsUppercase: "at least 1 uppercase letter",
    needsDigit: "at least 1 number",
    confirmRequired: "type the new password again",
    mismatch: "the two passwords are not the same",
    allMet: "The password meets every requirement.",
    twoOfThree: "Password: 2 of 3 requirements met.",
    invalidTitle: "Link expired or invalid",
    askAgain: "Ask for a new link",
    missingTitle: "Incomplete link",
    loginWithNew: "Log in with the new password",
    details: "Your details",
    interests: "My interests",
    favorites: "My favourites",
    noInterests: "You have not sent any interest while logged in yet.",
    received: "Received",
    rentKind: "Rental interest",
    terms: "Terms of use",
    privacy: "Privacy policy",
    forgotLink: "Forgot password",
    signupLink: "Create one",
    interest: {
      submit: "Send my interest",
      student: "Are you a student?",
      yes: "Yes",
      found: "How did you hear about CampusLar?",
      move: "When do you want to move in?",
      stay: "How long do you plan to stay?",
      warranty: "Type of guarantee",
      insurance: "Rent guarantee insurance",
      proposal: "Your monthly rent offer (R$)",
      contact: "How should we contact you?",
      whatsapp: "WhatsApp",
    },
  },
} as const;

type Locale = keyof typeof TEXT;
type Texts = (typeof TEXT)[Locale];

const uniqueEmail = (name: string) =>
  `${name.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** An account made through the API, for tests about other pages than signup. */
async function newAccount(request: APIRequestContext, name: string, password = "Primeira1", locale: Locale = "pt") {
  const email = uniqueEmail(name);
  const response = await request.post("/v2/users/signup", {
    data: { name, phone: "+55 11 98765-4321", email, password, locale },
    headers: { "X-Forwarded-For": anAddress() },
  });
  expect(response.status()).toBe(201);
  return { email, name, password };
}

/** The message shown under a field (the element its `aria-describedby` names for errors). */
async function messageOf(field: Locator): Promise<Locator> {
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(" ");
  const id = ids.find((candidate) => candidate.endsWith("-error"));
  expect(id, "the field has a message").toBeTruthy();
  return field.page().locator(`[id="${id}"]`);
}

async function expectMessage(field: Locator, text: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(await messageOf(field)).toHaveText(text);
}

async function logIn(page: Page, x: Texts, email: string, password: string) {
  await page.goto(`${x.prefix}/entrar`);
  await page.getByLabel(x.email).fill(email);
  await page.getByLabel(x.password).fill(password);
  await page.getByRole("main").getByRole("button", { name: x.login }).click();
}

async function fillSignup(
  page: Page,
  x: Texts,
  values: { name: string; phone: string; email: string; password: string },
) {
  const form = page.locator("#cadastro");
  await form.getByLabel(x.name).fill(values.name);
  await form.getByLabel(x.phone).fill(values.phone);
  await form.getByLabel(x.email).fill(values.email);
  await form.getByLabel(x.password, { exact: true }).fill(values.password);
}

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
