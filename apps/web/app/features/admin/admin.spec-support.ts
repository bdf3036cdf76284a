import { signUpThroughApi } from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

/*
 * What the staff backoffice's browser specs (issue 9, admin-*.spec.ts) share: both languages'
 * texts, accounts made through the API, logging in and a visitor's interest sent through a
 * listing page. They run against the real server with the staff account it creates at start
 * (STAFF_EMAIL), on the marketplace server of e2e/playwright.config.ts.
 */

type Locale = "pt" | "en";

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export const TEXT = {
  pt: {
    prefix: "",
    email: "E-mail",
    password: "Senha",
    login: "Entrar",
    forbidden: "Esta área é só da equipe CampusLar",
    nav: "Seções do painel",
    interestsHeading: "Interessados nos seus imóveis",
    leadsTitle: "Contatos recebidos",
    listingsTitle: "Anúncios para revisar",
    usersTitle: "Usuários",
    navListings: "Anúncios",
    navUsers: "Usuários",
    kind: "Tipo",
    status: "Situação",
    search: "Buscar por nome, e-mail, telefone ou código",
    filter: "Filtrar",
    open: (name: string) => `Abrir ${name}`,
    notes: "Anotações da equipe",
    save: "Salvar",
    saved: "Salvo.",
    oneLead: "1 contato",
    noLeads: "Nenhum contato com estes filtros.",
    export: "Exportar CSV",
    publish: "Publicar",
    published: "Anúncio publicado.",
    reject: "Devolver ao proprietário",
    reason: "Motivo (enviado ao proprietário)",
    reasonRequired: "explique ao proprietário por que o anúncio não pode ser publicado",
    rejected: "Anúncio devolvido. O proprietário recebeu o motivo por e-mail.",
    tabPublished: "Publicados",
    sponsored: "Patrocinado",
    sponsor: "Patrocinador",
    sponsorSaved: "Patrocínio salvo.",
    usersSearch: "Buscar por nome, e-mail ou telefone",
    roleOf: (name: string) => `Perfil de ${name}`,
    roleSaved: "Perfil atualizado.",
    self: "Esta é a sua conta",
    // The interest form on a listing page (see property.spec.ts).
    interest: {
      name: "Nome",
      phone: "Telefone (com DDD)",
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
      submit: "Enviar interesse",
    },
  },
  en: {
    prefix: "/en",
    email: "Email",
    password: "Password",
    login: "Log in",
    forbidden: "This area is for the CampusLar team only",
    nav: "Backoffice sections",
    interestsHeading: "People interested in your homes",
    leadsTitle: "Leads received",
    listingsTitle: "Listings to review",
    usersTitle: "Users",
    navListings: "Listings",
    navUsers: "Users",
    kind: "Kind",
    status: "Status",
    search: "Search by name, e-mail, phone or code",
    filter: "Filter",
    open: (name: string) => `Open ${name}`,
    notes: "Team notes",
    save: "Save",
    saved: "Saved.",
    oneLead: "1 lead",
    noLeads: "No leads match these filters.",
    export: "Export CSV",
    publish: "Publish",
    published: "Listing published.",
    reject: "Send back to the owner",
    reason: "Reason (sent to the owner)",
    reasonRequired: "tell the owner why the listing cannot be published",
    rejected: "Listing sent back. The owner got the reason by e-mail.",
    tabPublished: "Published",
    sponsored: "Sponsored",
    sponsor: "Sponsor",
    sponsorSaved: "Sponsorship saved.",
    usersSearch: "Search by name, e-mail or phone",
    roleOf: (name: string) => `Role of ${name}`,
    roleSaved: "Role updated.",
    self: "This is your account",
    interest: {
      name: "Name",
      phone: "Phone (with area code)",
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
      submit: "Send my interest",
    },
  },
} as const;

type Texts = (typeof TEXT)[Locale];

/** An account made through the API; `token` is its session for calling the API directly. */
export async function newAccount(request: APIRequestContext, name: string, locale: Locale) {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${unique()}@example.com`;
  const password = "Primeira1";
  // The signup's own session: a separate login would only make a second one.
  const token = await signUpThroughApi(request, { name, phone: "+55 11 98765-4321", email, password, locale });
  return { email, name, password, token };
}

export async function logIn(page: Page, x: Texts, email: string, password: string) {
  await page.goto(`${x.prefix}/entrar`);
  await page.getByLabel(x.email, { exact: true }).fill(email);
  await page.getByLabel(x.password, { exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: x.login }).click();
  await expect(page).not.toHaveURL(/\/entrar/);
}

/** A visitor's interest in a listing, sent through the listing page's form. */
export async function sendInterest(page: Page, x: Texts, code: string, name: string, email: string) {
  const i = x.interest;
  await page.goto(`${x.prefix}/imovel/${code}`);
  const form = page.locator("#interesse");
  await form.getByLabel(i.name, { exact: true }).fill(name);
  await form.getByLabel(i.phone).fill("(11) 91234-5678");
  await form.getByRole("textbox", { name: x.email, exact: true }).fill(email);
  await form.getByRole("group", { name: i.student }).getByLabel(i.yes).check();
  await form.getByLabel(i.found).selectOption("instagram");
  await form.getByLabel(i.move).fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  await form.getByLabel(i.stay).selectOption("12");
  await form.getByRole("group", { name: i.warranty }).getByLabel(i.insurance).check();
  await form.getByLabel(i.proposal).fill("2.500,00");
  await form.getByRole("group", { name: i.contact }).getByLabel(i.whatsapp).check();
  await form.getByRole("button", { name: i.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${x.prefix}/interesse/obrigado$`));
}
