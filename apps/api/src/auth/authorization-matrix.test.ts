import { addMonthsToDate } from "@campuslar/domain/dates/calendar-date";
import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import type { OwnerListing } from "@campuslar/domain/listing/owner-listing-dto";
import { holdEndPosting } from "@campuslar/domain/payments/ledger";
import { leaseTermsFrom } from "@campuslar/domain/rentals/lease-terms";
import type { VisitReceipt, VisitSlots } from "@campuslar/domain/visits/visit-forms";
import { and, desc, eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { properties } from "../db/schema/catalogue.ts";
import { charges, payments, payoutBatches, statementLines } from "../db/schema/payments.ts";
import { emailOutbox } from "../db/schema/platform.ts";
import { leases, rentalDocuments, rentalMessages, rentals } from "../db/schema/rentals.ts";
import { sessions, users } from "../db/schema/users.ts";
import { DEMO_PAYMENTS_CONFIG } from "../lib/payments-config.ts";
import { lineOf, ofxOf, statementForm } from "../routes/statements/statement-test-kit.ts";
import { ensureStaffAccount } from "../services/admin/staff-account.ts";
import { postLedger } from "../services/payments/ledger/post-ledger.ts";
import { importStatement } from "../services/payments/statements/statement-import.ts";
import { demoFeedZip, feedInfo } from "../test/gtfs-zip.ts";
import { interestTermsFor } from "../test/interest-terms.ts";
import { COMPLETE_LISTING_FORM } from "../test/listing-forms.ts";
import { jsonRequest, useTestApi } from "../test/test-api.ts";

/*
 * Who may call what, for every operation of the API's own OpenAPI document. Each non-public
 * operation needs a row here (a new endpoint without one fails the first test), and each row is
 * called as a visitor, a tenant, the listing's owner, another owner and staff:
 *   - "user":    any logged-in account           → 401 / 2xx / 2xx / 2xx / 2xx
 *   - "listing": the listing's owner, and staff  → 401 / 404 / 2xx / 404 / 2xx
 *   - "staff":   the backoffice                  → 401 / 403 / 403 / 403 / 2xx
 *   - "self":    deleting one's own account      → 401 / 2xx / 2xx / 2xx / 409 (staff are refused, decision 018)
 */

/** Operations anyone may call without a session: the catalogue, the forms, signing up and in. */
const PUBLIC = new Set([
  "GET /v2/health",
  "GET /v2/health/live",
  "GET /v2/properties/universities",
  "GET /v2/properties/filters",
  "GET /v2/properties/pins",
  "GET /v2/properties/term",
  "GET /v2/properties/sitemap",
  "GET /v2/properties/lookup",
  "GET /v2/properties",
  "GET /v2/properties/{code}",
  "GET /v2/transit/lines",
  "POST /v2/events/page-view",
  "POST /v2/users/signup",
  "POST /v2/users/login",
  "POST /v2/users/forgot",
  "POST /v2/users/reset-password",
  "POST /v2/users/verify-email",
  "POST /v2/property/interest",
  "POST /v2/property/purchase-interest",
  "POST /v2/property/advertise",
  "POST /v2/users/concierge-fgv",
  "POST /v2/users/concierge/{partner}",
  "POST /v2/services/requests",
  "GET /v2/content/home",
  "POST /v2/properties/{code}/reports",
  // Issue 23: an alert made signed in or with an e-mail, and the links its e-mails carry.
  "POST /v2/alerts",
  "POST /v2/alerts/confirm",
  "POST /v2/alerts/unsubscribe",
  // Issue 23: a listing's free slots, a booking, and the student's and owner's links (the token is the key).
  "GET /v2/properties/{code}/visit-slots",
  "POST /v2/properties/{code}/visits",
  "GET /v2/visits/{token}",
  "POST /v2/visits/{token}/cancel",
  "POST /v2/visits/{token}/reschedule",
  "GET /v2/visits/owner/{token}",
  "POST /v2/visits/owner/{token}/confirm",
  "POST /v2/visits/owner/{token}/decline",
  // Issue 36: the link e-mailed to confirm a payout account, with no session: the token is the key.
  "POST /v2/payout-account/confirm",
  // Issue 36: Mercado Pago's notification, with no session: its x-signature is the key (payment-webhooks.test.ts).
  "POST /v2/payment-webhooks/mercadopago",
]);

type Actor = "visitor" | "tenant" | "owner" | "other" | "staff";
const ACTORS: Actor[] = ["visitor", "tenant", "owner", "other", "staff"];
type Rule =
  | "user"
  | "listing"
  | "staff"
  | "self"
  | "signer"
  | "student"
  | "reporter"
  | "proposer"
  | "studentMove"
  | "docSender"
  | "docReader"
  | "canceller"
  | "party";
const EXPECTED: Record<Rule, Record<Actor, number | "2xx">> = {
  user: { visitor: 401, tenant: "2xx", owner: "2xx", other: "2xx", staff: "2xx" },
  listing: { visitor: 401, tenant: 404, owner: "2xx", other: 404, staff: "2xx" },
  staff: { visitor: 401, tenant: 403, owner: 403, other: 403, staff: "2xx" },
  self: { visitor: 401, tenant: "2xx", owner: "2xx", other: "2xx", staff: 409 },
  // Issue 35, signing a lease: its owner (verified) signs; an unverified account is refused first, staff never sign.
  signer: { visitor: 401, tenant: 403, owner: "2xx", other: 403, staff: 403 },
  // Issue 35, the housing letter: the rental's student (the tenant here) and staff; its owner has no use for it.
  student: { visitor: 401, tenant: "2xx", owner: 404, other: 404, staff: "2xx" },
  // Issue 35, reporting a message: a party reports the other side's; staff moderate, they do not report.
  reporter: { visitor: 401, tenant: 404, owner: "2xx", other: 404, staff: 403 },
  // Issue 35, a proposal: only a verified account (staff's here; the others have not verified theirs).
  proposer: { visitor: 401, tenant: 403, owner: 403, other: 403, staff: "2xx" },
  // Issue 35, the student's moves (the tenant is the rental's student): its owner and staff may not make them.
  studentMove: { visitor: 401, tenant: "2xx", owner: 403, other: 404, staff: 403 },
  // Issue 35, sending or deleting a document: the rental's verified student only (other is unverified: 403 first).
  docSender: { visitor: 401, tenant: "2xx", owner: 403, other: 403, staff: 403 },
  // Issue 35, opening a document's file: the student who sent it and staff; the owner sees statuses only.
  docReader: { visitor: 401, tenant: "2xx", owner: 403, other: 404, staff: "2xx" },
  // Issue 36, a cancellation's preview and confirmation: the rental's student or owner; staff cancel from the backoffice.
  canceller: { visitor: 401, tenant: "2xx", owner: "2xx", other: 404, staff: 403 },
  // Issue 36, where a rental's arrival stands: its student (the tenant here), its owner and staff.
  party: { visitor: 401, tenant: "2xx", owner: "2xx", other: 404, staff: "2xx" },
};

/** What one call sends: the concrete path, and a JSON body or a multipart form. */
type Call = { path: string; body?: unknown; form?: FormData };
type Row = {
  rule: Rule;
  /** Makes what the call needs, fresh for each actor (a listing, a lead, a user...); `token` is the actor's (a tenant's for the visitor). */
  setup: (token: string) => Promise<Call>;
  /** The actor calls with a session of their own for this call only (logout ends it). */
  freshSession?: boolean;
  /** A tenant is replaced by a new one for this call: creating a listing makes a tenant an owner. */
  freshTenant?: boolean;
  /** Every actor is a new account of its kind for this call (deleting an account ends it). */
  freshAccount?: boolean;
};

describe("authorization matrix: every operation of /v2/openapi.json as visitor, tenant, owner, other owner and staff", () => {
  const t = useTestApi({ seeded: true });
  const who = {} as Record<Exclude<Actor, "visitor">, { token: string; email: string; id: string }>;
  let counter = 0;
  let png: Buffer;

  const signup = async (name: string) => {
    const email = `matrix${++counter}.${Date.now()}@example.com`;
    const res = await t.api.request(
      "/v2/users/signup",
      jsonRequest({ name, phone: "+55 11 91234-5678", email, password: "Segura1" }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const body = (await res.json()) as { token: string; user: { id: string } };
    return { token: body.token, email, id: body.user.id };
  };
  const login = async (email: string) => {
    const res = await t.api.request("/v2/users/login", jsonRequest({ email, password: "Segura1" }));
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  };
  const as = (token: string | undefined, method: string, call: Call) =>
    t.api.request(call.path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(call.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: call.form ?? (call.body === undefined ? undefined : JSON.stringify(call.body)),
    });
  const ownerCall = async <T>(method: string, path: string, body?: unknown) => {
    const res = await as(who.owner.token, method, { path, body });
    expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
    return (await res.json()) as T;
  };
  const photoForm = () => {
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(png)], { type: "image/png" }), "foto.png");
    return form;
  };
  /** A complete listing of the owner, with one photo. */
  const ownersListing = async () => {
    const draft = await ownerCall<OwnerListing>("POST", "/v2/owner/listings", COMPLETE_LISTING_FORM);
    const res = await as(who.owner.token, "POST", {
      path: `/v2/owner/listings/${draft.code}/photos`,
      form: photoForm(),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as OwnerListing;
  };
  const pendingListing = async () => {
    const listing = await ownersListing();
    await ownerCall("POST", `/v2/owner/listings/${listing.code}/submit`);
    return listing;
  };
  /** A published listing of the owner with a change waiting for review (decision 017), version 1. */
  const changedListing = async () => {
    const listing = await ownersListing();
    await t.handle.db.update(properties).set({ status: "published" }).where(eq(properties.code, listing.code));
    await ownerCall("PATCH", `/v2/owner/listings/${listing.code}`, { rentAmount: 3100 });
    return listing;
  };
  const publishedCode = async () => {
    const [row] = await t.handle.db
      .select({ code: properties.code })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent")))
      .limit(1);
    return row?.code ?? "";
  };
  /** A report of a published listing, for staff to list or close; answers its id. */
  const listingReport = async () => {
    const res = await t.api.request(`/v2/properties/${await publishedCode()}/reports`, jsonRequest({ reason: "fake" }));
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  /** Issue 36: staff's sessions confirmed their second factor just now, as money actions need. */
  const moneyStaffSession = () =>
    t.handle.db.update(sessions).set({ secondFactorAt: new Date() }).where(eq(sessions.userId, who.staff.id));
  /**
   * Issue 36: the tenant's rental of the owner's listing in `state`, moving in today (São Paulo),
   * so a move-in or an arrival claim is possible now.
   */
  const arrivalRental = async (state: "awaiting_payment" | "awaiting_move_in") => {
    const { id } = await movableRental("proposed", who.tenant.id);
    const today = saoPauloDate(new Date());
    await t.handle.db
      .update(rentals)
      .set({ state, moveIn: today, moveOut: addMonthsToDate(today, 12) })
      .where(eq(rentals.id, id));
    return id;
  };
  /** Issue 36: a statement line of `amountCents` that nothing matched, waiting for staff; answers its id. */
  const waitingLine = async (amountCents: number) => {
    const line = lineOf(amountCents);
    await importStatement(
      t.handle.db,
      { fileName: "extrato.ofx", sha256: "-", format: "ofx", lines: [line] },
      { config: DEMO_PAYMENTS_CONFIG, actorId: null, now: new Date() },
    );
    const [row] = await t.handle.db
      .select({ id: statementLines.id })
      .from(statementLines)
      .where(eq(statementLines.fingerprint, line.fingerprint));
    return row?.id ?? 0;
  };
  /** Issue 36: an open first payment of 500 reais on a rental of the tenant's, waiting for it; answers its id. */
  const openCharge = async () => {
    const rentalId = await arrivalRental("awaiting_payment");
    const [charge] = await t.handle.db
      .insert(charges)
      .values({
        rentalId,
        kind: "first_payment",
        dueOn: saoPauloDate(new Date()),
        depositCents: 50_000,
        amountCents: 50_000,
      })
      .returning({ id: charges.id });
    return charge?.id ?? "";
  };
  /** Issue 36: 300 reais owed back to the tenant (a claim upheld in full). */
  const refundOwedToTenant = async () => {
    const rentalId = await arrivalRental("awaiting_move_in");
    await t.handle.db.transaction((tx) =>
      postLedger(
        tx,
        holdEndPosting({
          rentalId,
          ownerId: who.owner.id,
          studentId: who.tenant.id,
          reason: "claim",
          heldCents: 30_000,
          depositCents: 0,
          refundCents: 30_000,
          penaltyCents: 0,
          commissionBps: 0,
        }),
      ),
    );
  };
  /** Issue 36: the tenant's arrival claim with one photo, sent through the API; answers the rental's and the claim's ids. */
  const tenantsClaim = async () => {
    const rentalId = await arrivalRental("awaiting_move_in");
    const form = new FormData();
    form.append("reason", "no_keys");
    form.append("description", "Nobody was there with the keys when I arrived.");
    form.append("photos", new Blob([new Uint8Array(png)], { type: "image/png" }), "porta.png");
    const res = await as(who.tenant.token, "POST", { path: `/v2/rentals/${rentalId}/claim`, form });
    expect(res.status, await res.clone().text()).toBe(201);
    return { rentalId, claimId: ((await res.json()) as { id: string }).id };
  };
  const conciergeLead = async () => {
    const res = await t.api.request(
      "/v2/users/concierge-fgv",
      jsonRequest({ fullName: "Lena Müller", messagingContact: "+49 151 23456789" }),
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };

  /** The roommate questionnaire, the same for everyone, so any two people match. */
  const roommateAnswers = {
    visible: true,
    budgetMin: 1500,
    budgetMax: 2500,
    moveDate: "2030-02-01",
    stayMonths: 12,
    universities: ["usp-butanta"],
    rhythm: "early",
    cleanliness: 4,
    noiseTolerance: 2,
    guestsFrequency: 2,
    studySocialBalance: 2,
    smoker: false,
    acceptsSmokers: false,
    hasPets: false,
    acceptsPets: true,
    gender: "female",
    genderPreference: "any",
    languages: ["pt"],
    whatsapp: "(11) 98765-4321",
  };
  /** Saves the questionnaire for the holder of `token`; answers their profile id. */
  const roommateProfile = async (token: string) => {
    const res = await as(token, "PUT", { path: "/v2/roommates/profile", body: roommateAnswers });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { profile: { id: number } }).profile.id;
  };
  /** Someone new with a visible profile who matches the holder of `token`. */
  const roommateMatch = async (token: string) => {
    await roommateProfile(token);
    const partner = await signup("Paula Par");
    return { token: partner.token, profileId: await roommateProfile(partner.token) };
  };
  /** A request to the holder of `token`, pending, from someone new. */
  const roommateRequestTo = async (token: string) => {
    const mine = await roommateProfile(token);
    const partner = await roommateMatch(token);
    const res = await as(partner.token, "POST", { path: "/v2/roommates/contact-requests", body: { profileId: mine } });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };

  /** An alert of the holder of `token`; answers its path. */
  const alertOf = async (token: string) => {
    const res = await as(token, "POST", {
      path: "/v2/alerts",
      body: { name: "Perto da USP", frequency: "daily", filters: { university: "usp-butanta" } },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return `/v2/alerts/${((await res.json()) as { id: string }).id}`;
  };
  /**
   * Issue 35: a rental of a seeded listing whose owner is the matrix's owner and whose student is
   * a new account, waiting for documents, with one pending CPF: the owner sees statuses, staff review.
   */
  const rentalDocument = async () => {
    const [listing] = await t.handle.db.select({ id: properties.id }).from(properties).limit(1);
    const student = await signup("Stella Student");
    const [rental] = await t.handle.db
      .insert(rentals)
      .values({
        code: `M${++counter}${Date.now().toString(36).slice(-4).toUpperCase()}`,
        propertyId: listing?.id ?? 0,
        studentId: student.id,
        ownerId: who.owner.id,
        state: "awaiting_documents",
        moveIn: "2027-02-01",
        months: 6,
        moveOut: "2027-08-01",
        monthlyRentCents: 150_000,
        guarantee: "escrow_deposit",
        occupants: 1,
        proposedTerms: {},
      })
      .returning({ id: rentals.id });
    const [doc] = await t.handle.db
      .insert(rentalDocuments)
      .values({
        rentalId: rental?.id ?? "",
        subject: "student",
        kind: "cpf",
        cpf: "52998224725",
        fileName: "",
        contentType: "",
        sizeBytes: 0,
        sha256: "",
      })
      .returning({ id: rentalDocuments.id });
    return { rentalId: rental?.id ?? "", docId: doc?.id ?? "" };
  };
  /**
   * Issue 35, the lease: a rental of the matrix's owner on its own published listing (so an
   * amendment collides with no other), waiting for signatures; its student is `studentId`.
   */
  let leaseListings = 0;
  const leaseRental = async (
    studentId?: string,
    state: "awaiting_signatures" | "awaiting_payment" = "awaiting_signatures",
  ) => {
    const [listing] = await t.handle.db
      .select({ id: properties.id, code: properties.code })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent")))
      .orderBy(desc(properties.id))
      .offset(leaseListings++)
      .limit(1);
    const terms = await interestTermsFor(t.handle.db, listing?.code ?? "");
    const [rental] = await t.handle.db
      .insert(rentals)
      .values({
        code: `L${++counter}${Date.now().toString(36).slice(-4).toUpperCase()}`,
        propertyId: listing?.id ?? 0,
        studentId: studentId ?? (await signup("Stella Student")).id,
        ownerId: who.owner.id,
        state,
        moveIn: "2030-02-01",
        months: 12,
        moveOut: "2031-02-01",
        monthlyRentCents: Math.round(terms.proposalValue * 100),
        guarantee: "escrow_deposit",
        occupants: 1,
        roomNumber: terms.roomNumber ?? null,
        proposedTerms: {},
      })
      .returning();
    return { id: rental?.id ?? "", code: rental?.code ?? "", code_: listing?.code ?? "", terms };
  };
  /** The owner's signing code for a fresh lease, read from the e-mail it went in. */
  const ownersSigningCode = async () => {
    await t.handle.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, who.owner.id));
    const rental = await leaseRental();
    await ownerCall("GET", `/v2/rentals/${rental.id}/lease`);
    await ownerCall("POST", `/v2/rentals/${rental.id}/lease/code`);
    const [mail] = await t.handle.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, who.owner.email), eq(emailOutbox.template, "lease_code")))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return { id: rental.id, code: /(\d{6})$/.exec(mail?.subject ?? "")?.[1] ?? "" };
  };
  let visitListings = 0;
  /** A visit booked on a seeded rental handed to the owner, open for visits every day; answers its id. */
  const ownersVisit = async () => {
    const rows = await t.handle.db
      .select({ code: properties.code })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent")))
      .orderBy(desc(properties.id))
      .limit(++visitListings);
    const code = rows[visitListings - 1]?.code ?? "";
    await t.handle.db.update(properties).set({ ownerId: who.owner.id }).where(eq(properties.code, code));
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: "06:00", end: "22:00" }));
    await ownerCall("PUT", `/v2/owner/listings/${code}/visit-schedule`, {
      modes: ["in_person"],
      windows: everyDay,
      exceptions: [],
    });
    const slots = (await (await t.api.request(`/v2/properties/${code}/visit-slots`)).json()) as VisitSlots;
    const res = await t.api.request(
      `/v2/properties/${code}/visits`,
      jsonRequest({
        startsAt: slots.days[0]?.slots[0]?.startsAt,
        mode: "in_person",
        name: "Lena Müller",
        email: `visita${visitListings}@example.com`,
        phone: "+49 151 23456789",
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as VisitReceipt).visit.id;
  };

  /** A press mention or a testimonial, made by staff, for a row to change or delete; answers its path. */
  const contentItem = async (list: "press-mentions" | "testimonials") => {
    const body =
      list === "press-mentions"
        ? { outlet: "Jornal", headlinePt: "Manchete", url: "https://jornal.example.org/a", publishedOn: "2025-01-02" }
        : { firstName: "Lena", contextPt: "Intercambista", quotePt: "Gostei.", givenOn: "2025-01-02" };
    const res = await as(who.staff.token, "POST", { path: `/v2/admin/${list}`, body });
    expect(res.status, await res.clone().text()).toBe(201);
    return `/v2/admin/${list}/${((await res.json()) as { id: number }).id}`;
  };

  /** A university's access connection (decision 032), made by staff, for a row to change or delete; answers its path. */
  const accessPath = "/v2/admin/universities/usp-butanta/access-connections";
  const accessBody = {
    fromStation: "Butantã",
    line: "Circular 8012-10 (Butantã–USP)",
    operator: "SPTrans",
    rideMinutes: 12,
    headwayMinutes: 8,
    stopLat: -23.5614,
    stopLng: -46.7307,
    source: "SPTrans",
  };
  /**
   * The feed staff's row uploaded loads in the background and holds the commute rewrite lock
   * until done; an access connection saved meanwhile is refused (409). Wait for the load's end.
   */
  const feedLoadsSettled = async () => {
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      const res = await as(who.staff.token, "GET", { path: "/v2/admin/transit" });
      const { loads } = (await res.json()) as { loads: { status: string }[] };
      if (!loads.some((load) => load.status === "queued" || load.status === "running")) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the transit feed load did not finish within a minute");
  };
  const accessConnection = async () => {
    await feedLoadsSettled();
    const res = await as(who.staff.token, "POST", { path: accessPath, body: accessBody });
    expect(res.status, await res.clone().text()).toBe(201);
    return `${accessPath}/${((await res.json()) as { id: number }).id}`;
  };

  /** Issue 35: an account's e-mail proven or not, as the row needs (the gate is checked before the side). */
  const setVerified = async (id: string, verified: boolean) => {
    await t.handle.db
      .update(users)
      .set({ emailVerifiedAt: verified ? new Date() : null })
      .where(eq(users.id, id));
  };
  /**
   * Issue 35, the proposal's moves: a rental in `state` of a listing of its own (ascending, so it
   * never meets `leaseRental`'s), from March 2031, owned by the matrix's owner; its student is
   * `studentId` or a new account.
   */
  let moveListings = 0;
  const movableRental = async (state: "proposed" | "countered" | "awaiting_documents", studentId?: string) => {
    const [listing] = await t.handle.db
      .select({ id: properties.id, code: properties.code })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent")))
      .orderBy(properties.id)
      .offset(moveListings++)
      .limit(1);
    const terms = await interestTermsFor(t.handle.db, listing?.code ?? "");
    const [rental] = await t.handle.db
      .insert(rentals)
      .values({
        code: `P${++counter}${Date.now().toString(36).slice(-4).toUpperCase()}`,
        propertyId: listing?.id ?? 0,
        studentId: studentId ?? (await signup("Stella Student")).id,
        ownerId: who.owner.id,
        state,
        moveIn: "2031-03-01",
        months: terms.stayPeriodMonths,
        moveOut: addMonthsToDate("2031-03-01", terms.stayPeriodMonths),
        monthlyRentCents: Math.round(terms.proposalValue * 100),
        guarantee: "insurance",
        occupants: 1,
        roomNumber: terms.roomNumber ?? null,
        proposedTerms: {},
      })
      .returning({ id: rentals.id });
    return { id: rental?.id ?? "", code: listing?.code ?? "", terms };
  };
  /** The tenant's rental waiting for documents, with a passport photo the tenant sent; answers both ids. */
  const tenantsDocument = async () => {
    await setVerified(who.tenant.id, true);
    const { id } = await movableRental("awaiting_documents", who.tenant.id);
    const form = new FormData();
    form.append("subject", "student");
    form.append("kind", "identity");
    form.append("idType", "passport");
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "passaporte.png");
    const res = await as(who.tenant.token, "POST", { path: `/v2/rentals/${id}/documents`, form });
    expect(res.status, await res.clone().text()).toBe(201);
    const { items } = (await (await as(who.tenant.token, "GET", { path: `/v2/rentals/${id}/documents` })).json()) as {
      items: { id: string }[];
    };
    return { rentalId: id, docId: items[0]?.id ?? "" };
  };

  /**
   * Issue 36: the second factor of the holder of `token` set up as their phone would: answers the
   * code of the moment, or (`confirmed`) turns it on and answers a recovery code; null for
   * someone who may not (not staff).
   */
  const secondFactorSetup = async (token: string, confirmed: boolean) => {
    const res = await as(token, "POST", { path: "/v2/admin/second-factor/enrol", body: {} });
    if (res.status !== 200) return null;
    const { secret } = (await res.json()) as { secret: string };
    const code = OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: Date.now() });
    if (!confirmed) return code;
    const on = await as(token, "POST", { path: "/v2/admin/second-factor/confirm", body: { code } });
    expect(on.status, await on.clone().text()).toBe(200);
    return ((await on.json()) as { recoveryCodes: string[] }).recoveryCodes[0] ?? null;
  };

  const ROWS: Record<string, Row> = {
    "GET /v2/user/me": { rule: "user", setup: async () => ({ path: "/v2/user/me" }) },
    "GET /v2/user/me/export": { rule: "user", setup: async () => ({ path: "/v2/user/me/export" }) },
    "DELETE /v2/user/me": {
      rule: "self",
      freshAccount: true,
      setup: async () => ({ path: "/v2/user/me", body: { password: "Segura1" } }),
    },
    "POST /v2/users/logout": { rule: "user", freshSession: true, setup: async () => ({ path: "/v2/users/logout" }) },
    // Issue 34: a new account asks for a new link; a staff account is verified already (409).
    "POST /v2/user/me/verification-email": {
      rule: "self",
      freshAccount: true,
      setup: async () => ({ path: "/v2/user/me/verification-email" }),
    },
    "GET /v2/user/favorites": { rule: "user", setup: async () => ({ path: "/v2/user/favorites" }) },
    "PUT /v2/user/favorites/{code}": {
      rule: "user",
      setup: async () => ({ path: `/v2/user/favorites/${await publishedCode()}` }),
    },
    "DELETE /v2/user/favorites/{code}": {
      rule: "user",
      setup: async () => ({ path: `/v2/user/favorites/${await publishedCode()}` }),
    },
    "GET /v2/user/interests": { rule: "user", setup: async () => ({ path: "/v2/user/interests" }) },
    "GET /v2/owner/listings": { rule: "user", setup: async () => ({ path: "/v2/owner/listings" }) },
    "POST /v2/owner/listings": {
      rule: "user",
      freshTenant: true,
      setup: async () => ({ path: "/v2/owner/listings", body: { title: "Quarto" } }),
    },
    "GET /v2/owner/interests": { rule: "user", setup: async () => ({ path: "/v2/owner/interests" }) },
    "GET /v2/owner/postal-codes/{cep}": {
      rule: "user",
      setup: async () => ({ path: "/v2/owner/postal-codes/05402100" }),
    },
    "GET /v2/owner/listings/{code}": {
      rule: "listing",
      setup: async () => ({ path: `/v2/owner/listings/${(await ownersListing()).code}` }),
    },
    "PATCH /v2/owner/listings/{code}": {
      rule: "listing",
      setup: async () => ({ path: `/v2/owner/listings/${(await ownersListing()).code}`, body: { areaM2: 60 } }),
    },
    "DELETE /v2/owner/listings/{code}": {
      rule: "listing",
      setup: async () => ({ path: `/v2/owner/listings/${(await ownersListing()).code}` }),
    },
    "DELETE /v2/owner/listings/{code}/changes": {
      rule: "listing",
      setup: async () => ({ path: `/v2/owner/listings/${(await changedListing()).code}/changes` }),
    },
    "POST /v2/owner/listings/{code}/submit": {
      rule: "listing",
      setup: async () => ({ path: `/v2/owner/listings/${(await ownersListing()).code}/submit` }),
    },
    "POST /v2/owner/listings/{code}/photos": {
      rule: "listing",
      setup: async () => ({ path: `/v2/owner/listings/${(await ownersListing()).code}/photos`, form: photoForm() }),
    },
    "DELETE /v2/owner/listings/{code}/photos/{photoId}": {
      rule: "listing",
      setup: async () => {
        const listing = await ownersListing();
        return { path: `/v2/owner/listings/${listing.code}/photos/${listing.photos[0]?.id}` };
      },
    },
    "PUT /v2/owner/listings/{code}/photos/order": {
      rule: "listing",
      setup: async () => {
        const listing = await ownersListing();
        return {
          path: `/v2/owner/listings/${listing.code}/photos/order`,
          body: { ids: listing.photos.map((p) => p.id) },
        };
      },
    },
    "PUT /v2/owner/listings/{code}/rooms/{roomId}": {
      rule: "listing",
      setup: async () => {
        const listing = await ownersListing();
        return { path: `/v2/owner/listings/${listing.code}/rooms/${listing.rooms[0]?.id}`, body: { available: false } };
      },
    },
    "GET /v2/roommates/profile": { rule: "user", setup: async () => ({ path: "/v2/roommates/profile" }) },
    "PUT /v2/roommates/profile": {
      rule: "user",
      setup: async () => ({ path: "/v2/roommates/profile", body: roommateAnswers }),
    },
    "DELETE /v2/roommates/profile": { rule: "user", setup: async () => ({ path: "/v2/roommates/profile" }) },
    "PUT /v2/roommates/profile/visibility": {
      rule: "user",
      setup: async (token) => {
        await roommateProfile(token);
        return { path: "/v2/roommates/profile/visibility", body: { visible: true } };
      },
    },
    "GET /v2/roommates/matches": {
      rule: "user",
      setup: async (token) => {
        await roommateProfile(token);
        return { path: "/v2/roommates/matches" };
      },
    },
    "GET /v2/roommates/matches/{profileId}/listings": {
      rule: "user",
      setup: async (token) => ({
        path: `/v2/roommates/matches/${(await roommateMatch(token)).profileId}/listings`,
      }),
    },
    "POST /v2/roommates/contact-requests": {
      rule: "user",
      setup: async (token) => ({
        path: "/v2/roommates/contact-requests",
        body: { profileId: (await roommateMatch(token)).profileId },
      }),
    },
    "POST /v2/roommates/contact-requests/{id}/accept": {
      rule: "user",
      setup: async (token) => ({ path: `/v2/roommates/contact-requests/${await roommateRequestTo(token)}/accept` }),
    },
    "POST /v2/roommates/contact-requests/{id}/decline": {
      rule: "user",
      setup: async (token) => ({
        path: `/v2/roommates/contact-requests/${await roommateRequestTo(token)}/decline`,
      }),
    },
    "GET /v2/roommates/requests": { rule: "user", setup: async () => ({ path: "/v2/roommates/requests" }) },
    "GET /v2/admin/leads": { rule: "staff", setup: async () => ({ path: "/v2/admin/leads?q=lena" }) },
    "GET /v2/admin/transit": { rule: "staff", setup: async () => ({ path: "/v2/admin/transit" }) },
    // Staff's call queues a load (202) that this server then runs in the background (decision 033).
    "POST /v2/admin/transit/feeds": {
      rule: "staff",
      setup: async () => {
        const form = new FormData();
        const zip = demoFeedZip(undefined, { "feed_info.txt": feedInfo("20240301") }) as Uint8Array<ArrayBuffer>;
        form.append("feed", new Blob([zip], { type: "application/zip" }), "feed.zip");
        return { path: "/v2/admin/transit/feeds", form };
      },
    },
    "GET /v2/admin/leads.csv": { rule: "staff", setup: async () => ({ path: "/v2/admin/leads.csv" }) },
    "GET /v2/admin/leads/{kind}/{id}": {
      rule: "staff",
      setup: async () => ({ path: `/v2/admin/leads/concierge/${await conciergeLead()}` }),
    },
    "PATCH /v2/admin/leads/{kind}/{id}": {
      rule: "staff",
      setup: async () => ({ path: `/v2/admin/leads/concierge/${await conciergeLead()}`, body: { status: "closed" } }),
    },
    "GET /v2/admin/reports": { rule: "staff", setup: async () => ({ path: "/v2/admin/reports?status=open" }) },
    "PATCH /v2/admin/reports/{id}": {
      rule: "staff",
      setup: async () => ({ path: `/v2/admin/reports/${await listingReport()}`, body: { status: "dismissed" } }),
    },
    "GET /v2/admin/listings": { rule: "staff", setup: async () => ({ path: "/v2/admin/listings" }) },
    "POST /v2/admin/listings/{code}/publish": {
      rule: "staff",
      setup: async () => ({ path: `/v2/admin/listings/${(await pendingListing()).code}/publish` }),
    },
    "POST /v2/admin/listings/{code}/reject": {
      rule: "staff",
      setup: async () => ({
        path: `/v2/admin/listings/${(await pendingListing()).code}/reject`,
        body: { reason: "Faltam fotos da cozinha." },
      }),
    },
    "GET /v2/admin/listing-changes": { rule: "staff", setup: async () => ({ path: "/v2/admin/listing-changes" }) },
    "POST /v2/admin/listing-changes/{code}/approve": {
      rule: "staff",
      setup: async () => ({
        path: `/v2/admin/listing-changes/${(await changedListing()).code}/approve`,
        body: { version: 1 },
      }),
    },
    "POST /v2/admin/listing-changes/{code}/decline": {
      rule: "staff",
      setup: async () => ({
        path: `/v2/admin/listing-changes/${(await changedListing()).code}/decline`,
        body: { version: 1, reason: "Sem telefone no título." },
      }),
    },
    "PATCH /v2/admin/listings/{code}": {
      rule: "staff",
      setup: async () => ({ path: `/v2/admin/listings/${await publishedCode()}`, body: { sponsored: false } }),
    },
    "PUT /v2/admin/listings/{code}/verification": {
      rule: "staff",
      setup: async () => ({
        path: `/v2/admin/listings/${await publishedCode()}/verification`,
        body: { method: "visit" },
      }),
    },
    "DELETE /v2/admin/listings/{code}/verification": {
      rule: "staff",
      setup: async () => ({ path: `/v2/admin/listings/${await publishedCode()}/verification` }),
    },
    "GET /v2/alerts": { rule: "user", setup: async () => ({ path: "/v2/alerts" }) },
    "PATCH /v2/alerts/{id}": {
      rule: "user",
      setup: async (token) => ({ path: await alertOf(token), body: { frequency: "weekly" } }),
    },
    "DELETE /v2/alerts/{id}": { rule: "user", setup: async (token) => ({ path: await alertOf(token) }) },
    "GET /v2/owner/visits": { rule: "user", setup: async () => ({ path: "/v2/owner/visits" }) },
    "GET /v2/owner/listings/{code}/visit-schedule": {
      rule: "listing",
      setup: async () => ({ path: `/v2/owner/listings/${(await ownersListing()).code}/visit-schedule` }),
    },
    "PUT /v2/owner/listings/{code}/visit-schedule": {
      rule: "listing",
      setup: async () => ({
        path: `/v2/owner/listings/${(await ownersListing()).code}/visit-schedule`,
        body: { modes: ["in_person"], windows: [{ weekday: 1, start: "09:00", end: "12:00" }], exceptions: [] },
      }),
    },
    "POST /v2/owner/visits/{id}/confirm": {
      rule: "listing",
      setup: async () => ({ path: `/v2/owner/visits/${await ownersVisit()}/confirm` }),
    },
    "POST /v2/owner/visits/{id}/decline": {
      rule: "listing",
      setup: async () => ({ path: `/v2/owner/visits/${await ownersVisit()}/decline` }),
    },
    "GET /v2/admin/visits": { rule: "staff", setup: async () => ({ path: "/v2/admin/visits" }) },
    "GET /v2/admin/rentals": { rule: "staff", setup: async () => ({ path: "/v2/admin/rentals" }) },
    // Issue 36, point 8: staff's own second factor (a new account each, as turning it on is once),
    // and the audit log, a money page (staff's session confirmed its second factor).
    "GET /v2/admin/second-factor": { rule: "staff", setup: async () => ({ path: "/v2/admin/second-factor" }) },
    "POST /v2/admin/second-factor/enrol": {
      rule: "staff",
      freshAccount: true,
      setup: async () => ({ path: "/v2/admin/second-factor/enrol", body: {} }),
    },
    "POST /v2/admin/second-factor/confirm": {
      rule: "staff",
      freshAccount: true,
      setup: async (token) => ({
        path: "/v2/admin/second-factor/confirm",
        body: { code: (await secondFactorSetup(token, false)) ?? "000000" },
      }),
    },
    "POST /v2/admin/second-factor/verify": {
      rule: "staff",
      freshAccount: true,
      setup: async (token) => ({
        path: "/v2/admin/second-factor/verify",
        body: { recoveryCode: (await secondFactorSetup(token, true)) ?? "AAAA-AAAA-AAAA-AAAA" },
      }),
    },
    "GET /v2/admin/audit": {
      rule: "staff",
      setup: async () => {
        await moneyStaffSession();
        return { path: "/v2/admin/audit" };
      },
    },
    "GET /v2/admin/rentals.csv": { rule: "staff", setup: async () => ({ path: "/v2/admin/rentals.csv" }) },
    // Issue 35, documents: the owner sees their statuses, staff review them (the student's side: rental-documents.test.ts).
    // Issue 35, the proposal and its answers (rentals' own matrix of moves × states: rental-matrix.test.ts).
    "POST /v2/properties/{code}/rentals": {
      rule: "proposer",
      setup: async () => {
        await setVerified(who.owner.id, false);
        await setVerified(who.tenant.id, false);
        const code = await publishedCode();
        const terms = await interestTermsFor(t.handle.db, code);
        const moveDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
        return {
          path: `/v2/properties/${code}/rentals`,
          body: { ...terms, moveDate, warrantyType: "insurance", occupants: 1 },
        };
      },
    },
    "GET /v2/rentals": { rule: "user", setup: async () => ({ path: "/v2/rentals?as=student" }) },
    "GET /v2/rentals/{id}": {
      rule: "listing",
      setup: async () => ({ path: `/v2/rentals/${(await movableRental("proposed")).id}` }),
    },
    "POST /v2/rentals/{id}/accept": {
      rule: "listing",
      setup: async () => ({ path: `/v2/rentals/${(await movableRental("proposed")).id}/accept` }),
    },
    "POST /v2/rentals/{id}/decline": {
      rule: "listing",
      setup: async () => ({
        path: `/v2/rentals/${(await movableRental("proposed")).id}/decline`,
        body: { reason: "other" },
      }),
    },
    "POST /v2/rentals/{id}/counter": {
      rule: "listing",
      setup: async () => {
        const { id, terms } = await movableRental("proposed");
        const moveDate = new Date(Date.now() + 50 * 86_400_000).toISOString().slice(0, 10);
        return {
          path: `/v2/rentals/${id}/counter`,
          body: { moveDate, stayPeriodMonths: terms.stayPeriodMonths, proposalValue: terms.proposalValue },
        };
      },
    },
    "POST /v2/rentals/{id}/withdraw": {
      rule: "studentMove",
      setup: async () => ({ path: `/v2/rentals/${(await movableRental("proposed", who.tenant.id)).id}/withdraw` }),
    },
    "POST /v2/rentals/{id}/accept-counter": {
      rule: "studentMove",
      setup: async () => ({
        path: `/v2/rentals/${(await movableRental("countered", who.tenant.id)).id}/accept-counter`,
      }),
    },
    "POST /v2/rentals/{id}/decline-counter": {
      rule: "studentMove",
      setup: async () => ({
        path: `/v2/rentals/${(await movableRental("countered", who.tenant.id)).id}/decline-counter`,
      }),
    },
    // Issue 35, the student's documents: sent and deleted by the student, opened by the student and staff.
    "POST /v2/rentals/{id}/documents": {
      rule: "docSender",
      setup: async () => {
        await setVerified(who.tenant.id, true);
        const { id } = await movableRental("awaiting_documents", who.tenant.id);
        const form = new FormData();
        form.append("subject", "student");
        form.append("kind", "cpf");
        form.append("cpf", "529.982.247-25");
        return { path: `/v2/rentals/${id}/documents`, form };
      },
    },
    "DELETE /v2/rentals/{id}/documents/{docId}": {
      rule: "docSender",
      setup: async () => {
        const { rentalId, docId } = await tenantsDocument();
        return { path: `/v2/rentals/${rentalId}/documents/${docId}` };
      },
    },
    "GET /v2/rentals/{id}/documents/{docId}/file": {
      rule: "docReader",
      setup: async () => {
        const { rentalId, docId } = await tenantsDocument();
        return { path: `/v2/rentals/${rentalId}/documents/${docId}/file` };
      },
    },
    // Issue 35, the conversation: the rental's parties and staff (the tenant is no party here).
    "GET /v2/rentals/{id}/messages": {
      rule: "listing",
      setup: async () => ({ path: `/v2/rentals/${(await rentalDocument()).rentalId}/messages` }),
    },
    "POST /v2/rentals/{id}/messages": {
      rule: "listing",
      setup: async () => ({
        path: `/v2/rentals/${(await rentalDocument()).rentalId}/messages`,
        body: { body: "Olá!" },
      }),
    },
    "POST /v2/rentals/{id}/messages/{messageId}/report": {
      rule: "reporter",
      setup: async () => {
        const { rentalId } = await rentalDocument();
        const [message] = await t.handle.db
          .insert(rentalMessages)
          .values({ rentalId, author: "student", body: "Pague por fora." })
          .returning({ id: rentalMessages.id });
        return { path: `/v2/rentals/${rentalId}/messages/${message?.id}/report`, body: { reason: "Golpe" } };
      },
    },
    "GET /v2/rentals/{id}/documents": {
      rule: "listing",
      setup: async () => ({ path: `/v2/rentals/${(await rentalDocument()).rentalId}/documents` }),
    },
    "POST /v2/admin/rental-documents/{docId}/approve": {
      rule: "staff",
      setup: async () => ({ path: `/v2/admin/rental-documents/${(await rentalDocument()).docId}/approve` }),
    },
    "POST /v2/admin/rental-documents/{docId}/reject": {
      rule: "staff",
      setup: async () => ({
        path: `/v2/admin/rental-documents/${(await rentalDocument()).docId}/reject`,
        body: { reason: "Ilegível" },
      }),
    },
    // Issue 36, a rental's money: its parties and staff (the Pix code for the student and staff only: rental-payments.test.ts).
    "GET /v2/rentals/{id}/payments": {
      rule: "listing",
      setup: async () => ({ path: `/v2/rentals/${(await leaseRental(undefined, "awaiting_payment")).id}/payments` }),
    },
    "GET /v2/rentals/{id}/charges/{chargeId}/receipt": {
      rule: "listing",
      setup: async () => {
        const { id } = await leaseRental(undefined, "awaiting_payment");
        const [charge] = await t.handle.db
          .insert(charges)
          .values({
            rentalId: id,
            kind: "first_payment",
            dueOn: "2030-01-13",
            depositCents: 100_000,
            amountCents: 100_000,
            status: "paid",
            paidAt: new Date(),
          })
          .returning({ id: charges.id });
        await t.handle.db.insert(payments).values({
          chargeId: charge?.id ?? "",
          sourceRef: `statement:matrix-${charge?.id}`,
          amountCents: 100_000,
          receivedAt: new Date(),
        });
        return { path: `/v2/rentals/${id}/charges/${charge?.id}/receipt` };
      },
    },
    // Issue 35, the lease: read and amended by its parties and staff, signed by its student or owner.
    "GET /v2/rentals/{id}/lease": {
      rule: "listing",
      setup: async () => ({ path: `/v2/rentals/${(await leaseRental()).id}/lease` }),
    },
    "GET /v2/rentals/{id}/lease.pdf": {
      rule: "listing",
      setup: async () => {
        const { id } = await leaseRental();
        await ownerCall("GET", `/v2/rentals/${id}/lease`);
        return { path: `/v2/rentals/${id}/lease.pdf` };
      },
    },
    "POST /v2/rentals/{id}/lease/code": {
      rule: "signer",
      setup: async () => {
        await t.handle.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, who.owner.id));
        await setVerified(who.tenant.id, false);
        const { id } = await leaseRental();
        await ownerCall("GET", `/v2/rentals/${id}/lease`);
        return { path: `/v2/rentals/${id}/lease/code` };
      },
    },
    "POST /v2/rentals/{id}/lease/sign": {
      rule: "signer",
      setup: async () => {
        await setVerified(who.tenant.id, false);
        const { id, code } = await ownersSigningCode();
        return { path: `/v2/rentals/${id}/lease/sign`, body: { typedName: "Olga Owner", code } };
      },
    },
    "POST /v2/rentals/{id}/amend": {
      rule: "listing",
      setup: async () => {
        const { id, terms } = await leaseRental();
        const moveDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
        const body = { moveDate, stayPeriodMonths: terms.stayPeriodMonths, proposalValue: terms.proposalValue };
        return { path: `/v2/rentals/${id}/amend`, body };
      },
    },
    "GET /v2/rentals/{id}/housing-letter.pdf": {
      rule: "student",
      setup: async () => {
        const rental = await leaseRental(who.tenant.id, "awaiting_payment");
        const terms = leaseTermsFrom({
          rentalCode: rental.code,
          version: 1,
          issuedOn: "2030-01-10",
          student: { name: "Tina Tenant" },
          owner: { name: "Olga Owner" },
          terms: {
            moveIn: "2030-02-01",
            months: 12,
            monthlyRentCents: 250_000,
            guarantee: "escrow_deposit",
            occupants: 1,
            roomNumber: null,
          },
          listing: {
            code: rental.code_,
            address: {
              street: "Rua A",
              number: "1",
              complement: "",
              neighbourhood: "Centro",
              city: "São Paulo",
              state: "SP",
              postalCode: "",
            },
            billsIncluded: [],
            smokingAllowed: false,
            maxOccupants: 2,
          },
        });
        await t.handle.db.insert(leases).values({
          rentalId: rental.id,
          version: 1,
          terms,
          storageKey: "leases/none",
          sha256: "0".repeat(64),
          signedStorageKey: "leases/none-signed",
          signedSha256: "0".repeat(64),
        });
        return { path: `/v2/rentals/${rental.id}/housing-letter.pdf?lang=en` };
      },
    },
    // Issue 36, payouts: each account reads and changes only its own (no id in the path: the session
    // names it; payouts.test.ts shows another owner's page stays empty). Batches are staff's, with a
    // second factor confirmed in the session (set here as the code prompt would).
    "GET /v2/me/payout-account": { rule: "user", setup: async () => ({ path: "/v2/me/payout-account" }) },
    "POST /v2/me/payout-account": {
      rule: "user",
      setup: async () => ({
        path: "/v2/me/payout-account",
        body: {
          method: "bank_account",
          bankCode: "341",
          branch: "0123",
          accountNumber: "12345-6",
          holderName: "Olga Owner",
          holderDocument: "529.982.247-25",
        },
      }),
    },
    "GET /v2/me/payouts": { rule: "user", setup: async () => ({ path: "/v2/me/payouts" }) },
    "POST /v2/admin/payout-batches": {
      rule: "staff",
      setup: async () => {
        await moneyStaffSession();
        return { path: "/v2/admin/payout-batches" };
      },
    },
    "GET /v2/admin/payout-batches": {
      rule: "staff",
      setup: async () => {
        await moneyStaffSession();
        return { path: "/v2/admin/payout-batches" };
      },
    },
    "GET /v2/admin/payout-batches/{id}/csv": {
      rule: "staff",
      setup: async () => {
        await moneyStaffSession();
        const [batch] = await t.handle.db
          .insert(payoutBatches)
          .values({ payoutCount: 0, totalCents: 0 })
          .returning({ id: payoutBatches.id });
        return { path: `/v2/admin/payout-batches/${batch?.id}/csv` };
      },
    },
    // Issue 36, bank statements: staff only, in a session that confirmed its second factor.
    "POST /v2/admin/statements": {
      rule: "staff",
      setup: async () => {
        await moneyStaffSession();
        const fitid = `M${Date.now()}${Math.floor(Math.random() * 1e6)}`;
        const file = ofxOf([{ fitid, postedOn: "2026-11-20", amount: "12.34", memo: `PIX RECEBIDO - ${fitid}` }]);
        return { path: "/v2/admin/statements", form: statementForm(file) };
      },
    },
    "GET /v2/admin/statements/unmatched": {
      rule: "staff",
      setup: async () => {
        await moneyStaffSession();
        return { path: "/v2/admin/statements/unmatched" };
      },
    },
    "POST /v2/admin/statement-lines/{id}/match": {
      rule: "staff",
      setup: async () => {
        await moneyStaffSession();
        return {
          path: `/v2/admin/statement-lines/${await waitingLine(50_000)}/match`,
          body: { chargeId: await openCharge() },
        };
      },
    },
    "POST /v2/admin/statement-lines/{id}/ignore": {
      rule: "staff",
      setup: async () => {
        await moneyStaffSession();
        return {
          path: `/v2/admin/statement-lines/${await waitingLine(-990)}/ignore`,
          body: { note: "Tarifa do banco" },
        };
      },
    },
    "POST /v2/admin/statement-lines/{id}/refund-paid": {
      rule: "staff",
      setup: async () => {
        await moneyStaffSession();
        await refundOwedToTenant();
        return {
          path: `/v2/admin/statement-lines/${await waitingLine(-30_000)}/refund-paid`,
          body: { studentId: who.tenant.id },
        };
      },
    },
    // Issue 36, arrival: the student confirms moving in or claims; the claim's photos are that student's and staff's only.
    "GET /v2/rentals/{id}/arrival": {
      rule: "party",
      setup: async () => ({ path: `/v2/rentals/${(await tenantsClaim()).rentalId}/arrival` }),
    },
    "POST /v2/rentals/{id}/move-in": {
      rule: "studentMove",
      setup: async () => ({ path: `/v2/rentals/${await arrivalRental("awaiting_move_in")}/move-in` }),
    },
    "POST /v2/rentals/{id}/claim": {
      rule: "studentMove",
      setup: async () => {
        const form = new FormData();
        form.append("reason", "unsafe");
        form.append("description", "The front door lock is broken and does not close.");
        return { path: `/v2/rentals/${await arrivalRental("awaiting_move_in")}/claim`, form };
      },
    },
    "GET /v2/rentals/{id}/claim": {
      rule: "docReader",
      setup: async () => ({ path: `/v2/rentals/${(await tenantsClaim()).rentalId}/claim` }),
    },
    "GET /v2/rentals/{id}/claim/photos/{index}": {
      rule: "docReader",
      setup: async () => ({ path: `/v2/rentals/${(await tenantsClaim()).rentalId}/claim/photos/0` }),
    },
    "GET /v2/admin/claims": { rule: "staff", setup: async () => ({ path: "/v2/admin/claims" }) },
    "GET /v2/admin/claims/{id}": {
      rule: "staff",
      setup: async () => ({ path: `/v2/admin/claims/${(await tenantsClaim()).claimId}` }),
    },
    "POST /v2/admin/claims/{id}/decision": {
      rule: "staff",
      setup: async () => {
        await moneyStaffSession();
        return { path: `/v2/admin/claims/${(await tenantsClaim()).claimId}/decision`, body: { decision: "release" } };
      },
    },
    // Issue 36, cancellation by policy: the rental's student or owner.
    "GET /v2/rentals/{id}/cancellation": {
      rule: "canceller",
      setup: async () => ({ path: `/v2/rentals/${await arrivalRental("awaiting_payment")}/cancellation` }),
    },
    "POST /v2/rentals/{id}/cancellation": {
      rule: "canceller",
      setup: async () => ({
        path: `/v2/rentals/${await arrivalRental("awaiting_payment")}/cancellation`,
        body: { confirm: true },
      }),
    },
    "GET /v2/admin/customers": { rule: "staff", setup: async () => ({ path: "/v2/admin/customers" }) },
    "GET /v2/admin/users": { rule: "staff", setup: async () => ({ path: "/v2/admin/users?role=staff" }) },
    "GET /v2/admin/universities/{slug}/access-connections": {
      rule: "staff",
      setup: async () => ({ path: accessPath }),
    },
    "POST /v2/admin/universities/{slug}/access-connections": {
      rule: "staff",
      setup: async () => {
        await feedLoadsSettled();
        return { path: accessPath, body: accessBody };
      },
    },
    "PUT /v2/admin/universities/{slug}/access-connections/{id}": {
      rule: "staff",
      setup: async () => ({ path: await accessConnection(), body: accessBody }),
    },
    "DELETE /v2/admin/universities/{slug}/access-connections/{id}": {
      rule: "staff",
      setup: async () => ({ path: await accessConnection() }),
    },
    "GET /v2/admin/press-mentions": { rule: "staff", setup: async () => ({ path: "/v2/admin/press-mentions" }) },
    "POST /v2/admin/press-mentions": {
      rule: "staff",
      setup: async () => ({
        path: "/v2/admin/press-mentions",
        body: {
          outlet: "Jornal",
          headlinePt: "Manchete",
          url: "https://jornal.example.org/b",
          publishedOn: "2025-01-02",
        },
      }),
    },
    "PATCH /v2/admin/press-mentions/{id}": {
      rule: "staff",
      setup: async () => ({ path: await contentItem("press-mentions"), body: { published: true } }),
    },
    "DELETE /v2/admin/press-mentions/{id}": {
      rule: "staff",
      setup: async () => ({ path: await contentItem("press-mentions") }),
    },
    "GET /v2/admin/testimonials": { rule: "staff", setup: async () => ({ path: "/v2/admin/testimonials" }) },
    "POST /v2/admin/testimonials": {
      rule: "staff",
      setup: async () => ({
        path: "/v2/admin/testimonials",
        body: { firstName: "Ana", contextPt: "Estudante, USP", quotePt: "Ótimo.", givenOn: "2025-01-02" },
      }),
    },
    "PATCH /v2/admin/testimonials/{id}": {
      rule: "staff",
      setup: async () => ({ path: await contentItem("testimonials"), body: { published: true } }),
    },
    "DELETE /v2/admin/testimonials/{id}": {
      rule: "staff",
      setup: async () => ({ path: await contentItem("testimonials") }),
    },
    "PATCH /v2/admin/users/{id}": {
      rule: "staff",
      setup: async () => ({ path: `/v2/admin/users/${(await signup("Alvo")).id}`, body: { role: "provider" } }),
    },
  };

  /** A new account of the actor's kind: owners with a listing of their own, staff promoted. */
  const freshAccount = async (actor: Exclude<Actor, "visitor">) => {
    const account = await signup(`Nova ${actor}`);
    if (actor === "owner" || actor === "other") {
      const res = await as(account.token, "POST", { path: "/v2/owner/listings", body: { title: "Meu" } });
      expect(res.status).toBe(201);
    }
    if (actor === "staff") await ensureStaffAccount(t.handle.db, { email: account.email, password: "Segura1" });
    return account.token;
  };

  let operations: { key: string; method: string; secured: boolean }[] = [];
  beforeAll(async () => {
    png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#1e8449" } })
      .png()
      .toBuffer();
    who.tenant = await signup("Tina Tenant");
    who.owner = await signup("Olga Owner");
    who.other = await signup("Otto Other");
    who.staff = await signup("Sara Staff");
    await ensureStaffAccount(t.handle.db, { email: who.staff.email, password: "Segura1" });
    // Both owners have a listing of their own.
    for (const actor of [who.owner, who.other]) {
      const res = await as(actor.token, "POST", { path: "/v2/owner/listings", body: { title: "Meu" } });
      expect(res.status).toBe(201);
    }
    const doc = (await (await t.api.request("/v2/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        // A requirement of `{}` among them makes the session optional (an alert made signed in or not).
        secured: (op.security?.length ?? 0) > 0 && !op.security?.some((r) => Object.keys(r as object).length === 0),
      })),
    );
  }, 120_000);

  it("has a row for every operation that is not public, and no row for one that is gone", () => {
    expect(operations.length).toBeGreaterThan(40);
    const keys = operations.map((op) => op.key);
    const uncovered = keys.filter((key) => !PUBLIC.has(key) && !ROWS[key]);
    expect(uncovered, "operations with neither a row nor a place on the public list").toEqual([]);
    expect(Object.keys(ROWS).filter((key) => !keys.includes(key))).toEqual([]);
    expect([...PUBLIC].filter((key) => !keys.includes(key))).toEqual([]);
    expect(Object.keys(ROWS).filter((key) => PUBLIC.has(key))).toEqual([]);
    // The document says which need a session, and agrees with the list.
    for (const op of operations) expect(op.secured, op.key).toBe(!PUBLIC.has(op.key));
  });

  it("answers each actor as the policy says, for every non-public operation", async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => !PUBLIC.has(o.key))) {
      const row = ROWS[op.key];
      if (!row) continue;
      for (const actor of ACTORS) {
        let token: string | undefined;
        if (actor !== "visitor") {
          token = who[actor].token;
          if (row.freshAccount) token = await freshAccount(actor);
          else if (row.freshTenant && actor === "tenant") token = (await signup("Nova")).token;
          else if (row.freshSession) token = await login(who[actor].email);
        }
        const call = await row.setup(token ?? who.tenant.token);
        const res = await as(token, op.method, call);
        const expected = EXPECTED[row.rule][actor];
        const fine = expected === "2xx" ? res.status >= 200 && res.status < 300 : res.status === expected;
        if (!fine) failures.push(`${op.key} as ${actor}: ${res.status} (expected ${expected}) ${await res.text()}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
