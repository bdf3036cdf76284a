import {
  expectNoAxeViolations,
  freshVisitor,
  logInThroughApi,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  screenAt,
  screenshotStep,
  signInWithToken,
  WIDTH_FOR,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";
import { moveThroughApi, proposeThroughApi, rentalPartiesThroughApi } from "../rental-spec-support.ts";
import { BILL_PDF, PASSPORT_JPEG } from "./documents-spec-support.ts";

/*
 * A rental's documents (issue 35, point 4) in a real browser in both languages: a student with a
 * passport types a CPF with wrong check digits and is told so next to the field, then sends a
 * passport photo, the CPF and a proof of address; staff open the page, approve each, and the
 * rental moves on to its lease.
 */

test.describe.configure({ timeout: 150_000 });

const TEXT = {
  pt: {
    prefix: "",
    idType: "Tipo de documento",
    passport: "Passaporte",
    file: "Arquivo",
    send: "Enviar",
    cpf: "Número do CPF",
    sendCpf: "Enviar CPF",
    cpfInvalid: "este CPF não é válido: confira os 11 dígitos",
    sent: "Recebemos seu documento. A equipe vai conferir.",
    pending: "Enviado, aguardando conferência",
    approve: "Aprovar",
    approved: "Aprovado",
    closed: "Este aluguel não está mais aguardando documentos.",
  },
  en: {
    prefix: "/en",
    idType: "Type of document",
    passport: "Passport",
    file: "File",
    send: "Send",
    cpf: "CPF number",
    sendCpf: "Send CPF",
    cpfInvalid: "this CPF is not valid: check its 11 digits",
    sent: "We received your document. Our team will check it.",
    pending: "Sent, waiting for our check",
    approve: "Approve",
    approved: "Approved",
    closed: "This rental is no longer waiting for documents.",
  },
} as const;

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];
  test.describe(`${locale}`, () => {
    test.use(screenAt(WIDTH_FOR[locale]));

    test("the student sends a passport, a CPF and a proof of address; staff approve them and the rental moves on", async ({
      page,
      context,
      browser,
      request,
    }) => {
      await freshVisitor(context);
      const parties = await rentalPartiesThroughApi(request, locale);
      const proposed = await proposeThroughApi(request, parties.student.token, parties.code);
      await moveThroughApi(request, parties.owner.token, proposed.id, "accept");
      const url = `${x.prefix}/alugueis/${proposed.id}/documentos`;

      await signInWithToken(context, parties.student.token);
      await page.goto(url);
      await waitForHydration(page);
      await expectNoAxeViolations(page);

      const identity = page.getByTestId("slot-student.identity");
      await identity.getByLabel(x.idType).selectOption({ label: x.passport });
      await identity
        .getByLabel(x.file)
        .setInputFiles({ name: "passport.jpg", mimeType: "image/jpeg", buffer: PASSPORT_JPEG });
      await identity.getByRole("button", { name: x.send, exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(x.sent);
      await expect(identity).toContainText(x.pending);

      // A CPF with wrong check digits: the message by the field, the number kept as typed.
      const cpf = page.getByTestId("slot-student.cpf");
      await cpf.getByLabel(x.cpf).fill("123.456.789-10");
      await cpf.getByRole("button", { name: x.sendCpf }).click();
      await expect(cpf.getByText(x.cpfInvalid)).toBeVisible();
      await expect(cpf.getByLabel(x.cpf)).toHaveValue("123.456.789-10");
      await cpf.getByLabel(x.cpf).fill("529.982.247-25");
      await cpf.getByRole("button", { name: x.sendCpf }).click();
      await expect(cpf).toContainText("529.982.247-25");

      const address = page.getByTestId("slot-student.address");
      await address
        .getByLabel(x.file)
        .setInputFiles({ name: "bill.pdf", mimeType: "application/pdf", buffer: BILL_PDF });
      await address.getByRole("button", { name: x.send, exact: true }).click();
      await expect(address).toContainText("bill.pdf");
      await expectNoAxeViolations(page);
      await screenshotStep(page, "rental-7-documents-sent");

      // Staff, in a browser of their own, approve each document.
      const staffContext = await browser.newContext({ ...screenAt(WIDTH_FOR[locale]) });
      await freshVisitor(staffContext);
      await logInThroughApi(staffContext, STAFF_EMAIL, STAFF_PASSWORD);
      const staff = await staffContext.newPage();
      await staff.goto(url);
      await waitForHydration(staff);
      await expectNoAxeViolations(staff);
      await screenshotStep(staff, "rental-8-documents-staff-review");
      for (let left = 3; left > 0; left -= 1) {
        await staff.getByRole("button", { name: x.approve }).first().click();
        await expect(staff.getByRole("button", { name: x.approve })).toHaveCount(left - 1);
      }
      await expect(staff.getByText(x.closed)).toBeVisible();
      await staffContext.close();

      await page.reload();
      await expect(page.getByText(x.closed)).toBeVisible();
      await expect(page.getByTestId("slot-student.address")).toContainText(x.approved);
      const rental = await request.get(`/v2/rentals/${proposed.id}`, {
        headers: { Authorization: `Bearer ${parties.student.token}` },
      });
      expect(((await rental.json()) as { state: string }).state).toBe("awaiting_signatures");
    });
  });
}
