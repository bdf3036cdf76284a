import type { AlertReceipt, SavedAlertList } from "@campuslar/domain/alerts/alert-forms";
import { alertMessage } from "@campuslar/domain/alerts/alert-messages";
import type { OwnerInterest, OwnerListing } from "@campuslar/domain/listing/owner-listing-dto";
import { ERASED_PERSON_NAME } from "@campuslar/domain/user/account-deletion";
import type { AccountExport } from "@campuslar/domain/user/account-export";
import { ACCOUNT_MESSAGES } from "@campuslar/domain/user/account-rules";
import { and, desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../auth/tokens.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { emailVerificationTokens } from "../../db/schema/users.ts";
import { createMemoryRateLimiter } from "../../lib/rate-limit.ts";
import { interestTermsFor } from "../../test/interest-terms.ts";
import { interestBody } from "../../test/lead-bodies.ts";
import { COMPLETE_LISTING_FORM } from "../../test/listing-forms.ts";
import { ok, useOwnerListingApi } from "../../test/owner-listing-api.ts";
import { jsonRequest, useTestApi } from "../../test/test-api.ts";
import { verificationTokenFor, verifyThroughLink } from "../../test/verify-email-link.ts";

type Session = { token: string; user: { id: string; email: string; emailVerified: boolean } };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/*
 * Issue 34, point 17: an account's e-mail is verified by a link e-mailed at signup. Until it is,
 * the account logs in and works, but claims nothing sent under the address: no lead, e-mail or
 * alert in its export, none erased with it, and its own alerts wait for a confirmation e-mail.
 */

describe("the link that verifies an account's e-mail", () => {
  let clock = new Date("2026-11-28T10:00:00Z");
  // Real counters (in memory), on the test's clock, so the limit on new links is production's.
  const t = useTestApi({ now: () => clock, rateLimiter: createMemoryRateLimiter() });
  let counter = 0;
  const post = (path: string, body: unknown, token?: string, lang = "pt") =>
    t.api.request(
      path,
      jsonRequest(body, {
        headers: { "accept-language": lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    );
  const me = async (token: string) =>
    (
      (await ok<{ user: Session["user"] }>(
        await t.api.request("/v2/user/me", { headers: { authorization: `Bearer ${token}` } }),
      )) as { user: Session["user"] }
    ).user;
  const signup = async (lang = "pt") => {
    const email = `verifica${++counter}.${Date.now()}@example.com`;
    const res = await post(
      "/v2/users/signup",
      { name: "Lia Prado", phone: "+55 11 91234-5678", email, password: "Segura1" },
      undefined,
      lang,
    );
    return ok<Session>(res, 201);
  };
  const resend = (token: string, lang = "pt") =>
    t.api.request(`/v2/user/me/verification-email?lang=${lang}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
  const verificationMails = (email: string) =>
    t.handle.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, "email_verification"), eq(emailOutbox.toAddress, email)))
      .orderBy(desc(emailOutbox.id));

  it("signs up unverified, e-mails a welcome with a link stored only hashed, and the link works once", async () => {
    const session = await signup("en");
    expect(session.user.emailVerified).toBe(false);
    const [mail, ...others] = await verificationMails(session.user.email);
    expect(others).toHaveLength(0);
    expect(mail?.subject).toBe("Welcome to CampusLar: confirm your e-mail");
    expect(mail?.textBody).toMatch(/It works once, for 48 hours/);
    const token = await verificationTokenFor(t.handle, session.user.email);
    expect(mail?.textBody).toContain(`http://localhost:3000/en/verificar-email?token=${token}`);
    const [stored] = await t.handle.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, session.user.id));
    expect(stored?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored?.expiresAt.getTime()).toBe(clock.getTime() + 48 * 3_600_000);

    // Login works before the address is verified: nobody is locked out.
    const login = await post("/v2/users/login", { email: session.user.email, password: "Segura1" });
    expect(((await ok<Session>(login)) as Session).user.emailVerified).toBe(false);

    const verified = await post("/v2/users/verify-email", { token }, undefined, "en");
    expect(await ok(verified)).toMatchObject({
      message: ACCOUNT_MESSAGES.emailVerified.en,
      user: { id: session.user.id, emailVerified: true },
    });
    expect((await me(session.token)).emailVerified).toBe(true);

    const again = await post("/v2/users/verify-email", { token });
    expect(again.status).toBe(400);
    expect(((await again.json()) as ErrorBody).error).toMatchObject({
      message: ACCOUNT_MESSAGES.verifyTokenInvalid.pt,
      fields: { token: "verify.tokenInvalid" },
    });
  });

  it("refuses a link after its 48 hours, and one never sent", async () => {
    const session = await signup();
    const token = await verificationTokenFor(t.handle, session.user.email);
    const unknown = await post("/v2/users/verify-email", { token: "x".repeat(43) });
    expect(unknown.status).toBe(400);
    clock = new Date(clock.getTime() + 48 * 3_600_000 + 1_000);
    const late = await post("/v2/users/verify-email", { token });
    expect(late.status).toBe(400);
    expect((await me(session.token)).emailVerified).toBe(false);
  });

  it("sends a new link when asked, at most three an hour, and none once the address is verified", async () => {
    const session = await signup();
    for (let i = 0; i < 3; i++) {
      expect(await ok(await resend(session.token, "en"))).toEqual({ message: ACCOUNT_MESSAGES.verifySent.en });
    }
    const mails = await verificationMails(session.user.email);
    expect(mails).toHaveLength(4);
    expect(mails[0]?.subject).toBe("Confirme seu e-mail no CampusLar");
    const refused = await resend(session.token, "en");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as ErrorBody).error.message).toBe(ACCOUNT_MESSAGES.tooManyAttempts.en);
    expect(await verificationMails(session.user.email)).toHaveLength(4);

    // The newest link verifies; an hour later, asking again is answered that there is nothing to do.
    await verifyThroughLink(t, session.user.email);
    clock = new Date(clock.getTime() + 61 * 60_000);
    const done = await resend(session.token);
    expect(done.status).toBe(409);
    expect(((await done.json()) as ErrorBody).error.message).toBe(ACCOUNT_MESSAGES.alreadyVerified.pt);
    expect(await verificationMails(session.user.email)).toHaveLength(4);
    expect((await resend("")).status).toBe(401);
  });
});

describe("an account opened on someone else's e-mail claims nothing sent under it until the link is opened", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  const t = useOwnerListingApi("verify-holes", now);
  let code = "";
  let ownerToken = "";
  let counter = 0;

  const as = (token: string, method: string, path: string, body?: unknown) => t.call(method, path, token, body);
  const signupWith = async (email: string, name: string) =>
    ok<Session>(
      await t.api.request(
        "/v2/users/signup",
        jsonRequest({ name, phone: "+55 11 95555-0000", email, password: "Segura1" }),
      ),
      201,
    );
  /** Ana, logged out, tells the owner she is interested: her name, phone and words. */
  const anaWrites = async (email: string, comments: string) => {
    const terms = await interestTermsFor(t.handle.db, code);
    const body = interestBody(code, { name: "Ana Verdadeira", email, phone: "(11) 97777-3333", comments, ...terms });
    return ok<{ reference: string }>(await t.api.request("/v2/property/interest", jsonRequest(body)), 201);
  };
  const exportOf = async (token: string) => ok<AccountExport>(await as(token, "GET", "/v2/user/me/export"));
  const ownerInbox = async () =>
    (await ok<{ items: OwnerInterest[] }>(await as(ownerToken, "GET", "/v2/owner/interests"))).items;
  const alertOf = async (token: string) =>
    ok<AlertReceipt>(
      await as(token, "POST", "/v2/alerts", { frequency: "weekly", filters: { type: "apartamento" } }),
      201,
    );
  const mailsTo = (email: string, template: string) =>
    t.handle.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, template), sql`lower(${emailOutbox.toAddress}) = ${email.toLowerCase()}`));

  beforeAll(async () => {
    const owner = await t.signup();
    ownerToken = owner.token;
    const draft = await ok<OwnerListing>(
      await as(ownerToken, "POST", "/v2/owner/listings", COMPLETE_LISTING_FORM),
      201,
    );
    await t.publish(draft.code, ownerToken);
    code = draft.code;
  }, 60_000);

  it("exports none of her leads or e-mails, erases none of them with the account, and holds its alert for confirmation", async () => {
    const ana = `ana${++counter}.${Date.now()}@example.com`;
    const sent = await anaWrites(ana, "Sou a Ana, posso visitar no sábado?");
    const mallory = await signupWith(ana.toUpperCase(), "Mallory Intrusa");

    const file = await exportOf(mallory.token);
    expect(file.requests).toEqual([]);
    expect(file.emails.map((m) => m.template)).toEqual(["email_verification"]);
    const text = JSON.stringify(file);
    for (const hers of ["Ana Verdadeira", "97777", "visitar no sábado", sent.reference])
      expect(text).not.toContain(hers);

    // Its alert is not confirmed: a confirmation e-mail goes to the address, as for a visitor.
    const receipt = await alertOf(mallory.token);
    expect(receipt).toMatchObject({ confirmed: false, message: alertMessage("alert.checkInbox", "pt") });
    expect(receipt.alert?.confirmed).toBe(false);
    expect(await mailsTo(ana, "alert_confirmation")).toHaveLength(1);
    const listed = await ok<SavedAlertList>(await as(mallory.token, "GET", "/v2/alerts"));
    expect(listed.items.map((a) => a.confirmed)).toEqual([false]);

    // Deleting the account leaves Ana's lead in the owner's inbox, whole, and her e-mails in place.
    expect((await as(mallory.token, "DELETE", "/v2/user/me", { password: "Segura1" })).status).toBe(204);
    const inbox = await ownerInbox();
    expect(inbox.find((lead) => lead.email.toLowerCase() === ana)).toMatchObject({
      name: "Ana Verdadeira",
      phone: expect.stringContaining("97777"),
      comments: "Sou a Ana, posso visitar no sábado?",
    });
    expect(await mailsTo(ana, "lead_interest_confirmation")).toHaveLength(1);
  }, 60_000);

  it("after the link: exports and erases what was sent under the address, and confirms the alerts", async () => {
    const ana = `ana${++counter}.${Date.now()}@example.com`;
    const sent = await anaWrites(ana, "Quero ver o apartamento antes de fevereiro.");
    const account = await signupWith(ana, "Ana Verdadeira");
    const waiting = await alertOf(account.token);
    expect(waiting.confirmed).toBe(false);
    expect((await exportOf(account.token)).requests).toEqual([]);

    await verifyThroughLink(t, ana);

    const file = await exportOf(account.token);
    expect(file.account.email).toBe(ana);
    expect(file.requests).toEqual([expect.objectContaining({ reference: sent.reference, sentWhileLoggedIn: false })]);
    expect(file.emails.map((m) => m.template)).toContain("lead_interest_confirmation");
    // The alert that waited is on, and a new one is confirmed at once, with no e-mail to confirm it.
    const listed = await ok<SavedAlertList>(await as(account.token, "GET", "/v2/alerts"));
    expect(listed.items.map((a) => a.confirmed)).toEqual([true]);
    const before = (await mailsTo(ana, "alert_confirmation")).length;
    const next = await alertOf(account.token);
    expect(next).toMatchObject({ confirmed: true, message: alertMessage("alert.created", "pt") });
    expect(await mailsTo(ana, "alert_confirmation")).toHaveLength(before);

    // Deleting the account now erases her lead from the owner's inbox (decision 018).
    expect((await as(account.token, "DELETE", "/v2/user/me", { password: "Segura1" })).status).toBe(204);
    const inbox = await ownerInbox();
    const erased = inbox.find((lead) => lead.id === Number(sent.reference.slice(4)));
    expect(erased).toMatchObject({ name: ERASED_PERSON_NAME, phone: "", comments: "" });
  }, 60_000);
});
