import { LEAD_MESSAGES } from "@campuslar/domain/lead/lead-messages";
import {
  expectNoAxeViolations,
  freshVisitor,
  screenAt,
  screenshotStep,
  signInWithToken,
  signUpThroughApi,
  WIDTH_FOR,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { expect, type Locator, test } from "@playwright/test";
import { daysFromToday, rentalPartiesThroughApi } from "./rental-spec-support.ts";

/*
 * Renting online (issue 35), the proposal and the owner's answer, in a real browser in both
 * languages: a verified student proposes from the listing page (an offer far below the rent is
 * refused next to its field, with everything typed kept), the owner counters on the rental's
 * page, the student accepts the counter and the rental waits for documents; both sides' lists
 * show it; an account whose e-mail is not confirmed is told why it cannot propose yet, with the
 * way to confirm it, and keeps what it typed; an interest sent from the listing turns, from its
 * thank-you page, into a proposal with the same stay. Every page passes axe.
 */

test.describe.configure({ timeout: 180_000 });

const TEXT = {
  pt: {
    prefix: "",
    propose: "Propor aluguel",
    moveDate: "Data de mudança",
    months: "Tempo de contrato",
    offer: "Sua oferta de aluguel mensal (R$)",
    guarantee: "Garantia (escolha uma)",
    escrow: "Caução",
    occupants: "Quantas pessoas vão morar no imóvel?",
    message: "Mensagem ao proprietário (opcional)",
    submit: "Enviar proposta",
    sent: "Proposta enviada! Avisamos o proprietário por e-mail.",
    proposed: "Proposta enviada",
    ownerNext: "Você tem até",
    counterRent: "Aluguel mensal (R$)",
    counter: "Enviar contraproposta",
    countered: "Contraproposta do proprietário",
    counterDone: "Contraproposta enviada. Avisamos o estudante.",
    original: "A proposta do estudante",
    acceptCounter: "Aceitar a contraproposta",
    awaitingDocuments: "Aguardando documentos",
    documents: "Enviar e acompanhar os documentos",
    accountRentals: "/conta/alugueis",
    ownerRentals: "/meus-imoveis/propostas",
    accountTitle: "Seus aluguéis",
    ownerTitle: "Propostas para seus imóveis",
    deposit: "Caução (paga na assinatura)",
    interest: {
      student: "Você é estudante?",
      yes: "Sim",
      found: "Como você conheceu a CampusLar?",
      move: "Quando você quer se mudar?",
      stay: "Por quanto tempo pretende ficar?",
      warranty: "Tipo de garantia",
      insurance: "Seguro-fiança",
      proposal: "Sua proposta de aluguel por mês (R$)",
      contact: "Como prefere que a gente fale com você?",
      submit: "Enviar interesse",
      turn: "Transformar em proposta",
    },
    insurance: "Seguro-fiança",
    unverified: "Confirme seu e-mail para propor",
    unverifiedRefusal: "Confirme seu e-mail antes de continuar",
    resend: "Reenviar o e-mail de confirmação",
  },
  en: {
    prefix: "/en",
    propose: "Propose to rent",
    moveDate: "Move-in date",
    months: "Length of the lease",
    offer: "Your monthly rent offer (R$)",
    guarantee: "Guarantee (choose one)",
    escrow: "Escrow deposit",
    occupants: "How many people will live there?",
    message: "Message to the owner (optional)",
    submit: "Send the proposal",
    sent: "Proposal sent! We told the owner by e-mail.",
    proposed: "Proposal sent",
    ownerNext: "You have until",
    counterRent: "Monthly rent (R$)",
    counter: "Send the counter-proposal",
    countered: "Owner's counter-proposal",
    counterDone: "Counter-proposal sent. We told the student.",
    original: "The student's proposal",
    acceptCounter: "Accept the counter-proposal",
    awaitingDocuments: "Awaiting documents",
    documents: "Send and follow the documents",
    accountRentals: "/en/conta/alugueis",
    ownerRentals: "/en/meus-imoveis/propostas",
    accountTitle: "Your rentals",
    ownerTitle: "Proposals for your homes",
    deposit: "Deposit (paid on signing)",
    interest: {
      student: "Are you a student?",
      yes: "Yes",
      found: "How did you hear about CampusLar?",
      move: "When do you want to move in?",
      stay: "How long do you plan to stay?",
      warranty: "Type of guarantee",
      insurance: "Rent guarantee insurance",
      proposal: "Your monthly rent offer (R$)",
      contact: "How should we contact you?",
      submit: "Send my interest",
      turn: "Turn it into a proposal",
    },
    insurance: "Rent guarantee insurance",
    unverified: "Confirm your e-mail to propose",
    unverifiedRefusal: "Please confirm your e-mail address first",
    resend: "Send the confirmation e-mail again",
  },
} as const;

/** The message shown under a field, found as a screen reader finds it (`aria-describedby`). */
async function messageOf(field: Locator): Promise<Locator> {
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(" ");
  const id = ids.find((candidate) => candidate.endsWith("-error"));
  expect(id, "the field has a message").toBeTruthy();
  return field.page().locator(`[id="${id}"]`);
}

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];
  test.describe(`${locale}`, () => {
    test.use(screenAt(WIDTH_FOR[locale]));

    test("a student proposes, the owner counters, the student accepts and both lists show the rental", async ({
      page,
      context,
      browser,
      request,
    }) => {
      await freshVisitor(context);
      const parties = await rentalPartiesThroughApi(request, locale);
      await signInWithToken(context, parties.student.token);

      // From the listing page to its proposal form.
      await page.goto(`${x.prefix}/imovel/${parties.code}`);
      await page.getByRole("link", { name: x.propose }).click();
      await expect(page).toHaveURL(new RegExp(`${x.prefix}/propor/${parties.code}$`));
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await screenshotStep(page, "rental-1-propose");

      // The offer starts at the listed rent; an offer far below it is refused next to the field.
      const offer = page.getByLabel(x.offer);
      await expect(offer).toHaveValue("2.000,00");
      await page.getByLabel(x.moveDate).fill(daysFromToday(40));
      await page.getByLabel(x.months).selectOption("12");
      await page.getByRole("group", { name: x.guarantee }).getByLabel(x.escrow).check();
      // The deposit of 12 months at R$ 2.000 is 25% of R$ 24.000: R$ 6.000.
      await expect(page.getByTestId("proposal-costs")).toContainText(x.deposit);
      await expect(page.getByTestId("proposal-costs")).toContainText("R$ 6.000");
      await page.getByLabel(x.occupants).fill("1");
      await page.getByLabel(x.message).fill("Estudo na USP e chego em março.");
      await offer.fill("100");
      await page.getByRole("button", { name: x.submit }).click();
      await expect(offer).toHaveAttribute("aria-invalid", "true");
      await expect(await messageOf(offer)).toHaveText(LEAD_MESSAGES["lead.value.invalid"][locale]);
      await expect(offer).toHaveValue("100");
      await expect(page.getByLabel(x.message)).toHaveValue("Estudo na USP e chego em março.");
      await expect(page.getByLabel(x.months)).toHaveValue("12");
      await expect(page.getByRole("group", { name: x.guarantee }).getByLabel(x.escrow)).toBeChecked();

      await offer.fill("1.900,00");
      await page.getByRole("button", { name: x.submit }).click();
      await expect(page.getByRole("status").filter({ hasText: x.sent })).toBeVisible();
      await expect(page.getByTestId("rental-state")).toHaveText(x.proposed);
      const rentalUrl = new URL(page.url()).pathname;
      expect(rentalUrl).toMatch(new RegExp(`^${x.prefix}/alugueis/[0-9a-f-]{36}$`));
      await expectNoAxeViolations(page);
      await screenshotStep(page, "rental-2-proposed");

      // The owner, in a browser of their own, counters at R$ 1.950.
      const ownerContext = await browser.newContext({ ...screenAt(WIDTH_FOR[locale]) });
      await freshVisitor(ownerContext);
      await signInWithToken(ownerContext, parties.owner.token);
      const owner = await ownerContext.newPage();
      await owner.goto(rentalUrl);
      await expect(owner.getByTestId("rental-next")).toContainText(x.ownerNext);
      await waitForHydration(owner);
      await expectNoAxeViolations(owner);
      await screenshotStep(owner, "rental-3-owner-answers");
      await owner.getByLabel(x.counterRent).fill("1.950,00");
      await owner.getByRole("button", { name: x.counter }).click();
      await expect(owner.getByRole("status").filter({ hasText: x.counterDone })).toBeVisible();
      await expect(owner.getByTestId("rental-state")).toHaveText(x.countered);
      await expect(owner.getByTestId("rental-terms")).toContainText("R$ 1.950");
      await expect(owner.getByTestId("rental-proposed-terms")).toContainText("R$ 1.900");

      // The student sees the counter beside their proposal, and accepts it.
      await page.reload();
      await expect(page.getByTestId("rental-state")).toHaveText(x.countered);
      await expect(page.getByText(x.original)).toBeVisible();
      await page.getByRole("button", { name: x.acceptCounter }).click();
      await expect(page.getByTestId("rental-state")).toHaveText(x.awaitingDocuments);
      await expect(page.getByRole("link", { name: x.documents })).toHaveAttribute("href", `${rentalUrl}/documentos`);

      // Both lists show the rental, waiting for documents.
      await page.goto(x.accountRentals);
      await expect(page.getByRole("heading", { level: 1, name: x.accountTitle })).toBeVisible();
      const line = page.getByTestId("rental-line");
      await expect(line).toHaveCount(1);
      await expect(line).toContainText(x.awaitingDocuments);
      await expect(line).toContainText("R$ 1.950");
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await screenshotStep(page, "rental-4-your-rentals");

      await owner.goto(x.ownerRentals);
      await expect(owner.getByRole("heading", { level: 1, name: x.ownerTitle })).toBeVisible();
      await expect(owner.getByTestId("rental-line")).toContainText(x.awaitingDocuments);
      await owner.getByTestId("rental-line").getByRole("link").click();
      await expect(owner).toHaveURL(new RegExp(`${rentalUrl}$`));
      await owner.goto(x.ownerRentals);
      await waitForHydration(owner);
      await expectNoAxeViolations(owner);
      await screenshotStep(owner, "rental-5-proposals-for-your-homes");
      await ownerContext.close();

      // An account whose e-mail is not confirmed is told why it cannot propose, and how to confirm it.
      const unverifiedContext = await browser.newContext({ ...screenAt(WIDTH_FOR[locale]) });
      await freshVisitor(unverifiedContext);
      const token = await signUpThroughApi(request, {
        name: "Noor Haddad",
        phone: "+44 7911 123456",
        phoneCountry: "GB",
        email: `unverified.${Date.now().toString(36)}@example.com`,
        password: "Primeira1",
        locale,
      });
      await signInWithToken(unverifiedContext, token);
      const unverified = await unverifiedContext.newPage();
      await unverified.goto(`${x.prefix}/propor/${parties.code}`);
      const notice = unverified.getByTestId("unverified-notice");
      await expect(notice).toContainText(x.unverified);
      await expect(notice.getByRole("link", { name: x.resend })).toHaveAttribute("href", `${x.prefix}/verificar-email`);
      await unverified.getByLabel(x.moveDate).fill(daysFromToday(60));
      await unverified.getByRole("group", { name: x.guarantee }).getByLabel(x.escrow).check();
      await unverified.getByRole("button", { name: x.submit }).click();
      await expect(unverified.getByTestId("unverified-notice")).toContainText(x.unverifiedRefusal);
      await expect(unverified.getByLabel(x.moveDate)).toHaveValue(daysFromToday(60));
      await unverifiedContext.close();

      // The interest form's thank-you page turns an interest into a proposal with the same stay.
      const i = x.interest;
      await page.goto(`${x.prefix}/imovel/${parties.code}`);
      const form = page.locator("#interesse");
      await form.getByRole("group", { name: i.student }).getByLabel(i.yes).check();
      await form.getByLabel(i.found).selectOption("instagram");
      await form.getByLabel(i.move).fill(daysFromToday(50));
      await form.getByLabel(i.stay).selectOption("6");
      await form.getByRole("group", { name: i.warranty }).getByLabel(i.insurance).check();
      await form.getByLabel(i.proposal).fill("1.800,00");
      await form.getByRole("group", { name: i.contact }).getByLabel("WhatsApp").check();
      await form.getByRole("button", { name: i.submit }).click();
      await page.getByRole("link", { name: i.turn }).click();
      await expect(page).toHaveURL(new RegExp(`${x.prefix}/propor/${parties.code}\\?`));
      await expect(page.getByLabel(x.moveDate)).toHaveValue(daysFromToday(50));
      await expect(page.getByLabel(x.months)).toHaveValue("6");
      await expect(page.getByLabel(x.offer)).toHaveValue("1.800,00");
      await expect(page.getByRole("group", { name: x.guarantee }).getByLabel(x.insurance)).toBeChecked();
    });
  });
}
