import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { waitForMail } from "./mail.ts";
import { expectNoAxeViolations, STAFF_EMAIL, STAFF_PASSWORD, sampleParams, waitForHydration } from "./support.ts";

/*
 * The staff backoffice (issue 9) in both languages, against the real server with the staff
 * account it creates at start: a visitor is sent to log in and a tenant is refused; staff work
 * a lead a visitor just sent through the site (open, contacted with a note, filters, CSV),
 * publish a listing an owner made through the API with a photo (it then shows on /imoveis with
 * it), send another back with a reason (the owner's e-mail has it), mark a sponsor and change
 * a user's role. axe runs on every backoffice page; the English inbox runs at phone size.
 */

type Locale = "pt" | "en";

const anAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const publicDir = join(dirname(fileURLToPath(import.meta.url)), "../apps/web/public");
const photoFile = join(publicDir, "icon-512.png");
const secondPhotoFile = join(publicDir, "og-image.png");

// Each flow logs in, sends forms and runs axe on several states: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": anAddress() });
  await context.addInitScript(() => window.localStorage.setItem("campuslar:cookie-notice", "dismissed"));
});

const TEXT = {
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
async function newAccount(request: APIRequestContext, name: string, locale: Locale) {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${unique()}@example.com`;
  const password = "Primeira1";
  const signup = await request.post("/v2/users/signup", {
    data: { name, phone: "+55 11 98765-4321", email, password, locale },
    headers: { "X-Forwarded-For": anAddress() },
  });
  expect(signup.status()).toBe(201);
  const login = await request.post("/v2/users/login", {
    data: { email, password },
    headers: { "X-Forwarded-For": anAddress() },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { email, name, password, token };
}

async function logIn(page: Page, x: Texts, email: string, password: string) {
  await page.goto(`${x.prefix}/entrar`);
  await page.getByLabel(x.email, { exact: true }).fill(email);
  await page.getByLabel(x.password, { exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: x.login }).click();
  await expect(page).not.toHaveURL(/\/entrar/);
}

/** A listing the owner fills, photographs twice and submits through the owner API: it is then pending. */
async function pendingListing(request: APIRequestContext, token: string, title: string): Promise<string> {
  const auth = { Authorization: `Bearer ${token}` };
  const created = await request.post("/v2/owner/listings", {
    headers: auth,
    data: {
      advertisedUnit: "whole",
      type: "apartamento",
      title,
      description: "Apartamento claro, perto do metrô e de várias faculdades.",
      postalCode: "01310-100",
      street: "Avenida Paulista",
      number: "1000",
      neighbourhood: "Bela Vista",
      city: "São Paulo",
      state: "SP",
      areaM2: 45,
      bedrooms: 2,
      bathrooms: 1,
      capacity: 2,
      rentAmount: 2800,
      minContractMonths: 6,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { code } = (await created.json()) as { code: string };
  const photo = await request.post(`/v2/owner/listings/${code}/photos`, {
    headers: auth,
    multipart: { photo: { name: "sala.png", mimeType: "image/png", buffer: await readFile(photoFile) } },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const second = await request.post(`/v2/owner/listings/${code}/photos`, {
    headers: auth,
    multipart: { photo: { name: "quarto.png", mimeType: "image/png", buffer: await readFile(secondPhotoFile) } },
  });
  expect(second.status(), await second.text()).toBe(201);
  const submitted = await request.post(`/v2/owner/listings/${code}/submit`, { headers: auth });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return code;
}

/** A visitor's interest in a listing, sent through the listing page's form. */
async function sendInterest(page: Page, x: Texts, code: string, name: string, email: string) {
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

    test("staff open a lead sent through the site, mark it contacted with a note, filter and export it", async ({
      page,
      request,
    }) => {
      // The English inbox is also the phone-size check.
      if (locale === "en") await page.setViewportSize({ width: 375, height: 812 });
      const { rentCode } = await sampleParams(request);
      const name = `Lia Inbox ${unique()}`;
      const email = `lia.${unique()}@example.com`;
      await sendInterest(page, x, rentCode, name, email);

      // Logging in from the inbox's address comes back to it.
      await page.goto(`${x.prefix}/admin`);
      await expect(page).toHaveURL(/\/entrar\?redirectTo=/);
      await page.getByLabel(x.email, { exact: true }).fill(STAFF_EMAIL);
      await page.getByLabel(x.password, { exact: true }).fill(STAFF_PASSWORD);
      await page.getByRole("main").getByRole("button", { name: x.login }).click();
      await expect(page).toHaveURL(new RegExp(`${x.prefix}/admin$`));
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.leadsTitle);
      await expect(page.getByRole("navigation", { name: x.nav }).locator('[aria-current="page"]')).toHaveText(
        locale === "pt" ? "Contatos" : "Leads",
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expectNoAxeViolations(page);

      // Newest first: the lead just sent is on the first page.
      await page.getByRole("link", { name: x.open(name) }).click();
      const detail = page.getByRole("region", { name: locale === "pt" ? "Detalhes do contato" : "Lead details" });
      await expect(detail).toContainText(email);
      await expect(detail).toContainText(rentCode);
      await detail.getByLabel(x.status, { exact: true }).selectOption("contacted");
      await detail.getByLabel(x.notes).fill("Liguei; visita marcada para sábado.");
      await detail.getByRole("button", { name: x.save }).click();
      await expect(detail.getByRole("status")).toHaveText(x.saved);
      await expectNoAxeViolations(page);

      await page.reload();
      await expect(detail.getByLabel(x.status, { exact: true })).toHaveValue("contacted");
      await expect(detail.getByLabel(x.notes)).toHaveValue("Liguei; visita marcada para sábado.");

      // Filters live in the address: kind and status with the name find exactly this lead.
      const filters = page.getByRole("form", { name: locale === "pt" ? "Filtros" : "Filters" });
      await filters.getByLabel(x.kind).selectOption("interest");
      await filters.getByLabel(x.status).selectOption("contacted");
      await filters.getByLabel(x.search).fill(name);
      await filters.getByRole("button", { name: x.filter }).click();
      await expect(page).toHaveURL(/kind=interest/);
      await expect(page).toHaveURL(/status=contacted/);
      await expect(page.getByText(x.oneLead, { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: x.open(name) })).toBeVisible();

      // The CSV of this filtered view has the lead.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: x.export }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await download.path()) ?? "", "utf8");
      expect(csv).toContain(name);
      expect(csv).toContain(email);

      await filters.getByLabel(x.status).selectOption("new");
      await filters.getByRole("button", { name: x.filter }).click();
      await expect(page).toHaveURL(/status=new/);
      await expect(page.getByText(x.noLeads)).toBeVisible();
    });

    test("staff publish a pending listing, send another back with a reason, and mark a sponsor; a student's interest in it reaches the owner and the inbox", async ({
      page,
      request,
      browser,
    }) => {
      const owner = await newAccount(request, "Otávio Owner", locale);
      const title = `Apartamento revisão ${unique()}`;
      const toPublish = await pendingListing(request, owner.token, `${title} A`);
      const toReject = await pendingListing(request, owner.token, `${title} B`);

      await logIn(page, x, STAFF_EMAIL, STAFF_PASSWORD);
      await page.goto(`${x.prefix}/admin/anuncios?q=${encodeURIComponent(title)}`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.listingsTitle);
      const first = page.locator(`[data-listing="${toPublish}"]`);
      await expect(first.getByRole("img").first()).toBeVisible();
      await expect(first).toContainText(owner.email);
      await expect(first).toContainText("Bela Vista");
      await expect(first).toContainText("R$ 2.800,00");
      await expectNoAxeViolations(page);

      await first.getByRole("button", { name: x.publish }).click();
      await expect(page.getByRole("status").filter({ hasText: x.published })).toBeVisible();
      await expect(page.locator(`[data-listing="${toPublish}"]`)).toHaveCount(0);

      // Sent back: an empty reason is refused next to the field, then the owner is told why.
      const second = page.locator(`[data-listing="${toReject}"]`);
      await second.getByRole("button", { name: x.reject }).click();
      await expect(second.getByLabel(x.reason)).toHaveAccessibleDescription(x.reasonRequired);
      await expectNoAxeViolations(page);
      const since = Date.now();
      // Accents too: the owner must read the reason as staff wrote it.
      const reason = `Fotos escuras (${unique()}): não dá para ver os cômodos; envie fotos com luz do dia.`;
      await second.getByLabel(x.reason).fill(reason);
      await second.getByRole("button", { name: x.reject }).click();
      await expect(page.getByRole("status").filter({ hasText: x.rejected })).toBeVisible();
      // Its own template: the first listing's "published" e-mail may leave after `since` too.
      const mail = await waitForMail(owner.email, { template: "listing_rejected", since });
      expect(mail).toContain(reason);

      // Sponsored with a sponsor, kept after a reload.
      await page.getByRole("link", { name: x.tabPublished }).click();
      await expect(page).toHaveURL(/status=published/);
      await page.goto(`${x.prefix}/admin/anuncios?status=published&q=${encodeURIComponent(title)}`);
      const published = page.locator(`[data-listing="${toPublish}"]`);
      await published.getByLabel(x.sponsored, { exact: true }).check();
      const sponsor = published.getByLabel(x.sponsor, { exact: true });
      const firstSponsor = await sponsor.locator("option").nth(1).getAttribute("value");
      await sponsor.selectOption(firstSponsor ?? "");
      await published.getByRole("button", { name: x.save }).click();
      await expect(published.getByRole("status")).toHaveText(x.sponsorSaved);
      await page.reload();
      await expect(published.getByLabel(x.sponsored, { exact: true })).toBeChecked();
      await expect(published.getByLabel(x.sponsor, { exact: true })).toHaveValue(firstSponsor ?? "");

      // The published listing is on the site with its photo.
      await page.goto(`${x.prefix}/imoveis?q=${encodeURIComponent(title)}`);
      const card = page.locator("main").locator(`a[href$="/imovel/${toPublish}"]`).first();
      await expect(card).toBeVisible();
      await page.goto(`${x.prefix}/imovel/${toPublish}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(`${title} A`);
      // Both photos, each shown in the gallery (and its thumbnail strip) in one of its sizes.
      const photoKeys = async () =>
        new Set(
          (
            await page
              .locator('main img[src*="/media/"]')
              .evaluateAll((els) => els.map((el) => el.getAttribute("src") ?? ""))
          ).map((src) => src.replace(/-\d+\.(webp|avif)$/, "")),
        ).size;
      await expect.poll(photoKeys).toBe(2);

      // A student asks about it: the owner sees them on their dashboard, staff in the inbox.
      const student = `Estudante ${unique()}`;
      const visitor = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": anAddress() } });
      await visitor.addInitScript(() => window.localStorage.setItem("campuslar:cookie-notice", "dismissed"));
      const visitorPage = await visitor.newPage();
      await sendInterest(visitorPage, x, toPublish, student, `${unique()}@example.com`);
      await visitor.close();

      await page.goto(`${x.prefix}/admin?q=${encodeURIComponent(student)}`);
      await expect(page.locator("main")).toContainText(student);
      await expect(page.locator("main")).toContainText(toPublish);

      const ownerSide = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": anAddress() } });
      const ownerPage = await ownerSide.newPage();
      await logIn(ownerPage, x, owner.email, owner.password);
      await ownerPage.goto(`${x.prefix}/meus-imoveis`);
      const interests = ownerPage.getByRole("region", { name: x.interestsHeading });
      await expect(interests).toContainText(student);
      await expect(
        interests.locator("li").filter({ hasText: student }).locator(`a[href$="/imovel/${toPublish}"]`).first(),
      ).toBeVisible();
      await ownerSide.close();
    });

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
