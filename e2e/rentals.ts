import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { expect } from "@playwright/test";
import sharp from "sharp";
import { waitForMail } from "./mail.ts";
import {
  anAddress,
  freshVisitor,
  publishListingThroughApi,
  signInWithToken,
  signUpThroughApi,
  staffSession,
  verifyEmailThroughApi,
  waitForHydration,
} from "./support.ts";

/*
 * Rentals walked through the API to where a journey starts (issues 35 and 36): a published whole
 * home of R$ 2.000 between a verified owner and a verified student, proposed, accepted, its
 * documents approved by staff and its lease signed by both. One copy for every spec that starts
 * from a rental (payments, statements, arrival, payouts); each step is the same call a person's
 * page makes, and the rentals' own specs test those pages.
 */

export const bearer = (token: string) => ({
  Authorization: `Bearer ${token}`,
  "X-Forwarded-For": anAddress(),
});

/** `days` from today (UTC), as `YYYY-MM-DD`. */
export const daysFromToday = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Today in São Paulo (`YYYY-MM-DD`): a move-in day that is today for the hold's clock. */
export const saoPauloToday = (): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());

export type Party = { token: string; email: string; name: string };
export type Guarantee = "insurance" | "escrow_deposit";
export type RentalOptions = {
  moveDate?: string;
  guarantee?: Guarantee;
  title?: { pt: string; en: string };
};

const BILL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n" +
    "xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \n0000000101 00000 n \n" +
    "trailer<</Size 4/Root 1 0 R>>\nstartxref\n164\n%%EOF\n",
);

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A proposal from `moveDate` (a month ahead) for 12 months with `guarantee` (a deposit), accepted by the owner. */
export async function acceptedRental(request: APIRequestContext, locale: "pt" | "en", options: RentalOptions = {}) {
  const listing = await publishListingThroughApi(request, locale, {
    title: options.title?.[locale] ?? (locale === "pt" ? "Apartamento perto da Paulista" : "Flat near Paulista"),
    // Over 100 m², away from the homes fair-price.spec.ts judges a cheap one among.
    areaM2: 110,
    rentAmount: 2000,
  });
  const me = await request.get("/v2/user/me", {
    headers: bearer(listing.token),
  });
  const ownerUser = ((await me.json()) as { user: { email: string; name: string } }).user;
  const student = {
    name: "Lena Fischer",
    email: `lena.${unique()}@example.com`,
    password: "Primeira1",
  };
  const [studentToken] = await Promise.all([
    signUpThroughApi(request, {
      ...student,
      phone: "+49 151 23456789",
      phoneCountry: "DE",
      locale,
    }),
    verifyEmailThroughApi(request, ownerUser.email),
  ]);
  await verifyEmailThroughApi(request, student.email);
  const proposed = await request.post(`/v2/properties/${listing.code}/rentals`, {
    headers: bearer(studentToken),
    data: {
      moveDate: options.moveDate ?? daysFromToday(30),
      stayPeriodMonths: 12,
      proposalValue: 2000,
      warrantyType: options.guarantee ?? "escrow_deposit",
      occupants: 1,
      message: "",
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(proposed.status(), await proposed.text()).toBe(201);
  const { id, code: rentalCode } = (await proposed.json()) as {
    id: string;
    code: string;
  };
  const accepted = await request.post(`/v2/rentals/${id}/accept`, {
    headers: bearer(listing.token),
    data: {},
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return {
    id,
    rentalCode,
    code: listing.code,
    owner: {
      token: listing.token,
      email: ownerUser.email,
      name: ownerUser.name,
    } satisfies Party,
    student: {
      token: studentToken,
      email: student.email,
      name: student.name,
    } satisfies Party,
  };
}

/** The student's documents (passport, CPF, proof of address) sent, and approved by staff: the rental waits for signatures. */
export async function documentsApproved(request: APIRequestContext, studentToken: string, rentalId: string) {
  const passport = await sharp({
    create: { width: 320, height: 220, channels: 3, background: "#2f4f6f" },
  })
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
    {
      subject: "student",
      kind: "address",
      file: { name: "bill.pdf", mimeType: "application/pdf", buffer: BILL_PDF },
    },
  ];
  for (const multipart of parts) {
    const sent = await request.post(`/v2/rentals/${rentalId}/documents`, {
      headers: bearer(studentToken),
      multipart,
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  const staff = await staffSession(request);
  const listed = await request.get(`/v2/rentals/${rentalId}/documents`, {
    headers: bearer(staff),
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const { items } = (await listed.json()) as { items: { id: string }[] };
  for (const doc of items) {
    const approved = await request.post(`/v2/admin/rental-documents/${doc.id}/approve`, { headers: bearer(staff) });
    expect(approved.status(), await approved.text()).toBe(200);
  }
}

/** One side reads the lease (drawn up once the documents are approved) and signs it with the code from its e-mail. */
export async function signThroughApi(request: APIRequestContext, party: Party, rentalId: string) {
  await expect
    .poll(
      async () =>
        (
          await request.get(`/v2/rentals/${rentalId}/lease`, {
            headers: bearer(party.token),
          })
        ).status(),
      {
        timeout: 60_000,
      },
    )
    .toBe(200);
  const since = Date.now();
  const asked = await request.post(`/v2/rentals/${rentalId}/lease/code`, {
    headers: bearer(party.token),
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const mail = await waitForMail(party.email, {
    template: "lease_code",
    since,
  });
  const code = /(?:is|é) (\d{6})\./.exec(mail)?.[1] ?? "";
  const signed = await request.post(`/v2/rentals/${rentalId}/lease/sign`, {
    headers: bearer(party.token),
    data: { typedName: party.name, code },
  });
  expect(signed.status(), await signed.text()).toBe(200);
}

/**
 * A rental walked to both signatures. With a deposit its first payment is due (`firstPayment`:
 * its Pix reference and amount in centavos); with insurance nothing is, and it waits for the move-in.
 */
export async function signedRental(request: APIRequestContext, locale: "pt" | "en", options: RentalOptions = {}) {
  const rental = await acceptedRental(request, locale, options);
  await documentsApproved(request, rental.student.token, rental.id);
  await signThroughApi(request, rental.student, rental.id);
  await signThroughApi(request, rental.owner, rental.id);
  return {
    ...rental,
    firstPayment: await firstPaymentOf(request, rental.student.token, rental.id),
  };
}

/** The Pix reference and amount (centavos) of a rental's open first payment, or null when nothing is due. */
export async function firstPaymentOf(request: APIRequestContext, studentToken: string, rentalId: string) {
  const payments = await request.get(`/v2/rentals/${rentalId}/payments`, {
    headers: bearer(studentToken),
  });
  expect(payments.status(), await payments.text()).toBe(200);
  const view = (await payments.json()) as {
    pix: { reference: string; amount: number }[] | null;
  };
  const pix = view.pix?.[0];
  if (!pix) return null;
  expect(pix.reference).toMatch(/^CL[A-Z0-9]{23}$/);
  // The view writes reais with at most two decimals: read them as text into centavos, never through a float product.
  const [whole, fraction = ""] = String(pix.amount).split(".");
  return {
    reference: pix.reference,
    amountCents: Number(whole) * 100 + Number(fraction.padEnd(2, "0")),
  };
}

/** An OFX statement (as Itaú exports it) with one line: a Pix received carrying `reference`. */
export function statementPaying(reference: string, amountCents: number): Buffer {
  return ofxStatement([
    {
      type: "CREDIT",
      amountCents,
      memo: `PIX RECEBIDO - LENA FISCHER - ${reference}`,
    },
  ]);
}

/** An OFX statement (as Itaú exports it) with one line: a transfer sent carrying a payout's `reference`. */
export function statementPayingOut(reference: string, amountCents: number): Buffer {
  return ofxStatement([
    {
      type: "DEBIT",
      amountCents: -amountCents,
      memo: `PIX ENVIADO - REPASSE ${reference}`,
    },
  ]);
}

function ofxStatement(lines: { type: "CREDIT" | "DEBIT"; amountCents: number; memo: string }[]): Buffer {
  const day = new Date().toISOString().slice(0, 10).replaceAll("-", "");
  const amount = (cents: number) =>
    `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
  return Buffer.from(
    [
      "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n",
      "<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<TRNUID>1\n<STATUS>\n<CODE>0\n<SEVERITY>INFO\n</STATUS>\n<STMTRS>\n<CURDEF>BRL",
      "<BANKACCTFROM>\n<BANKID>0341\n<BRANCHID>1234\n<ACCTID>567890\n<ACCTTYPE>CHECKING\n</BANKACCTFROM>",
      `<BANKTRANLIST>\n<DTSTART>${day}000000[-3:BRT]\n<DTEND>${day}235959[-3:BRT]`,
      ...lines.map(
        (line) =>
          `<STMTTRN>\n<TRNTYPE>${line.type}\n<DTPOSTED>${day}100000[-3:BRT]\n<TRNAMT>${amount(line.amountCents)}\n<FITID>E2E${unique()}\n<MEMO>${line.memo}\n</STMTTRN>`,
      ),
      "</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n",
    ].join("\n"),
  );
}

/** Staff with a verified second factor import a statement through the API; its summary's counts. */
export async function importStatementThroughApi(request: APIRequestContext, moneyStaffToken: string, file: Buffer) {
  const imported = await request.post("/v2/admin/statements", {
    headers: bearer(moneyStaffToken),
    multipart: {
      file: {
        name: "extrato.ofx",
        mimeType: "application/x-ofx",
        buffer: file,
      },
    },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  return (await imported.json()) as { matched: number; waiting: number };
}

/** A page opened as the account whose session `token` is, in a browser of its own address. */
export async function openAs(context: BrowserContext, token: string, url: string) {
  await freshVisitor(context);
  await signInWithToken(context, token);
  const page = await context.newPage();
  await page.goto(url);
  await waitForHydration(page);
  return page;
}
