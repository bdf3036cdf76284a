import { waitForMail } from "@campuslar/e2e/mail.ts";
import {
  anAddress,
  expectNoAxeViolations,
  freshVisitor,
  publishListingThroughApi,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  screenAt,
  screenshotStep,
  signInWithToken,
  signUpThroughApi,
  verifyEmailThroughApi,
  WIDTH_FOR,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { type APIRequestContext, type BrowserContext, expect, test } from "@playwright/test";
import sharp from "sharp";

/*
 * A signed rental's first payment in a real browser in both languages (issue 36, points 2, 3 and
 * 9): the proposal, documents and both signatures are walked through the API; the student opens
 * the rental's payments and sees the deposit due with its Pix QR, the copy-and-paste code as
 * selectable text (and a button that copies it) and the bank details; the owner sees what is
 * coming and when, and never the code.
 */

test.describe.configure({ timeout: 180_000 });

const TEXT = {
  pt: {
    prefix: "",
    title: "Pagamentos do aluguel",
    payments: "Pagamentos: o que pagar, o que foi pago e o que está guardado",
    pix: "Pague com Pix",
    qr: /QR code do Pix de R\$ \d{1,3}(\.\d{3})*,\d{2}/,
    copy: "Copiar código",
    copied: "Código copiado.",
    bank: "Ou por transferência",
    deposit: "Primeiro pagamento (caução)",
    ownerTitle: "O que você vai receber",
    why: "não permite cobrar aluguel adiantado",
  },
  en: {
    prefix: "/en",
    title: "Payments of rental",
    payments: "Payments: what to pay, what was paid and what is held",
    pix: "Pay with Pix",
    qr: /Pix QR code for R\$ \d{1,3}(\.\d{3})*,\d{2}/,
    copy: "Copy code",
    copied: "Code copied.",
    bank: "Or by bank transfer",
    deposit: "First payment (deposit)",
    ownerTitle: "What you will receive",
    why: "forbids rent in advance",
  },
} as const;

const BILL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n" +
    "xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \n0000000101 00000 n \n" +
    "trailer<</Size 4/Root 1 0 R>>\nstartxref\n164\n%%EOF\n",
);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, "X-Forwarded-For": anAddress() });

/**
 * The two sides of a rental made through the API, as the rentals' specs make them (a feature's
 * specs do not import another feature's files): a published whole home of R$ 2.000 owned by a
 * verified owner, a verified student, and a proposal for 12 months from a month ahead with an
 * escrow deposit, accepted.
 */
async function acceptedRental(request: APIRequestContext, locale: "pt" | "en") {
  const listing = await publishListingThroughApi(request, locale, {
    title: locale === "pt" ? "Apartamento perto da Paulista" : "Flat near Paulista",
    // Over 100 m², away from the homes fair-price.spec.ts judges a cheap one among.
    areaM2: 110,
    rentAmount: 2000,
  });
  const me = await request.get("/v2/user/me", { headers: bearer(listing.token) });
  const ownerUser = ((await me.json()) as { user: { email: string; name: string } }).user;
  await verifyEmailThroughApi(request, ownerUser.email);
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const student = { name: "Lena Fischer", email: `student.${unique}@example.com`, password: "Primeira1" };
  const studentToken = await signUpThroughApi(request, {
    ...student,
    phone: "+49 151 23456789",
    phoneCountry: "DE",
    locale,
  });
  await verifyEmailThroughApi(request, student.email);
  const proposed = await request.post(`/v2/properties/${listing.code}/rentals`, {
    headers: bearer(studentToken),
    data: {
      moveDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      stayPeriodMonths: 12,
      proposalValue: 2000,
      warrantyType: "escrow_deposit",
      occupants: 1,
      message: "",
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(proposed.status(), await proposed.text()).toBe(201);
  const { id } = (await proposed.json()) as { id: string };
  const accepted = await request.post(`/v2/rentals/${id}/accept`, { headers: bearer(listing.token), data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return {
    id,
    owner: { token: listing.token, email: ownerUser.email, name: ownerUser.name },
    student: { token: studentToken, email: student.email, name: student.name },
  };
}

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

/** One side signs through the API with the code from its e-mail. */
async function signThroughApi(
  request: APIRequestContext,
  party: { token: string; email: string },
  rentalId: string,
  name: string,
) {
  const read = await request.get(`/v2/rentals/${rentalId}/lease`, { headers: bearer(party.token) });
  expect(read.status(), await read.text()).toBe(200);
  const since = Date.now();
  const asked = await request.post(`/v2/rentals/${rentalId}/lease/code`, { headers: bearer(party.token) });
  expect(asked.status(), await asked.text()).toBe(200);
  const mail = await waitForMail(party.email, { template: "lease_code", since });
  const code = /(?:is|é) (\d{6})\./.exec(mail)?.[1] ?? "";
  const signed = await request.post(`/v2/rentals/${rentalId}/lease/sign`, {
    headers: bearer(party.token),
    data: { typedName: name, code },
  });
  expect(signed.status(), await signed.text()).toBe(200);
}

async function openAs(context: BrowserContext, token: string, url: string) {
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

    test("a signed rental shows the student its first payment with a Pix code, and the owner what is coming", async ({
      context,
      browser,
      request,
    }) => {
      const parties = await acceptedRental(request, locale);
      const proposed = { id: parties.id };
      await documentsApproved(request, parties.student.token, proposed.id);
      await signThroughApi(request, parties.student, proposed.id, parties.student.name);
      await signThroughApi(request, parties.owner, proposed.id, parties.owner.name);

      // From the rental's page to its payments.
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const page = await openAs(context, parties.student.token, `${x.prefix}/alugueis/${proposed.id}`);
      await page.getByRole("link", { name: x.payments }).click();
      await expect(page.getByRole("heading", { level: 1, name: new RegExp(x.title) })).toBeVisible();
      await waitForHydration(page);

      await expect(page.getByRole("heading", { name: x.pix })).toBeVisible();
      await expect(page.getByRole("img", { name: x.qr })).toBeVisible();
      const box = page.getByTestId("pix-box");
      await expect(box.getByRole("heading", { name: x.deposit })).toBeVisible();
      // R$ 2.000 × 12 months: the deposit is 25% of the contract, capped at three months (R$ 6.000,00).
      await expect(page.getByTestId("pix-amount")).toContainText("R$ 6.000,00");
      const code = (await page.getByTestId("pix-code").textContent()) ?? "";
      expect(code).toMatch(/^000201.+6304[0-9A-F]{4}$/);
      await expect(page.getByTestId("bank-details")).toBeVisible();
      await expect(page.getByRole("heading", { name: x.bank })).toBeVisible();
      await expect(page.getByText(x.why)).toBeVisible();

      // The e-mail the student got when the lease was signed carries the same code.
      const mail = await waitForMail(parties.student.email, { template: "payment_first" });
      expect(mail.replace(/=\r?\n/g, "")).toContain(code.slice(0, 40));

      await page.getByRole("button", { name: x.copy }).click();
      await expect(page.getByText(x.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      await expectNoAxeViolations(page);
      await screenshotStep(page, "payments-1-first-payment-pix");

      // The owner: what is coming and when, never the payment code.
      const ownerContext = await browser.newContext({ ...screenAt(WIDTH_FOR[locale]) });
      const owner = await openAs(ownerContext, parties.owner.token, `${x.prefix}/alugueis/${proposed.id}/pagamentos`);
      await expect(owner.getByRole("heading", { name: x.ownerTitle })).toBeVisible();
      // Twelve months from a day that is rarely the 1st: twelve or thirteen calendar months.
      expect(await owner.getByTestId("rent-schedule").getByRole("listitem").count()).toBeGreaterThanOrEqual(12);
      await expect(owner.getByTestId("pix-code")).toHaveCount(0);
      expect(await owner.content()).not.toContain(code);
      await expectNoAxeViolations(owner);
      await screenshotStep(owner, "payments-2-owner-what-is-coming");
      await ownerContext.close();
    });
  });
}
