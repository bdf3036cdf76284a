import { waitForMail } from "@campuslar/e2e/mail.ts";
import {
  anAddress,
  freshVisitor,
  publishListingThroughApi,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  signInWithToken,
  signUpThroughApi,
  verifyEmailThroughApi,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { type APIRequestContext, type BrowserContext, expect } from "@playwright/test";
import sharp from "sharp";

/*
 * What the arrival, claim and cancellation specs share: a rental of a published whole home
 * (R$ 2.000) between a verified owner and a verified student, walked through the API to where
 * the spec starts (accepted; documents approved by staff; signed by both). A feature's specs do
 * not import another feature's files, so these steps are written here as the rentals' specs
 * write them.
 */

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, "X-Forwarded-For": anAddress() });

const BILL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n" +
    "xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \n0000000101 00000 n \n" +
    "trailer<</Size 4/Root 1 0 R>>\nstartxref\n164\n%%EOF\n",
);

/** Today in São Paulo (`YYYY-MM-DD`): the move-in day the rental's arrival is about. */
export const saoPauloToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());

export type Party = { token: string; email: string; name: string };

/** Staff's session through the API (the backoffice account each server is started with). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post("/v2/users/login", {
    data: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    headers: { "X-Forwarded-For": anAddress() },
  });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** A proposal from `moveDate` for 12 months with `guarantee`, accepted by the owner. */
export async function acceptedRental(
  request: APIRequestContext,
  locale: "pt" | "en",
  options: { moveDate: string; guarantee: "insurance" | "escrow_deposit" },
) {
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
  const student = { name: "Lena Fischer", email: `lena-${unique}@example.com`, password: "Primeira1" };
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
      moveDate: options.moveDate,
      stayPeriodMonths: 12,
      proposalValue: 2000,
      warrantyType: options.guarantee,
      occupants: 1,
      message: "",
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(proposed.status(), await proposed.text()).toBe(201);
  const { id, code: rentalCode } = (await proposed.json()) as { id: string; code: string };
  const accepted = await request.post(`/v2/rentals/${id}/accept`, { headers: bearer(listing.token), data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return {
    id,
    rentalCode,
    code: listing.code,
    owner: { token: listing.token, email: ownerUser.email, name: ownerUser.name } satisfies Party,
    student: { token: studentToken, email: student.email, name: student.name } satisfies Party,
  };
}

/** The student's documents sent and approved by `staff` through the API: the rental waits for signatures. */
export async function documentsApproved(
  request: APIRequestContext,
  studentToken: string,
  rentalId: string,
  staff: string,
) {
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
  const listed = await request.get(`/v2/rentals/${rentalId}/documents`, { headers: bearer(staff) });
  const { items } = (await listed.json()) as { items: { id: string }[] };
  for (const doc of items) {
    const approved = await request.post(`/v2/admin/rental-documents/${doc.id}/approve`, { headers: bearer(staff) });
    expect(approved.status(), await approved.text()).toBe(200);
  }
}

/** One side signs through the API with the code from its e-mail. */
export async function signThroughApi(request: APIRequestContext, party: Party, rentalId: string) {
  const read = await request.get(`/v2/rentals/${rentalId}/lease`, { headers: bearer(party.token) });
  expect(read.status(), await read.text()).toBe(200);
  const since = Date.now();
  const asked = await request.post(`/v2/rentals/${rentalId}/lease/code`, { headers: bearer(party.token) });
  expect(asked.status(), await asked.text()).toBe(200);
  const mail = await waitForMail(party.email, { template: "lease_code", since });
  const code = /(?:is|é) (\d{6})\./.exec(mail)?.[1] ?? "";
  const signed = await request.post(`/v2/rentals/${rentalId}/lease/sign`, {
    headers: bearer(party.token),
    data: { typedName: party.name, code },
  });
  expect(signed.status(), await signed.text()).toBe(200);
}

/** A rental walked to both signatures: with insurance nothing is due, so it waits for the move-in at once. */
export async function signedRental(
  request: APIRequestContext,
  locale: "pt" | "en",
  staff: string,
  options: { moveDate: string; guarantee: "insurance" | "escrow_deposit" },
) {
  const rental = await acceptedRental(request, locale, options);
  await documentsApproved(request, rental.student.token, rental.id, staff);
  await signThroughApi(request, rental.student, rental.id);
  await signThroughApi(request, rental.owner, rental.id);
  return rental;
}

export async function openAs(context: BrowserContext, token: string, url: string) {
  await freshVisitor(context);
  await signInWithToken(context, token);
  const page = await context.newPage();
  await page.goto(url);
  await waitForHydration(page);
  return page;
}
