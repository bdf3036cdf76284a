import { ACCOUNT_MESSAGES, RESET_TOKEN_TTL_MS, SESSION_TTL_MS } from "@campuslar/domain/user/account-rules";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema/platform.ts";
import { passwordResetTokens, sessions, users } from "../../db/schema/users.ts";
import { jsonRequest, useTestApi } from "../../test/test-api.ts";

type Session = { token: string; user: { id: string; email: string; name: string; emailVerified: boolean } };

/** A clock the tests move forward. */
let clock = new Date("2026-11-22T10:00:00Z");

describe("accounts", () => {
  const t = useTestApi({ now: () => clock });
  let counter = 0;
  const newEmail = () => `student${++counter}.${Date.now()}@example.com`;
  const form = (email: string, password = "Segura1") => ({
    name: "Ana Souza",
    phone: "+55 11 91234-5678",
    email,
    password,
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.api.request(path, jsonRequest(body, { headers }));
  const me = (token?: string) =>
    t.api.request("/v2/user/me", { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const signup = async (email = newEmail(), password = "Segura1") => {
    const res = await post("/v2/users/signup", form(email, password));
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Session;
  };
  const resetLinkToken = async (email: string) => {
    const [mail] = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email.toLowerCase()))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(mail?.template).toBe("password_reset");
    const token = /redefinir-senha\?token=([\w-]+)/.exec(mail?.textBody ?? "")?.[1];
    expect(token).toBeTruthy();
    return token ?? "";
  };

  it("signs up, answers the user with a token that opens /v2/user/me, and never returns secrets", async () => {
    const email = newEmail();
    const res = await post("/v2/users/signup", form(email.toUpperCase()));
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toMatch(/passwordHash|argon2|Segura1/);
    const session = JSON.parse(text) as Session;
    expect(session.user.email).toBe(email);
    const mine = await me(session.token);
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual({ user: session.user });
    const [stored] = await t.handle.db.select().from(users).where(eq(users.id, session.user.id));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    const [row] = await t.handle.db.select().from(sessions).where(eq(sessions.userId, session.user.id));
    expect(row?.tokenHash).not.toContain(session.token);
    const welcome = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    // The welcome carries the link that verifies the address (issue 34); until then it is not.
    expect(welcome.map((m) => m.template)).toEqual(["email_verification"]);
    expect(session.user.emailVerified).toBe(false);
  });

  it("refuses a second account for the same e-mail in any case, with a clear message", async () => {
    const email = newEmail();
    await signup(email);
    const res = await post("/v2/users/signup", form(email.toUpperCase()), { "accept-language": "en" });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: { code: "conflict", message: ACCOUNT_MESSAGES.emailTaken.en, fields: { email: "form.email.taken" } },
    });
  });

  it("names every invalid field of a signup", async () => {
    const res = await post("/v2/users/signup", { name: "", phone: "", email: "nope", password: "abc" });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toMatchObject({
      name: "form.name.required",
      phone: "form.phone.required",
      email: "form.email.invalid",
      password: "password.tooShort",
    });
  });

  it("logs in, and answers a wrong password and an unknown e-mail alike", async () => {
    const email = newEmail();
    await signup(email);
    const ok = await post("/v2/users/login", { email, password: "Segura1" });
    expect(ok.status).toBe(200);
    expect((await ok.json()) as Session).toHaveProperty("token");
    const wrong = await post("/v2/users/login", { email, password: "Errada1" });
    const unknown = await post("/v2/users/login", { email: newEmail(), password: "Segura1" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("answers 401 with WWW-Authenticate for a missing, malformed, revoked or expired token", async () => {
    const missing = await me();
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await me("not a token")).status).toBe(401);
    expect((await me("A".repeat(43))).status).toBe(401);

    const session = await signup();
    const out = await t.api.request("/v2/users/logout", {
      method: "POST",
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(out.status).toBe(204);
    const revoked = await me(session.token);
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get("www-authenticate")).toMatch(/^Bearer/);

    const later = await signup();
    clock = new Date(clock.getTime() + SESSION_TTL_MS + 1000);
    expect((await me(later.token)).status).toBe(401);
  });

  it("answers forgot the same way whether or not the account exists, and e-mails a link only to a real one", async () => {
    const email = newEmail();
    await signup(email);
    const known = await post("/v2/users/forgot", { email }, { "accept-language": "en" });
    const unknownEmail = newEmail();
    const unknown = await post("/v2/users/forgot", { email: unknownEmail }, { "accept-language": "en" });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual({ message: ACCOUNT_MESSAGES.forgotSent.en });
    expect(await unknown.json()).toEqual({ message: ACCOUNT_MESSAGES.forgotSent.en });
    const pt = await post("/v2/users/forgot", { email: unknownEmail });
    expect(await pt.json()).toEqual({ message: ACCOUNT_MESSAGES.forgotSent.pt });
    expect(await resetLinkToken(email)).toMatch(/^[\w-]{40,}$/);
    expect(await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, unknownEmail))).toEqual([]);
    const [stored] = await t.handle.db.select().from(passwordResetTokens).orderBy(desc(passwordResetTokens.createdAt));
    expect(stored?.tokenHash).not.toBe(await resetLinkToken(email));
  });

  it("resets the password once with the e-mailed token: old password and old sessions stop working", async () => {
    const email = newEmail();
    const first = await signup(email, "Antiga1");
    await post("/v2/users/forgot", { email });
    const token = await resetLinkToken(email);

    const weak = await post("/v2/users/reset-password", { token, password: "fraca" });
    expect(weak.status).toBe(400);
    const reset = await post("/v2/users/reset-password", { token, password: "Nova123" });
    expect(reset.status).toBe(200);

    expect((await me(first.token)).status).toBe(401);
    expect((await post("/v2/users/login", { email, password: "Antiga1" })).status).toBe(401);
    expect((await post("/v2/users/login", { email, password: "Nova123" })).status).toBe(200);

    const again = await post("/v2/users/reset-password", { token, password: "Outra123" });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { fields: { token: "reset.tokenInvalid" } } });
  });

  it("refuses a reset token after its hour", async () => {
    const email = newEmail();
    await signup(email);
    await post("/v2/users/forgot", { email });
    const token = await resetLinkToken(email);
    clock = new Date(clock.getTime() + RESET_TOKEN_TTL_MS + 1000);
    expect((await post("/v2/users/reset-password", { token, password: "Nova123" })).status).toBe(400);
  });
});
