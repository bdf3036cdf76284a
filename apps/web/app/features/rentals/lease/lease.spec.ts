import { waitForMail } from "@campuslar/e2e/mail.ts";
import {
  anAddress,
  expectNoAxeViolations,
  freshVisitor,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  screenAt,
  screenshotStep,
  signInWithToken,
  WIDTH_FOR,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { moveThroughApi, proposeThroughApi, rentalPartiesThroughApi } from "../rental-spec-support.ts";

/*
 * The lease (issue 35, points 5 to 7) in a real browser in both languages: once staff approved
 * the documents (walked through the API), the student reads the lease, is told next to the field
 * that the typed name is not theirs, signs with the code from the e-mail; the owner signs too;
 * the student downloads the housing letter.
 */

test.describe.configure({ timeout: 180_000 });

const TEXT = {
  pt: {
    prefix: "",
    notLegalAdvice: "não é aconselhamento jurídico",
    name: "Seu nome completo",
    code: "Código de 6 dígitos",
    sendCode: "Envie-me um código",
    sign: "Assinar",
    codeSent: "Enviamos um código para o seu e-mail.",
    nameMismatch: "Digite seu nome completo exatamente como está na sua conta.",
    youSigned: "Você já assinou. Avisamos a outra parte.",
    complete: "As duas partes assinaram.",
    letter: "Baixar a declaração de moradia (PDF)",
  },
  en: {
    prefix: "/en",
    notLegalAdvice: "is not legal advice",
    name: "Your full name",
    code: "6-digit code",
    sendCode: "Send me a code",
    sign: "Sign",
    codeSent: "We sent a code to your e-mail.",
    nameMismatch: "Type your full name exactly as it is on your account.",
    youSigned: "You have signed. We told the other side.",
    complete: "Both sides have signed.",
    letter: "Download the housing letter (PDF)",
  },
} as const;

const BILL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n" +
    "xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \n0000000101 00000 n \n" +
    "trailer<</Size 4/Root 1 0 R>>\nstartxref\n164\n%%EOF\n",
);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, "X-Forwarded-For": anAddress() });

/** The student's documents sent and approved by staff through the API: the rental waits for signatures. */
async function documentsApproved(request: APIRequestContext, studentToken: string, rentalId: string) {
  const passport = await sharp({ create: { width: 320, height: 220, channels: 3, background: "#2f4f6f" } })
    .jpeg()
    .toBuffer();
  const parts: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>[] = [
    {
      subject: "student",
      kind: "identity",
      idType: "passport",
      file: { name: "passport.jpg", mimeType: "image/jpeg", buffer: passport },
    },
    { subject: "student", kind: "cpf", cpf: "529.982.247-25" },
    { subject: "student", kind: "address", file: { name: "bill.pdf", mimeType: "application/pdf", buffer: BILL_PDF } },
  ];
  for (const multipart of parts) {
    const sent = await request.post(`/v2/rentals/${rentalId}/documents`, { headers: bearer(studentToken), multipart });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  const login = await request.post("/v2/users/login", {
    data: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    headers: { "X-Forwarded-For": anAddress() },
  });
  expect(login.status(), await login.text()).toBe(200);
  const staff = ((await login.json()) as { token: string }).token;
  const listed = await request.get(`/v2/rentals/${rentalId}/documents`, { headers: bearer(staff) });
  const { items } = (await listed.json()) as { items: { id: string }[] };
  for (const doc of items) {
    const approved = await request.post(`/v2/admin/rental-documents/${doc.id}/approve`, { headers: bearer(staff) });
    expect(approved.status(), await approved.text()).toBe(200);
  }
}

/** Types the name, asks for a code, reads it from the e-mail and signs. */
async function signAs(page: Page, x: (typeof TEXT)["pt" | "en"], email: string, name: string) {
  await page.getByLabel(x.name).fill(name);
  const since = Date.now();
  await page.getByRole("button", { name: x.sendCode }).click();
  await expect(page.getByText(x.codeSent)).toBeVisible();
  const mail = await waitForMail(email, { template: "lease_code", since });
  const code = /(?:is|é) (\d{6})\./.exec(mail)?.[1] ?? "";
  expect(code).toMatch(/^\d{6}$/);
  await expect(page.getByLabel(x.name)).toHaveValue(name);
  await page.getByLabel(x.code).fill(code);
  await page.getByRole("button", { name: x.sign, exact: true }).click();
}

async function openLease(context: BrowserContext, token: string, url: string) {
  await freshVisitor(context);
  await signInWithToken(context, token);
  const page = await context.newPage();
  await page.goto(url);
  await waitForHydration(page);
  return page;
}

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];
  test.describe(`${locale}`, () => {
    test.use(screenAt(WIDTH_FOR[locale]));

    test("student and owner sign with codes from their e-mail; the student downloads the housing letter", async ({
      context,
      browser,
      request,
    }) => {
      const parties = await rentalPartiesThroughApi(request, locale);
      const proposed = await proposeThroughApi(request, parties.student.token, parties.code);
      await moveThroughApi(request, parties.owner.token, proposed.id, "accept");
      await documentsApproved(request, parties.student.token, proposed.id);
      const url = `${x.prefix}/alugueis/${proposed.id}/contrato`;

      const page = await openLease(context, parties.student.token, url);
      await expect(page.getByText(x.notLegalAdvice).first()).toBeVisible();
      await expect(page.getByText(`LOCATÁRIO: ${parties.student.name}`)).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshotStep(page, "rental-9-lease-to-sign");

      // Someone else's name: refused next to the field, what was typed still there.
      await signAs(page, x, parties.student.email, "Maria Oliveira");
      await expect(page.getByText(x.nameMismatch)).toBeVisible();
      await expect(page.getByLabel(x.name)).toHaveValue("Maria Oliveira");
      await expectNoAxeViolations(page);
      await screenshotStep(page, "rental-10-lease-name-refused");
      await signAs(page, x, parties.student.email, parties.student.name.toLowerCase());
      await expect(page.getByText(x.youSigned)).toBeVisible();

      const me = await request.get("/v2/user/me", { headers: bearer(parties.owner.token) });
      const ownerName = ((await me.json()) as { user: { name: string } }).user.name;
      const ownerContext = await browser.newContext({ ...screenAt(WIDTH_FOR[locale]) });
      const owner = await openLease(ownerContext, parties.owner.token, url);
      await signAs(owner, x, parties.owner.email, ownerName);
      await expect(owner.getByText(x.complete)).toBeVisible();
      await screenshotStep(owner, "rental-11-lease-signed");
      await ownerContext.close();

      await page.reload();
      await waitForHydration(page);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: x.letter }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^carta-de-moradia-.+\.pdf$/);
      const bytes = await download.createReadStream().then(
        (stream) =>
          new Promise<Buffer>((resolve) => {
            const chunks: Buffer[] = [];
            stream.on("data", (c: Buffer) => chunks.push(c));
            stream.on("end", () => resolve(Buffer.concat(chunks)));
          }),
      );
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      await expectNoAxeViolations(page);
    });
  });
}
