import {
  anAddress,
  publishListingThroughApi,
  signUpThroughApi,
  verifyEmailThroughApi,
} from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect } from "@playwright/test";

/*
 * What the browser specs of renting online share (rentals, conversation, documents and lease
 * specs): the two sides of a rental made through the API (a published whole home owned by a
 * verified owner, a verified student) and the earlier steps of the process walked through the
 * API, so each spec shows in the browser only the step it is about. Paths are relative: the
 * `request` fixture carries the project's baseURL.
 */

/** The password both parties' accounts are given. */
export const PARTY_PASSWORD = "Primeira1";

export type RentalParties = {
  code: string;
  owner: { token: string; email: string; password: string };
  student: { token: string; email: string; password: string; name: string };
};

const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, "X-Forwarded-For": anAddress() });

/**
 * A published whole apartment (rent R$ 2.000, six months at least) owned by a verified owner, and
 * a verified student with a foreign phone, both writing in `locale`.
 */
export async function rentalPartiesThroughApi(request: APIRequestContext, locale: "pt" | "en"): Promise<RentalParties> {
  const listing = await publishListingThroughApi(request, locale, {
    title: locale === "pt" ? "Apartamento perto da Paulista" : "Flat near Paulista",
    // Over 100 m², away from the 46–70 m² homes that fair-price.spec.ts plants a cheap one among:
    // a dozen such listings at this rent would move the median it is judged against.
    areaM2: 110,
    rentAmount: 2000,
  });
  // publishListingThroughApi picks the owner's address itself: read it back to verify it.
  const me = await request.get("/v2/user/me", { headers: bearer(listing.token) });
  expect(me.status(), await me.text()).toBe(200);
  const ownerEmail = ((await me.json()) as { user: { email: string } }).user.email;
  await verifyEmailThroughApi(request, ownerEmail);

  const student = { name: "Lena Fischer", email: uniqueEmail("student"), password: PARTY_PASSWORD };
  const studentToken = await signUpThroughApi(request, {
    ...student,
    phone: "+49 151 23456789",
    phoneCountry: "DE",
    locale,
  });
  await verifyEmailThroughApi(request, student.email);
  return {
    code: listing.code,
    owner: { token: listing.token, email: ownerEmail, password: PARTY_PASSWORD },
    student: { ...student, token: studentToken },
  };
}

/** A calendar date `days` from today (UTC), as forms and the API take it. */
export const daysFromToday = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A proposal sent through the API for the listing `code`: 12 months from a month ahead at the
 * listed rent, with an escrow deposit, unless `overrides` say otherwise. Answers the rental's view.
 */
export async function proposeThroughApi(
  request: APIRequestContext,
  studentToken: string,
  code: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; state: string } & Record<string, unknown>> {
  const response = await request.post(`/v2/properties/${code}/rentals`, {
    headers: bearer(studentToken),
    data: {
      moveDate: daysFromToday(30),
      stayPeriodMonths: 12,
      proposalValue: 2000,
      warrantyType: "escrow_deposit",
      occupants: 1,
      message: "",
      idempotencyKey: crypto.randomUUID(),
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; state: string };
}

/** The moves whose path is not the move's own name. */
const MOVE_PATHS: Record<string, string> = { accept_counter: "accept-counter", decline_counter: "decline-counter" };

/**
 * One move of the rental through the API by whoever holds `token` (`counter` with a CounterForm
 * body, `decline` with a DeclineForm). Answers the rental's view after it.
 */
export async function moveThroughApi(
  request: APIRequestContext,
  token: string,
  rentalId: string,
  move: string,
  body: Record<string, unknown> = {},
): Promise<{ id: string; state: string } & Record<string, unknown>> {
  const response = await request.post(`/v2/rentals/${rentalId}/${MOVE_PATHS[move] ?? move}`, {
    headers: bearer(token),
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { id: string; state: string };
}
