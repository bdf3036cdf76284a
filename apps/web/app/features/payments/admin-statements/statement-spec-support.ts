import { waitForMail } from "@campuslar/e2e/mail.ts";
import {
  anAddress,
  publishListingThroughApi,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  signUpThroughApi,
  verifyEmailThroughApi,
} from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect } from "@playwright/test";
import * as OTPAuth from "otpauth";
import sharp from "sharp";

/*
 * What the statements' browser spec walks through the API first: a rental signed by both sides
 * (waiting for its first payment, with its Pix reference), and a staff member whose session has
 * confirmed its second factor with a code computed from the secret the API shows.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, "X-Forwarded-For": anAddress() });
const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const BILL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n" +
    "xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \n0000000101 00000 n \n" +
    "trailer<</Size 4/Root 1 0 R>>\nstartxref\n164\n%%EOF\n",
);

async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post("/v2/users/login", {
    data: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    headers: { "X-Forwarded-For": anAddress() },
  });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

async function signWithEmailedCode(
  request: APIRequestContext,
  token: string,
  rentalId: string,
  email: string,
  name: string,
) {
  const since = Date.now();
  const asked = await request.post(`/v2/rentals/${rentalId}/lease/code`, { headers: bearer(token) });
  expect(asked.status(), await asked.text()).toBe(200);
  const mail = await waitForMail(email, { template: "lease_code", since });
  const code = /(?:is|é) (\d{6})\./.exec(mail)?.[1] ?? "";
  const signed = await request.post(`/v2/rentals/${rentalId}/lease/sign`, {
    headers: bearer(token),
    data: { typedName: name, code },
  });
  expect(signed.status(), await signed.text()).toBe(200);
}

/** A rental signed by both sides through the API: its id, and the Pix reference and amount (centavos) of its first payment. */
export async function signedRentalThroughApi(request: APIRequestContext, locale: "pt" | "en") {
  const listing = await publishListingThroughApi(request, locale, {
    title: locale === "pt" ? "Apartamento perto da Paulista" : "Flat near Paulista",
    areaM2: 110,
    rentAmount: 2000,
  });
  const me = await request.get("/v2/user/me", { headers: bearer(listing.token) });
  const owner = (await me.json()) as { user: { email: string } };
  await verifyEmailThroughApi(request, owner.user.email);
  const student = { name: "Lena Fischer", email: uniqueEmail("student"), password: "Primeira1" };
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
      moveDate: daysFromToday(30),
      stayPeriodMonths: 12,
      proposalValue: 2000,
      warrantyType: "escrow_deposit",
      occupants: 1,
      message: "",
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(proposed.status(), await proposed.text()).toBe(201);
  const rentalId = ((await proposed.json()) as { id: string }).id;
  const accepted = await request.post(`/v2/rentals/${rentalId}/accept`, { headers: bearer(listing.token), data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);

  const passport = await sharp({ create: { width: 320, height: 220, channels: 3, background: "#2f4f6f" } })
    .jpeg()
    .toBuffer();
  const parts: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>[] = [
    {
      subject: "student",
      kind: "identity",
      idType: "passport",
      file: { name: "p.jpg", mimeType: "image/jpeg", buffer: passport },
    },
    { subject: "student", kind: "cpf", cpf: "529.982.247-25" },
    { subject: "student", kind: "address", file: { name: "bill.pdf", mimeType: "application/pdf", buffer: BILL_PDF } },
  ];
  for (const multipart of parts) {
    const sent = await request.post(`/v2/rentals/${rentalId}/documents`, { headers: bearer(studentToken), multipart });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  const staff = await staffToken(request);
  const listed = await request.get(`/v2/rentals/${rentalId}/documents`, { headers: bearer(staff) });
  const documents = (await listed.json()) as { items: { id: string }[]; state: string };
  let state = documents.state;
  for (const doc of documents.items) {
    const approved = await request.post(`/v2/admin/rental-documents/${doc.id}/approve`, { headers: bearer(staff) });
    expect(approved.status(), await approved.text()).toBe(200);
    state = ((await approved.json()) as { rentalState: string }).rentalState;
  }
  expect(state, JSON.stringify(documents)).toBe("awaiting_signatures");
  // The lease is drawn up once the documents are approved: sign when it is there.
  await expect
    .poll(
      async () => (await request.get(`/v2/rentals/${rentalId}/lease`, { headers: bearer(studentToken) })).status(),
      {
        timeout: 60_000,
      },
    )
    .toBe(200);
  await signWithEmailedCode(request, studentToken, rentalId, student.email, student.name);
  // publishListingThroughApi names every owner Rita Souza.
  await signWithEmailedCode(request, listing.token, rentalId, owner.user.email, "Rita Souza");

  const payments = await request.get(`/v2/rentals/${rentalId}/payments`, { headers: bearer(studentToken) });
  expect(payments.status(), await payments.text()).toBe(200);
  const view = (await payments.json()) as { pix: { reference: string; amount: number }[] | null };
  const pix = view.pix?.[0];
  expect(pix?.reference).toMatch(/^CL[A-Z0-9]{23}$/);
  // The view writes reais with at most two decimals: read them as text into centavos, never through a float product.
  const [whole, fraction = ""] = String(pix?.amount ?? 0).split(".");
  const amountCents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return { rentalId, studentToken, reference: pix?.reference ?? "", amountCents };
}

/** A new account promoted to staff, whose session confirmed its second factor (enrolled and confirmed with a code). */
export async function moneyStaffThroughApi(request: APIRequestContext, locale: "pt" | "en"): Promise<string> {
  const email = uniqueEmail(`staff.money.${locale}`);
  const token = await signUpThroughApi(request, {
    name: `Tesouraria ${locale}`,
    phone: "+55 11 98765-4321",
    email,
    password: "Primeira1",
    locale,
  });
  const me = await request.get("/v2/user/me", { headers: bearer(token) });
  const { id } = ((await me.json()) as { user: { id: string } }).user;
  const promoted = await request.patch(`/v2/admin/users/${id}`, {
    headers: bearer(await staffToken(request)),
    data: { role: "staff" },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
  const enrol = await request.post("/v2/admin/second-factor/enrol", { headers: bearer(token), data: {} });
  expect(enrol.status(), await enrol.text()).toBe(200);
  const { secret } = (await enrol.json()) as { secret: string };
  const code = OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret) });
  const confirmed = await request.post("/v2/admin/second-factor/confirm", { headers: bearer(token), data: { code } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return token;
}

/** An OFX statement (as Itaú exports it) with one Pix received carrying `reference`. */
export function statementPaying(reference: string, amountCents: number): Buffer {
  const amount = `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, "0")}`;
  const fitid = `E2E${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const day = new Date().toISOString().slice(0, 10).replaceAll("-", "");
  return Buffer.from(
    [
      "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n",
      "<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<TRNUID>1\n<STATUS>\n<CODE>0\n<SEVERITY>INFO\n</STATUS>\n<STMTRS>\n<CURDEF>BRL",
      "<BANKACCTFROM>\n<BANKID>0341\n<BRANCHID>1234\n<ACCTID>567890\n<ACCTTYPE>CHECKING\n</BANKACCTFROM>",
      `<BANKTRANLIST>\n<DTSTART>${day}000000[-3:BRT]\n<DTEND>${day}235959[-3:BRT]`,
      `<STMTTRN>\n<TRNTYPE>CREDIT\n<DTPOSTED>${day}100000[-3:BRT]\n<TRNAMT>${amount}\n<FITID>${fitid}\n<MEMO>PIX RECEBIDO - LENA FISCHER - ${reference}\n</STMTTRN>`,
      "</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n",
    ].join("\n"),
  );
}
