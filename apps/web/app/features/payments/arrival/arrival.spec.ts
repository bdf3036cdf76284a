import { waitForMail } from "@campuslar/e2e/mail.ts";
import {
  importStatementThroughApi,
  openAs,
  saoPauloToday,
  signedRental,
  statementPaying,
} from "@campuslar/e2e/rentals.ts";
import {
  expectNoAxeViolations,
  newMoneyStaff,
  screenAt,
  screenshotStep,
  WIDTH_FOR,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";
import sharp from "sharp";

/*
 * The hold's end in a real browser in both languages (issue 36, points 5 and 7): on the move-in
 * day the student confirms moving in; in another rental, whose deposit a statement paid, the
 * student opens an arrival claim with a photo (a refused form keeps what was typed) and staff
 * with a second factor see it with its photo and refund part of the held money; in a third the
 * student reads the policy's preview and cancels. Rentals are walked to their step through the
 * API (e2e/rentals.ts).
 */

test.describe.configure({ timeout: 300_000 });

const TEXT = {
  pt: {
    prefix: "",
    arrivalLink: "Chegada: confirmar a mudança ou abrir uma reclamação",
    arrivalTitle: "Chegada do aluguel",
    confirm: "Confirmar que me mudei",
    moved: "Entrada confirmada.",
    reason: "O imóvel não é como no anúncio",
    description: "Conte o que aconteceu",
    photos: "Fotos (opcional)",
    send: "Enviar reclamação",
    tooShort: "pelo menos 20 caracteres",
    sent: "Recebemos sua reclamação.",
    concierge: "Nossa equipe de concierge pode ajudar você a encontrar outra moradia.",
    claimsTitle: "Reclamações de chegada",
    photoAlt: "Foto 1 da reclamação",
    held: "Retido: R$ 6.000,00",
    partial: "Reembolsar em parte",
    refundAmount: "Valor do reembolso parcial (R$)",
    decide: "Registrar decisão",
    decided: "Decisão registrada.",
    refunded: "Reembolso: R$ 1.500,00",
    cancelLink: "Cancelar o aluguel (ver quanto volta antes de confirmar)",
    policy: "Política de cancelamento: Flexível",
    policyText: "pode cancelar sem custo até 14 dias antes",
    notLegal: "não é aconselhamento jurídico",
    freeUntil: "Cancelamento sem custo até",
    cancel: "Cancelar o aluguel",
    cancelled: "Aluguel cancelado.",
  },
  en: {
    prefix: "/en",
    arrivalLink: "Arrival: confirm your move-in or open a claim",
    arrivalTitle: "Arrival for rental",
    confirm: "Confirm I moved in",
    moved: "Move-in confirmed.",
    reason: "The home is not as described",
    description: "Tell us what happened",
    photos: "Photos (optional)",
    send: "Send claim",
    tooShort: "at least 20 characters",
    sent: "We received your claim.",
    concierge: "Our concierge can help you find another home.",
    claimsTitle: "Arrival claims",
    photoAlt: "Photo 1 of claim",
    held: "Held: R$ 6.000,00",
    partial: "Partial refund",
    refundAmount: "Partial refund amount (R$)",
    decide: "Record decision",
    decided: "Decision recorded.",
    refunded: "Refund: R$ 1.500,00",
    cancelLink: "Cancel the rental (see what comes back before confirming)",
    policy: "Cancellation policy: Flexible",
    policyText: "may cancel free of charge until 14 days before",
    notLegal: "not legal advice",
    freeUntil: "Free cancellation until",
    cancel: "Cancel the rental",
    cancelled: "Rental cancelled.",
  },
} as const;

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];
  test.describe(`${locale}`, () => {
    test.use(screenAt(WIDTH_FOR[locale]));

    test("the student confirms moving in, opens a claim with a photo that staff see, and cancels by the policy", async ({
      context,
      browser,
      request,
    }) => {
      const today = saoPauloToday();

      // 1. Moving in today with insurance: nothing was due, the rental waits for the move-in.
      const moving = await signedRental(request, locale, {
        moveDate: today,
        guarantee: "insurance",
      });
      const page = await openAs(context, moving.student.token, `${x.prefix}/alugueis/${moving.id}`);
      await page.getByRole("link", { name: x.arrivalLink }).click();
      await expect(page.getByRole("heading", { level: 1, name: new RegExp(x.arrivalTitle) })).toBeVisible();
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await screenshotStep(page, "arrival-1-move-in-day");
      await page.getByRole("button", { name: x.confirm }).click();
      await expect(page.getByRole("status")).toContainText(x.moved);
      await expect(page.getByRole("button", { name: x.confirm })).toHaveCount(0);

      // 2. Another rental, its deposit paid by a statement and held: a claim, refused first (the
      // description kept), then sent with a photo.
      const claimed = await signedRental(request, locale, {
        moveDate: today,
        guarantee: "escrow_deposit",
      });
      const due = claimed.firstPayment;
      if (!due) throw new Error("a rental with a deposit has its first payment due");
      const staff = await newMoneyStaff(request, locale);
      const imported = await importStatementThroughApi(
        request,
        staff.token,
        statementPaying(due.reference, due.amountCents),
      );
      expect(imported.matched).toBe(1);
      const claim = await openAs(context, claimed.student.token, `${x.prefix}/alugueis/${claimed.id}/chegada`);
      await claim.getByRole("radio", { name: x.reason }).check();
      await claim.getByRole("textbox", { name: x.description }).fill("No bed.");
      await claim.getByRole("button", { name: x.send }).click();
      await expect(claim.getByText(x.tooShort)).toBeVisible();
      await expect(claim.getByRole("radio", { name: x.reason })).toBeChecked();
      await expect(claim.getByRole("textbox", { name: x.description })).toHaveValue("No bed.");
      await claim
        .getByRole("textbox", { name: x.description })
        .fill("No bed, no desk, and the window of the bedroom is broken.");
      const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#8a5a3c" } })
        .jpeg()
        .toBuffer();
      await claim.getByLabel(x.photos).setInputFiles({ name: "janela.jpg", mimeType: "image/jpeg", buffer: photo });
      await claim.getByRole("button", { name: x.send }).click();
      await expect(claim.getByRole("status")).toContainText(x.sent);
      await expect(claim.getByText(x.concierge)).toBeVisible();
      await expectNoAxeViolations(claim);
      await screenshotStep(claim, "arrival-2-claim-sent");

      // Staff with a second factor see the claim with its photo, served with their session, and
      // refund part of the held deposit: a wrong amount first (kept, with its message), then R$ 1.500.
      const staffContext = await browser.newContext({
        ...screenAt(WIDTH_FOR[locale]),
      });
      const backoffice = await openAs(staffContext, staff.token, `${x.prefix}/admin/reclamacoes`);
      await expect(backoffice.getByRole("heading", { level: 1, name: x.claimsTitle })).toBeVisible();
      const card = backoffice.getByTestId(`claim-${claimed.rentalCode}`);
      const image = card.getByRole("img", { name: new RegExp(x.photoAlt) });
      await expect(image).toBeVisible();
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(card.getByText(x.held)).toBeVisible();
      await expectNoAxeViolations(backoffice);
      await screenshotStep(backoffice, "arrival-3-staff-claims");
      await card.getByRole("radio", { name: x.partial }).check();
      await card.getByRole("textbox", { name: x.refundAmount }).fill("9.000,00");
      await card.getByRole("button", { name: x.decide }).click();
      await expect(card.getByRole("textbox", { name: x.refundAmount })).toHaveAttribute("aria-invalid", "true");
      await expect(card.getByRole("textbox", { name: x.refundAmount })).toHaveValue("9.000,00");
      await expect(card.getByRole("radio", { name: x.partial })).toBeChecked();
      await card.getByRole("textbox", { name: x.refundAmount }).fill("1.500,00");
      await card.getByRole("button", { name: x.decide }).click();
      await expect(backoffice.getByRole("status").filter({ hasText: x.decided })).toBeVisible();
      await expect(card).toContainText(x.refunded);
      await screenshotStep(backoffice, "arrival-3b-staff-partial-refund");
      await staffContext.close();
      // The student is told what comes back.
      const told = await waitForMail(claimed.student.email, {
        template: "claim_decided",
      });
      expect(told).toContain("1.500,00");

      // 3. A third rental, a month and a half away: the policy's preview, then the cancellation.
      const later = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
      const cancelled = await signedRental(request, locale, {
        moveDate: later,
        guarantee: "escrow_deposit",
      });
      const cancel = await openAs(context, cancelled.student.token, `${x.prefix}/alugueis/${cancelled.id}`);
      await cancel.getByRole("link", { name: x.cancelLink }).click();
      await expect(cancel.getByRole("heading", { name: x.policy })).toBeVisible();
      await waitForHydration(cancel);
      await expect(cancel.getByText(x.policyText)).toBeVisible();
      await expect(cancel.getByText(x.notLegal)).toBeVisible();
      await expect(cancel.getByTestId("cancel-preview")).toContainText(x.freeUntil);
      await expectNoAxeViolations(cancel);
      await screenshotStep(cancel, "arrival-4-cancel-preview");
      await cancel.getByRole("button", { name: x.cancel }).click();
      await expect(cancel.getByRole("status")).toContainText(x.cancelled);
    });
  });
}
