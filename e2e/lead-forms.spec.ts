import { LEAD_MESSAGES, type LeadMessageKey } from "@campuslar/domain/lead/lead-messages";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "./support.ts";

/*
 * The three lead forms of issue 8 (the owner page, the FGV concierge landing, the services page),
 * in both languages: sent empty, every required field says the spec's message next to it; sent
 * with wrong values, those fields say so and everything typed is still there; sent right, the
 * page shows the thank-you state with the stored lead's reference. The API has no read endpoint
 * for leads, so the reference (made from the stored row's id) is the proof it was stored. One
 * form is sent without JavaScript and one on a 375 px phone; axe runs with the messages shown.
 */

type Locale = "pt" | "en";

/** A client address of its own per test (the server trusts X-Forwarded-For in e2e). */
const anAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;

// Each flow sends a form three times and runs axe on each state: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": anAddress() });
  await context.addInitScript(() => window.localStorage.setItem("campuslar:cookie-notice", "dismissed"));
});

const TEXT = {
  pt: {
    prefix: "",
    failed: "Confira os campos indicados abaixo.",
    name: "Nome",
    phone: "Telefone (com DDD)",
    email: "E-mail",
    yes: "Sim",
    no: "Não",
    advertise: {
      heading: "Anuncie seu imóvel de graça",
      photos: "Fotos profissionais por R$ 150,00",
      servicesLink: "Conheça todos os serviços",
      postalCode: "CEP",
      address: "Endereço (rua ou avenida)",
      number: "Número",
      complement: "Complemento (opcional)",
      neighbourhood: "Bairro",
      bedrooms: "Quartos",
      bathrooms: "Banheiros",
      parking: "Tem vaga de garagem?",
      pets: "Aceita animais de estimação?",
      rent: "Aluguel mensal (R$)",
      period: "Período do contrato",
      bills: "Contas incluídas no aluguel",
      water: "Água",
      cleaning: "Limpeza",
      proposal: "Proposta ou condições especiais (opcional)",
      email: "E-mail (opcional)",
      visit: "Dia para visitarmos o imóvel (opcional)",
      move: "Disponível a partir de (opcional)",
      comments: "Comentários (opcional)",
      coupon: "Cupom de desconto (opcional)",
      submit: "Enviar meu imóvel",
      sent: "Recebemos o seu imóvel",
    },
    fgv: {
      fullName: "Nome completo",
      contact: "WhatsApp",
      submit: "Quero o concierge",
      sent: "Cadastro recebido",
    },
    services: {
      service: "Serviço",
      code: "Código do imóvel na CampusLar (opcional)",
      message: "Sua mensagem",
      submit: "Enviar pedido",
      sent: "Recebemos o seu pedido",
      request: "Pedir este serviço",
      repairs: "Pedir este serviço: Reparos no imóvel",
      photosPrice: "R$ 150,00",
    },
    reference: "Número de referência",
  },
  en: {
    prefix: "/en",
    failed: "Please check the fields marked below.",
    name: "Name",
    phone: "Phone (with area code)",
    email: "Email",
    yes: "Yes",
    no: "No",
    advertise: {
      heading: "List your property for free",
      photos: "Professional photos for R$ 150,00",
      servicesLink: "See all our services",
      postalCode: "Postal code (CEP)",
      address: "Street",
      number: "Number",
      complement: "Flat, block or floor (optional)",
      neighbourhood: "Neighbourhood",
      bedrooms: "Bedrooms",
      bathrooms: "Bathrooms",
      parking: "Is there a parking space?",
      pets: "Are pets allowed?",
      rent: "Monthly rent (R$)",
      period: "Contract period",
      bills: "Bills included in the rent",
      water: "Water",
      cleaning: "Cleaning",
      proposal: "Your proposal or special terms (optional)",
      email: "Email (optional)",
      visit: "A day we can visit (optional)",
      move: "Available from (optional)",
      comments: "Comments (optional)",
      coupon: "Discount coupon (optional)",
      submit: "Send my property",
      sent: "We have your property",
    },
    fgv: {
      fullName: "Full name",
      contact: "WhatsApp",
      submit: "Sign me up",
      sent: "You're signed up",
    },
    services: {
      service: "Service",
      code: "CampusLar listing code (optional)",
      message: "Your message",
      submit: "Send request",
      sent: "We have your request",
      request: "Request this service",
      repairs: "Request this service: Property repairs",
      photosPrice: "R$ 150,00",
    },
    reference: "Reference number",
  },
} as const;

type Texts = (typeof TEXT)[Locale];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The field's message, in the visitor's language: the last thing read when it gets focus. */
async function expectMessage(field: Locator, key: LeadMessageKey, locale: Locale) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(LEAD_MESSAGES[key][locale])}$`));
}

/** A group of radio buttons or tick boxes reads its message as its description. */
async function expectGroupMessage(group: Locator, key: LeadMessageKey, locale: Locale) {
  await expect(group).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(LEAD_MESSAGES[key][locale])}$`));
}

async function expectNoMessage(field: Locator) {
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
}

/** A day a few weeks ahead, as a date input takes it. */
function futureDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

async function expectSent(page: Page, x: Texts, heading: string, prefix: string) {
  const sent = page.getByTestId("lead-sent");
  await expect(sent.getByRole("heading", { name: heading })).toBeVisible();
  await expect(sent).toContainText(x.reference);
  await expect(page.getByTestId("lead-reference")).toHaveText(new RegExp(`^${prefix}-\\d+$`));
  await expect(page).toHaveURL(new RegExp(`[?&]enviado=${prefix}-\\d+`));
}

// ---------------------------------------------------------------------------------------------
// The owner page

function advertiseFields(page: Page, x: Texts) {
  const form = page.locator("#anuncie");
  const a = x.advertise;
  return {
    form,
    name: form.getByLabel(x.name, { exact: true }),
    phone: form.getByLabel(x.phone, { exact: true }),
    // The advertise form's e-mail is optional (docs/decisions/012-interest-bounds.md).
    email: form.getByRole("textbox", { name: a.email, exact: true }),
    postalCode: form.getByLabel(a.postalCode, { exact: true }),
    address: form.getByLabel(a.address, { exact: true }),
    number: form.getByLabel(a.number, { exact: true }),
    complement: form.getByLabel(a.complement, { exact: true }),
    neighbourhood: form.getByLabel(a.neighbourhood, { exact: true }),
    bedrooms: form.getByLabel(a.bedrooms, { exact: true }),
    bathrooms: form.getByLabel(a.bathrooms, { exact: true }),
    parking: form.getByRole("group", { name: a.parking, exact: true }),
    pets: form.getByRole("group", { name: a.pets, exact: true }),
    rent: form.getByLabel(a.rent, { exact: true }),
    period: form.getByLabel(a.period, { exact: true }),
    bills: form.getByRole("group", { name: a.bills, exact: true }),
    proposal: form.getByLabel(a.proposal, { exact: true }),
    visit: form.getByLabel(a.visit, { exact: true }),
    move: form.getByLabel(a.move, { exact: true }),
    comments: form.getByLabel(a.comments, { exact: true }),
    coupon: form.getByLabel(a.coupon, { exact: true }),
    submit: form.getByRole("button", { name: a.submit }),
  };
}

const OWNER = {
  name: "Marta Figueiredo",
  complement: "Apto 42, bloco B",
  address: "Rua Itapeva",
  number: "286",
  neighbourhood: "Bela Vista",
  rent: "2.800,00",
  proposal: "Desconto de 5% para contratos de 12 meses",
  comments: "Mobiliado, a 10 minutos a pé da FGV.",
  coupon: "PARCEIRO10",
};

async function fillAdvertise(page: Page, x: Texts, wrong: { email: string; phone: string; cep: string }) {
  const f = advertiseFields(page, x);
  await f.name.fill(OWNER.name);
  await f.phone.fill(wrong.phone);
  await f.email.fill(wrong.email);
  await f.postalCode.fill(wrong.cep);
  await f.address.fill(OWNER.address);
  await f.number.fill(OWNER.number);
  await f.complement.fill(OWNER.complement);
  await f.neighbourhood.fill(OWNER.neighbourhood);
  await f.bedrooms.selectOption("2");
  await f.bathrooms.selectOption("1");
  await f.parking.getByLabel(x.no).check();
  await f.pets.getByLabel(x.yes).check();
  await f.rent.fill(OWNER.rent);
  await f.period.selectOption("12");
  await f.bills.getByLabel(x.advertise.water).check();
  await f.bills.getByLabel(x.advertise.cleaning).check();
  await f.proposal.fill(OWNER.proposal);
  await f.visit.fill(futureDate(10));
  await f.move.fill(futureDate(40));
  await f.comments.fill(OWNER.comments);
  await f.coupon.fill(OWNER.coupon);
}

async function expectAdvertiseKept(page: Page, x: Texts, wrong: { email: string; phone: string; cep: string }) {
  const f = advertiseFields(page, x);
  await expect(f.name).toHaveValue(OWNER.name);
  await expect(f.phone).toHaveValue(wrong.phone);
  await expect(f.email).toHaveValue(wrong.email);
  await expect(f.postalCode).toHaveValue(wrong.cep);
  await expect(f.address).toHaveValue(OWNER.address);
  await expect(f.number).toHaveValue(OWNER.number);
  await expect(f.complement).toHaveValue(OWNER.complement);
  await expect(f.neighbourhood).toHaveValue(OWNER.neighbourhood);
  await expect(f.bedrooms).toHaveValue("2");
  await expect(f.bathrooms).toHaveValue("1");
  await expect(f.parking.getByLabel(x.no)).toBeChecked();
  await expect(f.pets.getByLabel(x.yes)).toBeChecked();
  await expect(f.rent).toHaveValue(OWNER.rent);
  await expect(f.period).toHaveValue("12");
  await expect(f.bills.getByLabel(x.advertise.water)).toBeChecked();
  await expect(f.bills.getByLabel(x.advertise.cleaning)).toBeChecked();
  await expect(f.proposal).toHaveValue(OWNER.proposal);
  await expect(f.visit).toHaveValue(futureDate(10));
  await expect(f.move).toHaveValue(futureDate(40));
  await expect(f.comments).toHaveValue(OWNER.comments);
  await expect(f.coupon).toHaveValue(OWNER.coupon);
}

async function advertiseFlow(page: Page, locale: Locale, { javaScript = true } = {}) {
  const x = TEXT[locale];
  await page.goto(`${x.prefix}/proprietario`);
  if (javaScript) await waitForHydration(page);
  // axe runs in the page's JavaScript: the flows with JavaScript check these same states.
  const axe = javaScript ? () => expectNoAxeViolations(page) : async () => {};
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.advertise.heading);
  // Why list with us: the photographer's price from the domain, and the way to the services.
  await expect(page.getByRole("heading", { name: x.advertise.photos })).toBeVisible();
  await expect(page.getByRole("link", { name: x.advertise.servicesLink })).toHaveAttribute(
    "href",
    `${x.prefix}/servicos`,
  );
  await axe();

  const f = advertiseFields(page, x);
  await f.submit.click();
  await expect(f.form.getByRole("alert")).toHaveText(x.failed);
  await expectMessage(f.name, "lead.name.required", locale);
  await expectMessage(f.phone, "lead.phone.required", locale);
  await expectNoMessage(f.email);
  for (const field of [f.postalCode, f.address, f.number, f.neighbourhood]) {
    await expectMessage(field, "lead.address.required", locale);
  }
  await expectMessage(f.bedrooms, "lead.option.required", locale);
  await expectMessage(f.bathrooms, "lead.option.required", locale);
  await expectGroupMessage(f.parking, "lead.option.required", locale);
  await expectGroupMessage(f.pets, "lead.option.required", locale);
  await expectMessage(f.period, "lead.option.required", locale);
  await expectMessage(f.rent, "lead.rent.required", locale);
  // The optional fields stay quiet, and focus is on the first field to fix.
  for (const field of [f.complement, f.proposal, f.visit, f.move, f.comments, f.coupon]) await expectNoMessage(field);
  // The first field with a message takes focus (a script does it).
  if (javaScript) await expect(f.name).toBeFocused();
  await axe();

  const wrong = { email: "marta.figueiredo@", phone: "12345", cep: "0131-10" };
  await fillAdvertise(page, x, wrong);
  await f.submit.click();
  await expectMessage(f.email, "lead.email.invalid", locale);
  await expectMessage(f.phone, "lead.phone.invalid", locale);
  await expectMessage(f.postalCode, "lead.postalCode.invalid", locale);
  for (const field of [f.name, f.address, f.number, f.neighbourhood, f.bedrooms, f.rent, f.period]) {
    await expectNoMessage(field);
  }
  await expectAdvertiseKept(page, x, wrong);
  // The first field with a message takes focus (a script does it).
  if (javaScript) await expect(f.phone).toBeFocused();
  await axe();

  await f.email.fill(`marta.${Date.now()}@example.com`);
  await f.phone.fill("(11) 98765-4321");
  await f.postalCode.fill("01311-000");
  await f.submit.click();
  await expectSent(page, x, x.advertise.sent, "ADV");
  await expect(page).toHaveURL(new RegExp(`^[^?]*${x.prefix}/proprietario\\?`));
  await expect(page.locator("#anuncie form")).toHaveCount(0);
  await axe();
}

test.describe("owner page", () => {
  test("in Portuguese: empty, then wrong (everything kept), then sent with a reference", async ({ page }) => {
    await advertiseFlow(page, "pt");
  });

  test.describe("on a 375 px phone", () => {
    test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test("in English: empty, then wrong (everything kept), then sent with a reference", async ({ page }) => {
      await advertiseFlow(page, "en");
      // Nothing on the page is wider than the phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("in English the same, by plain form posts", async ({ page }) => {
      await advertiseFlow(page, "en", { javaScript: false });
    });
  });
});

// ---------------------------------------------------------------------------------------------
// The FGV concierge

async function fgvFlow(page: Page, locale: Locale, { javaScript = true } = {}) {
  const x = TEXT[locale];
  await page.goto(`${x.prefix}/concierge/fgv`);
  if (javaScript) await waitForHydration(page);
  // axe runs in the page's JavaScript: the flows with JavaScript check these same states.
  const axe = javaScript ? () => expectNoAxeViolations(page) : async () => {};
  await axe();
  const form = page.locator("#cadastro");
  const fullName = form.getByLabel(x.fgv.fullName, { exact: true });
  const contact = form.getByLabel(x.fgv.contact, { exact: true });
  const submit = form.getByRole("button", { name: x.fgv.submit });

  await submit.click();
  await expectMessage(fullName, "lead.name.required", locale);
  await expectMessage(contact, "lead.contact.required", locale);
  await axe();

  // A name longer than the form takes is refused; the contact typed stays.
  const longName = "Anna ".repeat(30).trim();
  await fullName.fill(longName);
  await contact.fill("+49 151 2345 6789");
  await submit.click();
  await expectMessage(fullName, "lead.text.tooLong", locale);
  await expectNoMessage(contact);
  await expect(fullName).toHaveValue(longName);
  await expect(contact).toHaveValue("+49 151 2345 6789");

  await fullName.fill("Anna Schmidt");
  await submit.click();
  await expectSent(page, x, x.fgv.sent, "CON");
  await axe();
}

test.describe("FGV concierge", () => {
  for (const locale of ["pt", "en"] as const) {
    test(`in ${locale}: empty, then wrong, then signed up with a reference`, async ({ page }) => {
      await fgvFlow(page, locale);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("in Portuguese the same, by plain form posts", async ({ page }) => {
      await fgvFlow(page, "pt", { javaScript: false });
    });
  });
});

// ---------------------------------------------------------------------------------------------
// The services page

function serviceFields(page: Page, x: Texts) {
  const form = page.locator("#pedido");
  return {
    form,
    service: form.getByLabel(x.services.service, { exact: true }),
    name: form.getByLabel(x.name, { exact: true }),
    email: form.getByRole("textbox", { name: x.email, exact: true }),
    phone: form.getByLabel(x.phone, { exact: true }),
    code: form.getByLabel(x.services.code, { exact: true }),
    message: form.getByLabel(x.services.message, { exact: true }),
    submit: form.getByRole("button", { name: x.services.submit }),
  };
}

async function servicesFlow(page: Page, locale: Locale, { javaScript = true } = {}) {
  const x = TEXT[locale];
  await page.goto(`${x.prefix}/servicos`);
  if (javaScript) await waitForHydration(page);
  // Seven offers; the photographer's price from the domain, the rest on request.
  await expect(page.getByRole("link", { name: new RegExp(`^${x.services.request}: `) })).toHaveCount(7);
  await expect(page.getByTestId("price-photos_video")).toHaveText(x.services.photosPrice);
  // axe runs in the page's JavaScript: the flows with JavaScript check these same states.
  const axe = javaScript ? () => expectNoAxeViolations(page) : async () => {};
  await axe();

  const f = serviceFields(page, x);
  await f.submit.click();
  await expect(f.form.getByRole("alert")).toHaveText(x.failed);
  await expectMessage(f.service, "lead.option.required", locale);
  await expectMessage(f.name, "lead.name.required", locale);
  await expectMessage(f.email, "lead.email.required", locale);
  await expectMessage(f.phone, "lead.phone.required", locale);
  await expectMessage(f.message, "lead.message.required", locale);
  await expectNoMessage(f.code);
  await axe();

  // A card's button picks its service in the form.
  await page.getByRole("link", { name: x.services.repairs }).click();
  await expect(page).toHaveURL(/[?&]servico=repairs/);
  await expect(f.service).toHaveValue("repairs");

  await f.name.fill("Carlos Mendes");
  await f.email.fill("carlos.mendes@example");
  await f.phone.fill("11 1234");
  await f.code.fill("?");
  await f.message.fill("O chuveiro do banheiro parou de esquentar.");
  await f.submit.click();
  await expectMessage(f.email, "lead.email.invalid", locale);
  await expectMessage(f.phone, "lead.phone.invalid", locale);
  await expectMessage(f.code, "lead.property.unknown", locale);
  await expectNoMessage(f.name);
  await expect(f.service).toHaveValue("repairs");
  await expect(f.name).toHaveValue("Carlos Mendes");
  await expect(f.email).toHaveValue("carlos.mendes@example");
  await expect(f.phone).toHaveValue("11 1234");
  await expect(f.code).toHaveValue("?");
  await expect(f.message).toHaveValue("O chuveiro do banheiro parou de esquentar.");
  await axe();

  await f.email.fill(`carlos.${Date.now()}@example.com`);
  await f.phone.fill("+55 11 3456-7890");
  await f.code.fill("");
  await f.submit.click();
  await expectSent(page, x, x.services.sent, "SER");
  await axe();
}

test.describe("services page", () => {
  for (const locale of ["pt", "en"] as const) {
    test(`in ${locale}: empty, a card's service, wrong (everything kept), then sent with a reference`, async ({
      page,
    }) => {
      await servicesFlow(page, locale);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("in Portuguese the same, by plain form posts", async ({ page }) => {
      await servicesFlow(page, "pt", { javaScript: false });
    });
  });
});
