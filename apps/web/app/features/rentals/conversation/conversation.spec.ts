import {
  expectNoAxeViolations,
  freshVisitor,
  screenAt,
  screenshotStep,
  signInWithToken,
  WIDTH_FOR,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";
import { proposeThroughApi, rentalPartiesThroughApi } from "../rental-spec-support.ts";

/*
 * A rental's conversation (issue 35, point 3) in a real browser in both languages: the student
 * writes a phone number, sees it hidden and is told why next to the box; the owner, on the same
 * page in a browser of their own, sees the message arrive without reloading, and reports it.
 */

test.describe.configure({ timeout: 120_000 });

const TEXT = {
  pt: {
    prefix: "",
    field: "Sua mensagem",
    send: "Enviar mensagem",
    typed: "Oi! Me liga no +49 151 2345 6789, chego dia 12/03.",
    shown: "Oi! Me liga no [•••], chego dia 12/03.",
    notice: "Ocultamos um telefone: até o contrato ser assinado, os contatos ficam no site. Nunca pague por mensagem.",
    empty: "Nenhuma mensagem ainda. Tire suas dúvidas por aqui.",
    you: "Você",
    student: "Estudante",
    report: "Denunciar",
    reason: "Por que você denuncia esta mensagem?",
    reportSend: "Enviar denúncia",
    reported: "Denúncia enviada. Nossa equipe vai analisar.",
    blank: "escreva uma mensagem",
  },
  en: {
    prefix: "/en",
    field: "Your message",
    send: "Send message",
    typed: "Hi! Call me on +49 151 2345 6789, I arrive on 12/03.",
    shown: "Hi! Call me on [•••], I arrive on 12/03.",
    notice:
      "We hid a phone number: until the lease is signed, contact details stay on the site. Never pay through a message.",
    empty: "No messages yet. Ask your questions here.",
    you: "You",
    student: "Student",
    report: "Report",
    reason: "Why do you report this message?",
    reportSend: "Send report",
    reported: "Report sent. Our team will look into it.",
    blank: "please write a message",
  },
} as const;

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];
  test.describe(`${locale}`, () => {
    test.use(screenAt(WIDTH_FOR[locale]));

    test("a phone number is hidden with the writer told why, and the other side sees the message without reloading", async ({
      page,
      context,
      browser,
      request,
    }) => {
      await freshVisitor(context);
      const parties = await rentalPartiesThroughApi(request, locale);
      const rental = await proposeThroughApi(request, parties.student.token, parties.code);
      const rentalUrl = `${x.prefix}/alugueis/${rental.id}`;

      // The owner's page is open before the student writes.
      const ownerContext = await browser.newContext({ ...screenAt(WIDTH_FOR[locale]) });
      await freshVisitor(ownerContext);
      await signInWithToken(ownerContext, parties.owner.token);
      const owner = await ownerContext.newPage();
      await owner.goto(rentalUrl);
      await waitForHydration(owner);
      const ownerConversation = owner.locator("#conversa");
      await expect(ownerConversation).toContainText(x.empty);

      await signInWithToken(context, parties.student.token);
      await page.goto(rentalUrl);
      await waitForHydration(page);
      const box = page.getByLabel(x.field);
      await box.fill(x.typed);
      await page.getByRole("button", { name: x.send }).click();

      const sent = page.locator("#conversa li").filter({ hasText: x.shown });
      await expect(sent).toBeVisible();
      await expect(sent).toContainText(x.you);
      await expect(page.locator("#conversa")).not.toContainText("2345");
      await expect(page.getByRole("status").filter({ hasText: x.notice })).toBeVisible();
      await expect(box).toHaveValue("");
      await expectNoAxeViolations(page);
      await screenshotStep(page, "rental-6-conversation-masked");

      // No reload on the owner's side: the page asks for new messages every few seconds.
      const arrived = ownerConversation.locator("li").filter({ hasText: x.shown });
      await expect(arrived).toBeVisible({ timeout: 15_000 });
      await expect(arrived).toContainText(x.student);
      await expect(ownerConversation).not.toContainText(x.empty);

      // The owner reports it; the student's own message has no report.
      await expect(sent.getByText(x.report, { exact: true })).toHaveCount(0);
      await arrived.getByText(x.report, { exact: true }).click();
      await arrived
        .getByLabel(x.reason)
        .fill(locale === "pt" ? "Quer falar fora do site" : "Wants to talk off the site");
      await arrived.getByRole("button", { name: x.reportSend }).click();
      await expect(arrived.getByRole("status")).toHaveText(x.reported);
      await expectNoAxeViolations(owner);
      await ownerContext.close();
    });

    test("without JavaScript the form posts, comes back to the rental and says what was hidden or refused", async ({
      browser,
      request,
    }) => {
      const parties = await rentalPartiesThroughApi(request, locale);
      const rental = await proposeThroughApi(request, parties.student.token, parties.code);
      const context = await browser.newContext({ ...screenAt(WIDTH_FOR[locale]), javaScriptEnabled: false });
      await freshVisitor(context);
      await signInWithToken(context, parties.student.token);
      const page = await context.newPage();
      await page.goto(`${x.prefix}/alugueis/${rental.id}`);

      // A blank message is refused next to the box.
      await page.getByRole("button", { name: x.send }).click();
      await expect(page).toHaveURL(new RegExp(`${x.prefix}/alugueis/${rental.id}\\?.*#conversa$`));
      await expect(page.getByLabel(x.field)).toHaveAccessibleDescription(x.blank);

      await page.getByLabel(x.field).fill(x.typed);
      await page.getByRole("button", { name: x.send }).click();
      await expect(page.locator("#conversa li").filter({ hasText: x.shown })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: x.notice })).toBeVisible();
      // (axe runs on the page with JavaScript, above: its check waits for hydration.)
      await context.close();
    });
  });
}
