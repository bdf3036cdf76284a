import { ROOMMATE_MESSAGES } from "@campuslar/domain/roommates/roommate-messages";
import {
  anAddress,
  dismissCookieNotice,
  expectNoAxeViolations,
  freshVisitor,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";

/*
 * Roommate matching (issue 10): two students fill the questionnaire through the page, find
 * each other with the score explained, see nothing personal until one asks and the other
 * accepts, then both see the WhatsApp link and e-mail. Also: the questionnaire's messages,
 * opting out, and axe on the three pages in both languages.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

const TEXT = {
  pt: {
    prefix: "",
    email: "E-mail",
    password: "Senha",
    login: "Entrar",
    budgetMin: "Mínimo (R$)",
    budgetMax: "Máximo (R$)",
    moveDate: "Data da mudança",
    stay: "Por quanto tempo",
    university: "Faculdade 1",
    neighbourhoods: "Bairros de interesse",
    rhythm: ["Seu horário", "Depende do dia"],
    scales: ["Arrumação da casa", "Barulho em casa", "Visitas", "Estudo e vida social"],
    point: (n: number) => `${n} de 5`,
    noes: ["Você fuma?", "Aceita morar com quem fuma?", "Você tem animal de estimação?"],
    acceptsPets: "Aceita morar com animais?",
    yes: "Sim",
    no: "Não",
    gender: ["Seu gênero", "Mulher"],
    preference: ["Com quem quer morar", "Tanto faz"],
    languages: ["Idiomas que você fala", "Português"],
    interests: ["Interesses", "Música"],
    bio: "Uma frase sobre você",
    whatsapp: "WhatsApp",
    visible: "Mostrar meu perfil para outras pessoas",
    save: "Salvar questionário",
    saved: "Questionário salvo",
    matchesTitle: "Suas combinações",
    why: "Por que combinam",
    factor: "Arrumação",
    ask: "Pedir contato",
    sent: "Pedido enviado: aguardando resposta.",
    accept: "Aceitar",
    chat: "Conversar no WhatsApp",
    talking: "Vocês podem conversar",
    received: "Pedidos de contato para você",
    hide: "Esconder meu perfil",
    hidden: "Seu perfil foi escondido e saiu de todas as listas.",
    landingTitle: "Colegas de quarto",
    community: "Entrar no grupo do WhatsApp",
    invite: "Primeiro, conte como você vive",
  },
  en: {
    prefix: "/en",
    email: "Email",
    password: "Password",
    login: "Log in",
    budgetMin: "Minimum (R$)",
    budgetMax: "Maximum (R$)",
    moveDate: "Move date",
    stay: "How long",
    university: "University 1",
    neighbourhoods: "Neighbourhoods you like",
    rhythm: ["Your hours", "It depends on the day"],
    scales: ["Tidiness at home", "Noise at home", "Guests", "Study and social life"],
    point: (n: number) => `${n} of 5`,
    noes: ["Do you smoke?", "Would you live with a smoker?", "Do you have a pet?"],
    acceptsPets: "Would you live with animals?",
    yes: "Yes",
    no: "No",
    gender: ["Your gender", "Man"],
    preference: ["Who you want to live with", "Anyone"],
    languages: ["Languages you speak", "English"],
    interests: ["Interests", "Cooking"],
    bio: "A few words about you",
    whatsapp: "WhatsApp",
    visible: "Show my profile to others",
    save: "Save questionnaire",
    saved: "Questionnaire saved",
    matchesTitle: "Your matches",
    why: "Why you match",
    factor: "Tidiness",
    ask: "Ask to talk",
    sent: "Request sent: waiting for an answer.",
    accept: "Accept",
    chat: "Chat on WhatsApp",
    talking: "You can talk",
    received: "Requests to talk to you",
    hide: "Hide my profile",
    hidden: "Your profile is hidden and has left every list.",
    landingTitle: "Find a roommate",
    community: "Join the WhatsApp group",
    invite: "First, tell us how you live",
  },
} as const;
type Locale = keyof typeof TEXT;

const PHONES = ["+55 11 91234-5678", "+55 11 99876-5432", "+55 21 98888-7777", "+55 31 97777-6666"];

test.beforeEach(({ context }) => freshVisitor(context));

async function newAccount(request: APIRequestContext, name: string, locale: Locale, phone: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${unique()}@example.com`;
  const password = "Primeira1";
  const response = await request.post("/v2/users/signup", {
    data: { name, phone, email, password, locale },
    headers: { "X-Forwarded-For": anAddress() },
  });
  expect(response.status()).toBe(201);
  return { email, password, name, phone };
}

/** Logs in through the page; a visitor asking for `path` is sent to log in first and comes back. */
async function logIn(page: Page, locale: Locale, email: string, password: string, path: string) {
  const x = TEXT[locale];
  await page.goto(`${x.prefix}${path}`);
  await expect(page).toHaveURL(/\/entrar\?redirectTo=/);
  await waitForHydration(page);
  await page.getByLabel(x.email, { exact: true }).fill(email);
  await page.getByLabel(x.password, { exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: x.login }).click();
  // Checking the password is deliberately slow (argon2).
  await expect(page).toHaveURL(new RegExp(`${x.prefix}${path}$`), { timeout: 20_000 });
  await waitForHydration(page);
}

/** A day a month from now, so both move dates fall within the window. */
const moveDate = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

async function aUniversity(request: APIRequestContext): Promise<string> {
  const { items } = (await (await request.get("/v2/properties/universities")).json()) as { items: { slug: string }[] };
  const first = items[0];
  if (!first) throw new Error("the seed has no universities");
  return first.slug;
}

/** Fills and saves the questionnaire through the page: compatible answers for everyone. */
async function fillQuestionnaire(page: Page, locale: Locale, { bio, phone, university }: Record<string, string>) {
  const x = TEXT[locale];
  const main = page.getByRole("main");
  await main.getByLabel(x.budgetMin).fill("1500");
  await main.getByLabel(x.budgetMax).fill("2.500");
  await main.getByLabel(x.moveDate).fill(moveDate());
  await main.getByLabel(x.stay).selectOption("12");
  await main.getByLabel(x.university, { exact: true }).selectOption(university ?? "");
  await main.getByLabel(x.neighbourhoods).fill("Pinheiros, Butantã");
  await main.getByRole("group", { name: x.rhythm[0] }).getByRole("radio", { name: x.rhythm[1], exact: true }).check();
  for (const scale of x.scales) {
    await main
      .getByRole("group", { name: scale, exact: true })
      .getByRole("radio", { name: x.point(4), exact: true })
      .check();
  }
  for (const question of x.noes) {
    await main.getByRole("group", { name: question }).getByRole("radio", { name: x.no, exact: true }).check();
  }
  await main.getByRole("group", { name: x.acceptsPets }).getByRole("radio", { name: x.yes, exact: true }).check();
  await main.getByRole("group", { name: x.gender[0] }).getByRole("radio", { name: x.gender[1], exact: true }).check();
  await main
    .getByRole("group", { name: x.preference[0] })
    .getByRole("radio", { name: x.preference[1], exact: true })
    .check();
  await main
    .getByRole("group", { name: x.languages[0] })
    .getByRole("checkbox", { name: x.languages[1], exact: true })
    .check();
  await main
    .getByRole("group", { name: x.interests[0] })
    .getByRole("checkbox", { name: x.interests[1], exact: true })
    .check();
  await main.getByLabel(x.bio).fill(bio ?? "");
  await main.getByLabel(x.whatsapp, { exact: true }).fill(phone ?? "");
  await main.getByLabel(x.visible).check();
  await main.getByRole("button", { name: x.save }).click();
  await expect(main.getByRole("status")).toContainText(x.saved);
  // The confirmation is in view with its heading focused, not the questionnaire's end (issue 34).
  const saved = main.getByRole("heading", { name: x.saved });
  await expect(saved).toBeInViewport();
  await expect(saved).toBeFocused();
}

/** Full-page PNGs at desktop and phone widths in the test's output folder, to look at the pages. */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

async function studentPage(browser: Browser, locale: Locale, phoneSize: boolean) {
  const context = await browser.newContext(
    phoneSize
      ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: "en" }
      : { locale: locale === "pt" ? "pt-BR" : "en" },
  );
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": anAddress() });
  await dismissCookieNotice(context);
  return context.newPage();
}

test("two students fill the questionnaire, find each other, and see each other's contact only after one asks and the other accepts", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const university = await aUniversity(request);
  const ana = await newAccount(request, "Ana Souza", "pt", PHONES[0] ?? "");
  const ben = await newAccount(request, "Ben Carter", "en", PHONES[1] ?? "");
  const anaBio = `Estudo engenharia e gosto de casa arrumada ${unique()}`;
  const benBio = `Exchange student who loves cooking ${unique()}`;

  // Ana in Portuguese on a desktop, Ben in English on a phone.
  const pageA = await studentPage(browser, "pt", false);
  const pageB = await studentPage(browser, "en", true);
  await logIn(pageA, "pt", ana.email, ana.password, "/colegas-de-quarto/questionario");
  await fillQuestionnaire(pageA, "pt", { bio: anaBio, phone: ana.phone, university });
  await shoot(pageA, "questionnaire-saved-pt");
  await logIn(pageB, "en", ben.email, ben.password, "/colegas-de-quarto/questionario");
  await fillQuestionnaire(pageB, "en", { bio: benBio, phone: ben.phone, university });

  // Ana finds Ben with a score and its explanation, and nothing personal.
  await pageA.goto("/colegas-de-quarto/combinacoes");
  await waitForHydration(pageA);
  await expect(pageA.getByRole("heading", { level: 1, name: TEXT.pt.matchesTitle })).toBeVisible();
  const benCard = pageA.getByRole("article").filter({ hasText: benBio });
  await expect(benCard).toHaveCount(1);
  await expect(benCard.getByRole("meter")).toHaveAttribute("value", /^\d{1,3}$/);
  await expect(benCard).toContainText(/\d{1,3}\/100/);
  await expect(benCard.getByRole("heading", { name: TEXT.pt.why })).toBeVisible();
  await expect(benCard).toContainText(TEXT.pt.factor);
  await expect(benCard).toContainText(/\d+ de 20 pontos/);
  await expect(benCard).not.toContainText(ben.name);
  await expect(benCard).not.toContainText(ben.email);
  await expect(benCard.locator('a[href^="https://wa.me/"]')).toHaveCount(0);
  await expect(pageA.locator('a[href="https://wa.me/5511998765432"]')).toHaveCount(0);
  await expectNoAxeViolations(pageA);

  // Ana asks.
  await benCard.getByRole("button", { name: TEXT.pt.ask }).click();
  await expect(pageA.getByRole("article").filter({ hasText: benBio })).toContainText(TEXT.pt.sent);

  // Ben sees the request, with nothing personal yet, and accepts.
  await pageB.goto("/en/colegas-de-quarto/combinacoes");
  await waitForHydration(pageB);
  const received = pageB.getByRole("region", { name: TEXT.en.received });
  const anaCard = received.getByRole("article").filter({ hasText: anaBio });
  await expect(anaCard).toBeVisible();
  await expect(anaCard).not.toContainText(ana.email);
  await expectNoAxeViolations(pageB);
  await anaCard.getByRole("button", { name: TEXT.en.accept }).click();

  // Both now see the other's WhatsApp link and e-mail.
  const benTalking = pageB
    .getByRole("region", { name: TEXT.en.talking })
    .getByRole("article")
    .filter({ hasText: anaBio });
  await expect(benTalking.getByRole("link", { name: TEXT.en.chat })).toHaveAttribute(
    "href",
    "https://wa.me/5511912345678",
  );
  await expect(benTalking).toContainText(ana.email);
  await expect(benTalking).toContainText(ana.name);
  // Homes suggested to the pair name their rooms in English (issue 16): no Portuguese labels.
  await expect(pageB.getByRole("main")).not.toContainText(/\b(Quarto|Suíte|Disponível|Ocupado|Residência)\b/);
  await shoot(pageB, "matches-contact-en");

  await pageA.reload();
  const anaTalking = pageA
    .getByRole("region", { name: TEXT.pt.talking })
    .getByRole("article")
    .filter({ hasText: benBio });
  await expect(anaTalking.getByRole("link", { name: TEXT.pt.chat })).toHaveAttribute(
    "href",
    "https://wa.me/5511998765432",
  );
  await expect(anaTalking).toContainText(ben.email);
  await expectNoAxeViolations(pageA);
  await shoot(pageA, "matches-contact-pt");

  await pageA.context().close();
  await pageB.context().close();
});

test("opting out takes a profile off the other's matches at once", async ({ browser, request }) => {
  test.setTimeout(150_000);
  const university = await aUniversity(request);
  const carla = await newAccount(request, "Carla Dias", "pt", PHONES[2] ?? "");
  const davi = await newAccount(request, "Davi Lima", "pt", PHONES[3] ?? "");
  const carlaBio = `Gosto de silêncio para estudar ${unique()}`;

  const pageC = await studentPage(browser, "pt", false);
  const pageD = await studentPage(browser, "pt", false);
  await logIn(pageC, "pt", carla.email, carla.password, "/colegas-de-quarto/questionario");
  await fillQuestionnaire(pageC, "pt", { bio: carlaBio, phone: carla.phone, university });
  await logIn(pageD, "pt", davi.email, davi.password, "/colegas-de-quarto/questionario");
  await fillQuestionnaire(pageD, "pt", { bio: `Curto música ${unique()}`, phone: davi.phone, university });

  await pageD.goto("/colegas-de-quarto/combinacoes");
  await expect(pageD.getByRole("article").filter({ hasText: carlaBio })).toHaveCount(1);

  await pageC.getByRole("button", { name: TEXT.pt.hide }).click();
  await expect(pageC.getByRole("status")).toContainText(TEXT.pt.hidden);

  await pageD.reload();
  await expect(pageD.getByRole("heading", { level: 1, name: TEXT.pt.matchesTitle })).toBeVisible();
  await expect(pageD.getByRole("article").filter({ hasText: carlaBio })).toHaveCount(0);

  await pageC.context().close();
  await pageD.context().close();
});

for (const locale of ["en", "pt"] as const) {
  const x = TEXT[locale];
  const message = (key: keyof typeof ROOMMATE_MESSAGES) => ROOMMATE_MESSAGES[key][locale];

  test(`the service page, the invitation and the empty questionnaire's messages (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    if (locale === "en") await page.setViewportSize({ width: 375, height: 812 });

    // The service page, open to visitors: the community link, and calls to action through the login.
    await page.goto(`${x.prefix}/colegas-de-quarto`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: x.landingTitle })).toBeVisible();
    await expect(page.getByRole("link", { name: x.community })).toHaveAttribute(
      "href",
      "https://chat.whatsapp.com/CampusLarColegas",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoAxeViolations(page);
    await shoot(page, `service-${locale}`);

    // Without a questionnaire, the matches page invites to fill it.
    const user = await newAccount(request, "Eva Rocha", locale, PHONES[0] ?? "");
    await logIn(page, locale, user.email, user.password, "/colegas-de-quarto/combinacoes");
    await expect(page.getByRole("heading", { name: x.invite })).toBeVisible();
    await expectNoAxeViolations(page);

    // Sending the questionnaire empty names what is missing next to each field, in the page's language.
    await page.goto(`${x.prefix}/colegas-de-quarto/questionario`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    const main = page.getByRole("main");
    await main.getByLabel(x.bio).fill("Typed text stays");
    await main.getByRole("button", { name: x.save }).click();
    await expect(main.getByLabel(x.budgetMin)).toHaveAttribute("aria-invalid", "true");
    await expect(main.getByText(message("roommate.budget.required")).first()).toBeVisible();
    await expect(main.getByText(message("roommate.moveDate.required"))).toBeVisible();
    await expect(main.getByText(message("roommate.languages.required"))).toBeVisible();
    await expect(main.getByText(message("roommate.contact.required"))).toBeVisible();
    await expect(main.getByRole("group", { name: x.scales[0], exact: true })).toContainText(
      message("roommate.scale.required"),
    );
    await expect(main.getByLabel(x.bio)).toHaveValue("Typed text stays");
    await expectNoAxeViolations(page);
    await shoot(page, `questionnaire-errors-${locale}`);
  });
}
