import { formatBRL } from "@campuslar/domain/money/money";
import { DEFAULT_CONTRACT_MONTHS, depositInMonthsOfRent } from "@campuslar/domain/property/contract-costs";
import { COMPANY } from "@campuslar/domain/site/company";
import { PHOTOGRAPHER_PRICE_REAIS } from "@campuslar/domain/site/offers";
import {
  dismissCookieNotice,
  expectNoAxeViolations,
  screenAt,
  WIDTH_FOR,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { expect, type Page, test } from "@playwright/test";

/**
 * The content pages (issue 8): concierge, FAQ, about, terms, privacy and the thank-you page after
 * an interest, in both languages (Portuguese on a phone, English on a wide screen). Each shows
 * its own content and passes axe; the FAQ filters as you type (accent-blind), says how many questions match or that
 * none does, opens by keyboard, lists its questions in FAQPage JSON-LD and states the deposit and
 * the photographer's price as the domain computes them; the privacy policy names the cookies.
 */

test.beforeEach(async ({ context }) => {
  await dismissCookieNotice(context);
});

const LOCALES = ["pt", "en"] as const;
type Locale = (typeof LOCALES)[number];
const at = (locale: Locale, path: string) => (locale === "pt" ? path : `/en${path}`);

const TEXT = {
  pt: {
    concierge: {
      heading: "Concierge para estudantes de intercâmbio",
      services: [
        "Apoio na chegada",
        "Suporte 24 horas",
        "Logística",
        "Informações locais",
        "Bem-estar",
        "Integração cultural",
        "Ajuda em emergências de saúde",
        "Ajuda com a moradia",
      ],
      cta: "Falar com o concierge",
      partner: "Ir para o concierge FGV",
      greeting: "Vou fazer intercâmbio em São Paulo",
    },
    faq: {
      heading: "Perguntas frequentes",
      groups: [
        "Para estudantes",
        "Para proprietários",
        "Sobre os imóveis",
        "Sobre a CampusLar",
        "Estudantes internacionais",
        "Perguntas gerais",
      ],
      facts: [
        ["Qual é o prazo mínimo de aluguel?", /contrato mínimo é de 6 meses.*a partir de 3 meses/],
        ["Preciso de fiador?", /não precisa de fiador/],
        ["Pago alguma taxa para reservar pelo site?", /não tem nenhuma taxa extra/],
        [
          "Quais documentos preciso apresentar?",
          /documento de identidade.*CPF e comprovante de endereço.*mesmos documentos dela/,
        ],
        ["Como pago o aluguel?", /transferência bancária.*pagamento pelo próprio site está nos nossos planos/],
        [
          "E se eu precisar sair antes do fim do contrato?",
          /proporcional ao tempo que falta.*faltarem 6 meses.*6\/12 da multa/,
        ],
      ],
      search: "Buscar nas perguntas",
      depositWord: "caucao",
      depositQuestion: "Quanto é a caução?",
      guarantorQuestion: "Preciso de fiador?",
      paymentQuestion: "Como pago o aluguel?",
      count: /^\d+ perguntas encontradas$|^1 pergunta encontrada$/,
      nothing: "Nenhuma pergunta encontrada para “zzzz”",
      showAll: "Ver todas as perguntas",
      photographerQuestion: "Vocês fazem as fotos do anúncio?",
      depositAnswer: `Em um contrato de ${DEFAULT_CONTRACT_MONTHS} meses, isso dá ${depositInMonthsOfRent(DEFAULT_CONTRACT_MONTHS)} meses de aluguel`,
    },
    about: {
      heading: "Sobre a CampusLar",
      since: `A CampusLar nasceu em ${COMPANY.foundedYear}`,
      creciDemo: "CRECI [demonstração: configure COMPANY_CRECI]",
      sublet: "não sublocamos",
      partners: "Parceiros",
      partnerUniversities: "Universidades parceiras",
    },
    terms: { heading: "Termos de uso", toc: "Nesta página", section: "Lei aplicável e foro" },
    privacy: {
      heading: "Política de privacidade",
      toc: "Nesta página",
      section: "Cookies e armazenamento no navegador",
      rights: "Os seus direitos",
      dpo: "Encarregado pelo tratamento de dados (DPO)",
      roommates: /Colegas de quarto \(só se você preencher o questionário\)/,
      roommatesConsent: /consentimento \(art\. 7º, I\), dado ao tornar o perfil visível/,
      photos: /apagamos os metadados do arquivo \(como a localização GPS/,
    },
    thanks: {
      heading: "Recebemos o seu interesse",
      contact: "Entramos em contato em até um dia útil",
      search: "Continuar buscando imóveis",
      favorites: "Ver meus favoritos",
      whatsapp: "Falar agora pelo WhatsApp",
    },
  },
  en: {
    concierge: {
      heading: "Concierge for exchange students",
      services: [
        "Arrival support",
        "24/7 support",
        "Logistics",
        "Local information",
        "Wellness",
        "Cultural integration",
        "Emergency health help",
        "Housing help",
      ],
      cta: "Talk to the concierge",
      partner: "Go to the FGV concierge",
      greeting: "I'm coming to São Paulo on an exchange",
    },
    faq: {
      heading: "Frequently asked questions",
      groups: [
        "For students",
        "For owners",
        "About the homes",
        "About CampusLar",
        "International students",
        "General questions",
      ],
      facts: [
        ["What is the minimum rental period?", /usually 6 months.*from 3 months/],
        ["Do I need a guarantor?", /do not need a guarantor/],
        ["Is there a fee for booking through the site?", /Booking directly with CampusLar costs nothing extra/],
        ["Which documents do I need?", /an ID .*a CPF .*proof of address.*same documents from them/],
        ["How do I pay the rent?", /bank transfer.*Paying on the site itself is planned/],
        [
          "What if I need to leave before the contract ends?",
          /proportional to the time left.*6 months are left.*6\/12 of the fine/,
        ],
      ],
      search: "Search the questions",
      depositWord: "deposit",
      depositQuestion: "How much is the security deposit?",
      guarantorQuestion: "Do I need a guarantor?",
      paymentQuestion: "How do I pay the rent?",
      count: /^\d+ questions found$|^1 question found$/,
      nothing: "No question found for “zzzz”",
      showAll: "Show all questions",
      photographerQuestion: "Do you take the photos for the listing?",
      depositAnswer: `For a ${DEFAULT_CONTRACT_MONTHS}-month contract that is ${depositInMonthsOfRent(DEFAULT_CONTRACT_MONTHS)} months of rent`,
    },
    about: {
      heading: "About CampusLar",
      since: `CampusLar started in ${COMPANY.foundedYear}`,
      creciDemo: "CRECI [demo value: set COMPANY_CRECI]",
      sublet: "we never sublet",
      partners: "Partners",
      partnerUniversities: "Partner universities",
    },
    terms: { heading: "Terms of use", toc: "On this page", section: "Governing law and jurisdiction" },
    privacy: {
      heading: "Privacy policy",
      toc: "On this page",
      section: "Cookies and browser storage",
      rights: "Your rights",
      dpo: "Data protection officer (encarregado)",
      roommates: /Roommates \(only if you fill in the questionnaire\)/,
      roommatesConsent: /consent \(art\. 7, I\), given when you make the profile visible/,
      photos: /we strip the file's metadata \(such as the camera's GPS location/,
    },
    thanks: {
      heading: "We have your interest",
      contact: "We get in touch within one business day",
      search: "Keep looking for homes",
      favorites: "See my favourites",
      whatsapp: "Chat on WhatsApp now",
    },
  },
} as const;

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });
const faqQuestions = (page: Page) => page.locator("details[data-faq]");

// The pages read the same at every width: each language runs at one of them (WIDTH_FOR), so
// both widths are covered once.
for (const locale of LOCALES) {
  const phone = WIDTH_FOR[locale] < 600;
  test.describe(phone ? "at phone width" : "at desktop width", () => {
    test.use(screenAt(WIDTH_FOR[locale]));

    const text = TEXT[locale];

    test(`concierge (${locale}): every service, WhatsApp with a concierge greeting, the FGV landing`, async ({
      page,
    }) => {
      await page.goto(at(locale, "/concierge"));
      await expect(heading(page, text.concierge.heading)).toBeVisible();
      for (const service of text.concierge.services) {
        await expect(page.getByRole("heading", { level: 3, name: service, exact: true })).toBeVisible();
      }
      const whatsapp = page.getByRole("link", { name: text.concierge.cta }).first();
      const url = new URL((await whatsapp.getAttribute("href")) ?? "");
      expect(url.origin + url.pathname).toBe(`https://wa.me/${COMPANY.whatsapp.digits}`);
      expect(url.searchParams.get("text")).toContain(text.concierge.greeting);
      await expect(page.getByRole("link", { name: text.concierge.partner }).first()).toHaveAttribute(
        "href",
        at(locale, "/concierge/fgv"),
      );
      await expectNoAxeViolations(page);
    });

    test(`faq (${locale}): six groups, search as you type, count and nothing found`, async ({ page }) => {
      await page.goto(at(locale, "/faq"));
      await expect(heading(page, text.faq.heading)).toBeVisible();
      for (const group of text.faq.groups) {
        await expect(page.getByRole("heading", { level: 2, name: group, exact: true })).toBeVisible();
      }
      const total = await faqQuestions(page).count();
      expect(total).toBeGreaterThan(20);
      await expectNoAxeViolations(page);

      await waitForHydration(page);
      const search = page.getByRole("searchbox", { name: text.faq.search });
      await search.fill(text.faq.depositWord);
      const status = page.getByTestId("faq-count");
      await expect(status).toHaveText(text.faq.count);
      const shown = await faqQuestions(page).count();
      expect(shown).toBeGreaterThan(0);
      expect(shown).toBeLessThan(total);
      expect(await status.textContent()).toContain(String(shown));
      await expect(page.getByText(text.faq.depositQuestion, { exact: true })).toBeVisible();
      await expect(page.getByText(text.faq.paymentQuestion, { exact: true })).toHaveCount(0);
      // Every question left says the word, in the question or the answer.
      for (const body of await faqQuestions(page).allTextContents()) {
        expect(
          body
            .normalize("NFD")
            .replace(/\p{Diacritic}/gu, "")
            .toLowerCase(),
        ).toContain(text.faq.depositWord);
      }

      await search.fill("zzzz");
      await expect(page.getByTestId("faq-count")).toContainText(text.faq.nothing);
      await expect(faqQuestions(page)).toHaveCount(0);
      await page.getByRole("link", { name: text.faq.showAll }).click();
      await expect(faqQuestions(page)).toHaveCount(total);
      await expect(search).toHaveValue("");
    });

    test(`faq (${locale}): the accordion opens by keyboard and states the domain's facts`, async ({ page }) => {
      await page.goto(at(locale, "/faq"));
      await waitForHydration(page);
      const deposit = faqQuestions(page).filter({ hasText: text.faq.depositQuestion });
      await expect(deposit).not.toHaveAttribute("open");
      await deposit.locator("summary").focus();
      await page.keyboard.press("Enter");
      await expect(deposit).toHaveAttribute("open");
      await expect(deposit).toContainText("25%");
      await expect(deposit).toContainText(text.faq.depositAnswer);
      await page.keyboard.press("Enter");
      await expect(deposit).not.toHaveAttribute("open");

      const photographer = faqQuestions(page).filter({ hasText: text.faq.photographerQuestion });
      await photographer.locator("summary").focus();
      await page.keyboard.press("Space");
      await expect(photographer.getByText(formatBRL(PHOTOGRAPHER_PRICE_REAIS))).toBeVisible();
      expect(formatBRL(PHOTOGRAPHER_PRICE_REAIS)).toBe("R$ 150,00");

      // Spec §1 and §9: each fact is stated in the answer to its question.
      for (const [question, answer] of text.faq.facts) {
        await expect(faqQuestions(page).filter({ hasText: question })).toContainText(answer);
      }

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const faqPage = jsonLd
        .map(
          (raw) =>
            JSON.parse(raw) as {
              "@type"?: string;
              mainEntity?: { name: string; acceptedAnswer: { text: string } }[];
            },
        )
        .find((data) => data["@type"] === "FAQPage");
      expect(faqPage?.mainEntity?.length).toBe(await faqQuestions(page).count());
      const names = faqPage?.mainEntity?.map((q) => q.name) ?? [];
      expect(names).toContain(text.faq.depositQuestion);
      expect(names).toContain(text.faq.guarantorQuestion);
      const photographerLd = faqPage?.mainEntity?.find((q) => q.name === text.faq.photographerQuestion);
      expect(photographerLd?.acceptedAnswer.text).toContain("R$ 150,00");
    });

    test(`about (${locale}): company facts, partner universities from the API, contact`, async ({ page, request }) => {
      await page.goto(at(locale, "/sobre"));
      await expect(heading(page, text.about.heading)).toBeVisible();
      await expect(page.getByText(text.about.since)).toBeVisible();
      await expect(page.getByText(text.about.sublet).first()).toBeVisible();
      await expect(page.getByText(text.about.creciDemo).first()).toBeVisible();
      await expect(page.getByRole("link", { name: COMPANY.contactEmail, exact: true })).toHaveAttribute(
        "href",
        `mailto:${COMPANY.contactEmail}`,
      );
      await expect(page.getByRole("heading", { level: 2, name: text.about.partners })).toBeVisible();

      const universities = (await (await request.get("/v2/properties/universities")).json()) as {
        items: { slug: string; shortName: string; isPartner: boolean }[];
      };
      const partners = universities.items.filter((u) => u.isPartner);
      expect(partners.length).toBeGreaterThan(0);
      await expect(page.getByRole("heading", { level: 3, name: text.about.partnerUniversities })).toBeVisible();
      const cards = page.getByTestId("partner-universities").getByRole("link");
      await expect(cards).toHaveCount(partners.length);
      for (const partner of partners) {
        await expect(cards.filter({ hasText: partner.shortName })).toHaveAttribute(
          "href",
          at(locale, `/imoveis/faculdade/${partner.slug}`),
        );
      }
      await expectNoAxeViolations(page);
    });

    test(`terms (${locale}): sections with a table of contents that jumps to them`, async ({ page }) => {
      await page.goto(at(locale, "/termos-de-uso"));
      await expect(heading(page, text.terms.heading)).toBeVisible();
      await expect(page.getByText(COMPANY.legalName).first()).toBeVisible();
      const toc = page.getByRole("navigation", { name: text.terms.toc });
      await toc.getByRole("link", { name: text.terms.section }).click();
      await expect(page).toHaveURL(/#law$/);
      await expect(page.getByRole("heading", { level: 2, name: text.terms.section })).toBeInViewport();
      await expectNoAxeViolations(page);
    });

    test(`privacy (${locale}): the cookies by name, LGPD rights, the DPO, the table of contents`, async ({ page }) => {
      await page.goto(at(locale, "/politica-privacidade"));
      await expect(heading(page, text.privacy.heading)).toBeVisible();
      const storage = page.getByTestId("storage");
      for (const name of ["campuslar_session", "i18n_redirected", "campuslar:cookie-notice"]) {
        await expect(storage.getByText(name, { exact: true })).toBeVisible();
      }
      await expect(storage).toContainText(locale === "pt" ? "365 dias" : "365 days");
      await expect(page.getByRole("heading", { level: 2, name: text.privacy.rights })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: text.privacy.dpo })).toBeVisible();
      await expect(page.getByText(COMPANY.contactEmail).first()).toBeVisible();
      // What the roommate service and owners' listings collect, and on what basis.
      for (const fact of [text.privacy.roommates, text.privacy.roommatesConsent, text.privacy.photos]) {
        await expect(page.getByRole("main").getByText(fact)).toBeVisible();
      }
      const toc = page.getByRole("navigation", { name: text.privacy.toc });
      await toc.getByRole("link", { name: text.privacy.section }).click();
      await expect(page).toHaveURL(/#cookies$/);
      await expect(page.getByRole("heading", { level: 2, name: text.privacy.section })).toBeInViewport();
      await expectNoAxeViolations(page);
    });

    test(`interest thanks (${locale}): what happens next and the way back`, async ({ page }) => {
      await page.goto(at(locale, "/interesse/obrigado"));
      await expect(heading(page, text.thanks.heading)).toBeVisible();
      await expect(page.getByRole("heading", { name: text.thanks.contact })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.getByRole("link", { name: text.thanks.favorites })).toHaveAttribute(
        "href",
        at(locale, "/favoritos"),
      );
      const whatsapp = page.getByRole("link", { name: text.thanks.whatsapp });
      expect(await whatsapp.getAttribute("href")).toContain(`https://wa.me/${COMPANY.whatsapp.digits}`);
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: text.thanks.search }).click();
      await expect(page).toHaveURL(at(locale, "/imoveis"));
    });
  });
}

test("faq without JavaScript: the search box filters on the server", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/faq");
  const total = await faqQuestions(page).count();
  const search = page.getByRole("searchbox", { name: TEXT.pt.faq.search });
  await search.fill("fiador");
  await page.getByRole("search").filter({ has: search }).getByRole("button").click();
  await expect(page).toHaveURL(/\/faq\?q=fiador$/);
  await expect(page.getByText(TEXT.pt.faq.guarantorQuestion, { exact: true })).toBeVisible();
  const shown = await faqQuestions(page).count();
  expect(shown).toBeLessThan(total);
  await expect(page.getByTestId("faq-count")).toHaveText(
    shown === 1 ? "1 pergunta encontrada" : `${shown} perguntas encontradas`,
  );
  // The accordion is native: it opens without a script.
  await page.getByText(TEXT.pt.faq.guarantorQuestion, { exact: true }).click();
  await expect(faqQuestions(page).first()).toHaveAttribute("open");
  await context.close();
});
