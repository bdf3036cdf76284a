import { anAddress } from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

/*
 * What the account pages' browser specs share (account-journey, signup, password-reset,
 * password-hints, account-page and account-pages-phone .spec.ts): the pages' texts in both
 * languages, accounts made through the API, and the steps more than one of them takes.
 */

export const TEXT = {
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

export type Locale = keyof typeof TEXT;
export type Texts = (typeof TEXT)[Locale];

export const uniqueEmail = (name: string) =>
  `${name.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** An account made through the API, for tests about other pages than signup. */
export async function newAccount(
  request: APIRequestContext,
  name: string,
  password = "Primeira1",
  locale: Locale = "pt",
) {
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

export async function expectMessage(field: Locator, text: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(await messageOf(field)).toHaveText(text);
}

export async function logIn(page: Page, x: Texts, email: string, password: string) {
  await page.goto(`${x.prefix}/entrar`);
  await page.getByLabel(x.email).fill(email);
  await page.getByLabel(x.password).fill(password);
  await page.getByRole("main").getByRole("button", { name: x.login }).click();
}

export async function fillSignup(
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
