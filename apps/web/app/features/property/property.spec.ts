import { DEFAULT_PAGE_SIZE } from "@campuslar/domain/property/property-search-query";
import { anAddress, dismissCookieNotice, expectNoAxeViolations, waitForHydration } from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

/**
 * A listing's page (issue 7), in both languages and at phone size: the gallery by keyboard, the
 * costs panel's figures against the listing's rent (deposit = 25% of the total contract rent),
 * the interest form refused empty and wrong, then accepted, with and without JavaScript; sale
 * listings (their contact form likewise) and `/venda`; an unknown code is a 404; axe on every screen.
 */

type Listing = {
  code: string;
  title: string;
  rentAmount: number;
  salePrice: number | null;
  minContractMonths: number;
  photos: unknown[];
};

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": anAddress() });
  // The cookie notice has its own tests (cookie-notice.spec.ts); here it would only float over the page.
  await dismissCookieNotice(context);
});

/** `R$ 1.234,56`, written out independently of the app's formatter. */
function brl(reais: number): string {
  const cents = Math.round(reais * 100);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `R$ ${whole},${String(cents % 100).padStart(2, "0")}`;
}

async function listing(request: APIRequestContext, purpose: "rent" | "sale", locale: "pt" | "en"): Promise<Listing> {
  const list = (await (await request.get(`/v2/properties?purpose=${purpose}&pageSize=20`)).json()) as {
    items: { code: string; photos: unknown[] }[];
  };
  const item = list.items.find((candidate) => candidate.photos.length > 1) ?? list.items[0];
  if (!item) throw new Error(`the seed has no ${purpose} listing`);
  return (await (await request.get(`/v2/properties/${item.code}?lang=${locale}`)).json()) as Listing;
}

const TEXT = {
  pt: {
    prefix: "",
    gallery: "Fotos do imóvel",
    photo: (n: number, total: number) => `Foto ${n} de ${total}`,
    length: "Duração do contrato",
    months: (n: number) => `${n} meses`,
    recalc: "Recalcular",
    submit: "Enviar interesse",
    saleSubmit: "Enviar mensagem",
    name: "Nome",
    phone: "Telefone (com DDD)",
    email: "E-mail",
    student: "Você é estudante?",
    yes: "Sim",
    found: "Como você conheceu a CampusLar?",
    move: "Quando você quer se mudar?",
    stay: "Por quanto tempo pretende ficar?",
    warranty: "Tipo de garantia",
    insurance: "Seguro-fiança",
    proposal: "Sua proposta de aluguel por mês (R$)",
    comments: "Comentários (opcional)",
    message: "Sua mensagem",
    offer: "Sua oferta (R$, opcional)",
    visit: "Quando gostaria de visitar? (opcional)",
    contact: "Como prefere que a gente fale com você?",
    whatsapp: "WhatsApp",
    nameRequired: "o campo nome é obrigatório",
    emailRequired: "o campo e-mail é obrigatório",
    emailInvalid: "o e-mail informado é inválido",
    studentRequired: "selecione se você é estudante",
    warrantyRequired: "por favor, selecione o tipo de garantia",
    messageRequired: "por favor, deixe uma mensagem",
    datePast: "a data não pode estar no passado",
    salePath: "/imovel/compra/",
    saleCount: /\d+ imóveis à venda/,
    next: "Próxima",
  },
  en: {
    prefix: "/en",
    gallery: "Photos of the home",
    photo: (n: number, total: number) => `Photo ${n} of ${total}`,
    length: "Contract length",
    months: (n: number) => `${n} months`,
    recalc: "Recalculate",
    submit: "Send my interest",
    saleSubmit: "Send message",
    name: "Name",
    phone: "Phone (with area code)",
    email: "Email",
    student: "Are you a student?",
    yes: "Yes",
    found: "How did you hear about CampusLar?",
    move: "When do you want to move in?",
    stay: "How long do you plan to stay?",
    warranty: "Type of guarantee",
    insurance: "Rent guarantee insurance",
    proposal: "Your monthly rent offer (R$)",
    comments: "Comments (optional)",
    message: "Your message",
    offer: "Your offer (R$, optional)",
    visit: "When would you like to visit? (optional)",
    contact: "How should we contact you?",
    whatsapp: "WhatsApp",
    nameRequired: "name field is required",
    emailRequired: "Email field is required",
    emailInvalid: "the Email used is invalid",
    studentRequired: "select if you are student",
    warrantyRequired: "please select warranty type",
    messageRequired: "please leave a message",
    datePast: "the date cannot be in the past",
    salePath: "/imovel/sale/",
    saleCount: /\d+ homes for sale/,
    next: "Next",
  },
} as const;

type Texts = (typeof TEXT)["pt" | "en"];

/** A move date a month from now, never in the past in São Paulo. */
const moveDate = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
/** A day that is past in São Paulo whatever the hour. */
const pastDate = () => new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

/** The 25% deposit of `months` of rent, to the centavo. */
const deposit = (rent: number, months: number) => Math.round(rent * 100 * months * 0.25) / 100;

async function fillInterest(page: Page, x: Texts, email: string) {
  const form = page.locator("#interesse");
  await form.getByLabel(x.name, { exact: true }).fill("Joana Prado");
  await form.getByLabel(x.phone).fill("(11) 91234-5678");
  await form.getByRole("textbox", { name: x.email, exact: true }).fill(email);
  await form.getByRole("group", { name: x.student }).getByLabel(x.yes).check();
  await form.getByLabel(x.found).selectOption("instagram");
  await form.getByLabel(x.move).fill(moveDate());
  await form.getByLabel(x.stay).selectOption("12");
  await form.getByRole("group", { name: x.warranty }).getByLabel(x.insurance).check();
  await form.getByLabel(x.proposal).fill("2.500,00");
  await form.getByLabel(x.comments).fill("Posso visitar no sábado?");
  await form.getByRole("group", { name: x.contact }).getByLabel(x.whatsapp).check();
}

async function expectInterestKept(page: Page, x: Texts, email: string) {
  const form = page.locator("#interesse");
  await expect(form.getByLabel(x.name, { exact: true })).toHaveValue("Joana Prado");
  await expect(form.getByLabel(x.phone)).toHaveValue("(11) 91234-5678");
  await expect(form.getByRole("textbox", { name: x.email, exact: true })).toHaveValue(email);
  await expect(form.getByRole("group", { name: x.student }).getByLabel(x.yes)).toBeChecked();
  await expect(form.getByLabel(x.found)).toHaveValue("instagram");
  await expect(form.getByLabel(x.move)).toHaveValue(moveDate());
  await expect(form.getByLabel(x.stay)).toHaveValue("12");
  await expect(form.getByRole("group", { name: x.warranty }).getByLabel(x.insurance)).toBeChecked();
  await expect(form.getByLabel(x.proposal)).toHaveValue("2.500,00");
  await expect(form.getByLabel(x.comments)).toHaveValue("Posso visitar no sábado?");
}

/**
 * Empty, then a bad e-mail (everything else kept), then right: the thank-you page, opened at
 * its top whatever the form's place on the page, its heading focused when scripts run (issue 34).
 */
async function interestFlow(page: Page, x: Texts, { axe = true, script = true } = {}) {
  const form = page.locator("#interesse");
  const submit = form.getByRole("button", { name: x.submit });
  await submit.click();
  await expect(form.getByLabel(x.name, { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel(x.name, { exact: true })).toHaveAccessibleDescription(x.nameRequired);
  await expect(form.getByRole("textbox", { name: x.email, exact: true })).toHaveAccessibleDescription(x.emailRequired);
  await expect(form.getByRole("group", { name: x.student })).toHaveAccessibleDescription(x.studentRequired);
  await expect(form.getByRole("group", { name: x.warranty })).toHaveAccessibleDescription(x.warrantyRequired);
  if (axe) await expectNoAxeViolations(page);

  await fillInterest(page, x, "joana.prado@");
  await submit.click();
  await expect(form.getByRole("textbox", { name: x.email, exact: true })).toHaveAccessibleDescription(x.emailInvalid);
  await expect(form.getByLabel(x.name, { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  await expectInterestKept(page, x, "joana.prado@");

  await form.getByRole("textbox", { name: x.email, exact: true }).fill(`joana.${Date.now()}@example.com`);
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`${x.prefix}/interesse/obrigado$`));
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeInViewport();
  if (script) await expect(heading).toBeFocused();
}

/**
 * A sale listing's contact form: no message and a past visit date are refused next to their
 * fields with everything kept (an offer above R$ 1 million among it), then the form is accepted.
 */
async function saleFlow(page: Page, x: Texts) {
  const form = page.locator("#interesse");
  await expect(form.getByLabel(x.move)).toHaveCount(0);
  await expect(form.getByRole("group", { name: x.warranty })).toHaveCount(0);
  await form.getByLabel(x.name, { exact: true }).fill("Rafael Souza");
  await form.getByLabel(x.phone).fill("11 98765-4321");
  await form.getByRole("textbox", { name: x.email, exact: true }).fill(`rafael.${Date.now()}@example.com`);
  await form.getByRole("group", { name: x.student }).getByLabel(x.yes).check();
  await form.getByLabel(x.found).selectOption("google");
  await form.getByLabel(x.offer).fill("1.250.000,00");
  await form.getByLabel(x.visit).fill(pastDate());
  await form.getByRole("group", { name: x.contact }).getByLabel(x.whatsapp).check();
  const submit = form.getByRole("button", { name: x.saleSubmit });
  await submit.click();
  await expect(form.getByLabel(x.message)).toHaveAccessibleDescription(x.messageRequired);
  await expect(form.getByLabel(x.visit)).toHaveAccessibleDescription(x.datePast);
  await expect(form.getByLabel(x.name, { exact: true })).toHaveValue("Rafael Souza");
  await expect(form.getByLabel(x.offer)).toHaveValue("1.250.000,00");
  await expect(form.getByLabel(x.offer)).not.toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel(x.found)).toHaveValue("google");
  await form.getByLabel(x.message).fill("Posso visitar o apartamento na próxima semana?");
  await form.getByLabel(x.visit).fill(moveDate());
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`${x.prefix}/interesse/obrigado$`));
}

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];

  test.describe(`listing page (${locale}) on a 375 px phone`, () => {
    test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test("shows the listing, moves through the gallery by keyboard, and the costs follow the rent", async ({
      page,
      request,
    }) => {
      const home = await listing(request, "rent", locale);
      const total = home.photos.length;
      await page.goto(`${x.prefix}/imovel/${home.code}`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.title);
      await expect(page.getByTestId("listing-price")).toContainText(brl(home.rentAmount));

      const gallery = page.getByRole("region", { name: x.gallery });
      await gallery.focus();
      await expect(page.getByText(x.photo(1, total), { exact: true })).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(page.getByText(x.photo(2, total), { exact: true })).toBeVisible();
      await expect(page.locator("a[aria-current='true']")).toHaveAttribute("href", "#foto-2");
      await page.keyboard.press("End");
      await expect(page.getByText(x.photo(total, total), { exact: true })).toBeVisible();
      await page.keyboard.press("Home");
      await expect(page.getByText(x.photo(1, total), { exact: true })).toBeVisible();
      // Only the first photo is eager; the rest wait until they come near.
      await expect(gallery.locator("img").first()).toHaveAttribute("fetchpriority", "high");
      await expect(gallery.locator("img").nth(1)).toHaveAttribute("loading", "lazy");

      // Costs: 12 months first; the deposit is 25% of the total rent, i.e. 3 months of rent.
      const length = page.getByLabel(x.length);
      await expect(length).toHaveValue("12");
      await expect(page.getByTestId("cost-rent")).toHaveText(brl(home.rentAmount));
      await expect(page.getByTestId("cost-total")).toHaveText(brl(home.rentAmount * 12));
      await expect(page.getByTestId("cost-deposit")).toHaveText(brl(deposit(home.rentAmount, 12)));
      expect(deposit(home.rentAmount, 12)).toBe(Math.round(home.rentAmount * 300) / 100);
      await length.selectOption("6");
      await expect(page.getByTestId("cost-total")).toHaveText(brl(home.rentAmount * 6));
      await expect(page.getByTestId("cost-deposit")).toHaveText(brl(deposit(home.rentAmount, 6)));
      await expect(page.getByTestId("cost-fine-example")).toContainText(brl(home.rentAmount * 1.5));
      const shortest = Math.max(3, home.minContractMonths);
      await expect(length.locator("option").first()).toHaveText(x.months(shortest));

      const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
      const offer = structured.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Offer");
      expect(offer).toMatchObject({ priceCurrency: "BRL", itemOffered: { name: home.title } });

      const recent = await page.evaluate(() => window.localStorage.getItem("campuslar:recently-viewed"));
      expect(recent).toContain(home.code);

      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(page);
    });

    test("interest form: empty, then a bad e-mail, then right", async ({ page, request }) => {
      const home = await listing(request, "rent", locale);
      await page.goto(`${x.prefix}/imovel/${home.code}`);
      await waitForHydration(page);
      await interestFlow(page, x);
    });

    test("a sale listing shows its price and its own contact form", async ({ page, request }) => {
      const home = await listing(request, "sale", locale);
      const path = `${x.prefix}${x.salePath}${home.code}`;
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.title);
      await expect(page.getByTestId("listing-price")).toHaveText(brl(home.salePrice ?? 0));
      await expect(page.getByLabel(x.length)).toHaveCount(0);
      // The asking price is the hint next to the offer.
      await expect(page.locator("#interesse")).toContainText(brl(home.salePrice ?? 0));
      await expectNoAxeViolations(page);

      await saleFlow(page, x);
    });

    test("/venda lists the sale listings a page at a time", async ({ page, request }) => {
      const sale = (await (await request.get("/v2/properties?purpose=sale&pageSize=1")).json()) as { total: number };
      // The demo data has more sale listings than one page holds, so the pages are exercised.
      expect(sale.total).toBeGreaterThan(DEFAULT_PAGE_SIZE);
      await page.goto(`${x.prefix}/venda`);
      await waitForHydration(page);
      await expect(page.getByTestId("sale-count")).toHaveText(x.saleCount);
      await expect(page.getByTestId("sale-count")).toContainText(String(sale.total));
      const cards = page.locator(`article a[href*="${x.salePath}"]`);
      await expect(cards).toHaveCount(DEFAULT_PAGE_SIZE);
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: x.next }).click();
      await expect(page).toHaveURL(/pagina=2$/);
      await expect(page.locator(`article a[href*="${x.salePath}"]`).first()).toBeVisible();
      await cards.first().click();
      await expect(page).toHaveURL(new RegExp(x.salePath));
    });
  });

  test.describe(`listing page (${locale}) on a 1280 px screen`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("the interest form, sent from low on the page, opens the thank-you page at its heading", async ({
      page,
      request,
    }) => {
      const home = await listing(request, "rent", locale);
      await page.goto(`${x.prefix}/imovel/${home.code}`);
      await waitForHydration(page);
      await interestFlow(page, x, { axe: false });
    });
  });

  test(`an unknown code is a 404, and each listing lives at its own purpose's address (${locale})`, async ({
    page,
    request,
  }) => {
    expect((await page.goto(`${x.prefix}/imovel/SP99999`))?.status()).toBe(404);
    expect((await page.goto(`${x.prefix}${x.salePath}SP99999`))?.status()).toBe(404);
    await expectNoAxeViolations(page);
    const sale = await listing(request, "sale", locale);
    await page.goto(`${x.prefix}/imovel/${sale.code}`);
    await expect(page).toHaveURL(new RegExp(`${x.salePath}${sale.code}$`));
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  for (const locale of ["pt", "en"] as const) {
    const x = TEXT[locale];
    test(`the costs and the interest form work as plain forms (${locale})`, async ({ page, request }) => {
      const home = await listing(request, "rent", locale);
      await page.goto(`${x.prefix}/imovel/${home.code}`);
      await expect(page.getByTestId("cost-deposit")).toHaveText(brl(deposit(home.rentAmount, 12)));
      await page.getByLabel(x.length).selectOption("6");
      await page.getByRole("button", { name: x.recalc }).click();
      await expect(page).toHaveURL(/\?meses=6#custos$/);
      await expect(page.getByTestId("cost-deposit")).toHaveText(brl(deposit(home.rentAmount, 6)));
      // axe runs in the page, so it needs JavaScript: the same page with it is checked above.
      await interestFlow(page, x, { axe: false, script: false });
    });

    test(`a sale listing's contact form works as a plain form (${locale})`, async ({ page, request }) => {
      const home = await listing(request, "sale", locale);
      await page.goto(`${x.prefix}${x.salePath}${home.code}`);
      await saleFlow(page, x);
    });
  }
});
