import type { Locale } from "@campuslar/domain/i18n/locales";
import { expect } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { ensureStaffAccount } from "../services/admin/staff-account.ts";
import { jsonRequest } from "./test-api.ts";
import { verifyThroughLink } from "./verify-email-link.ts";

type TestApi = {
  api: { request: (path: string, init?: RequestInit) => Response | Promise<Response> };
  handle: DatabaseHandle;
};

/**
 * Accounts and signed-in requests for tests of `useTestApi`'s API: a visitor who signs up, a staff
 * member, and a call as either in a language. Each account has an e-mail of its own.
 */
export function testAccounts(t: TestApi, prefix: string) {
  let counter = 0;
  const signup = async (name = "Bia Lima", locale: Locale = "pt") => {
    const email = `${prefix}${++counter}.${Date.now()}@example.com`;
    const res = await t.api.request(
      "/v2/users/signup",
      jsonRequest({ name, phone: "+55 11 91234-5678", email, password: "Segura1", locale }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const body = (await res.json()) as { token: string; user: { id: string } };
    return { token: body.token, id: body.user.id, email };
  };
  /**
   * Issue 34: the account's e-mail verified through the link e-mailed at signup, for tests whose
   * account must claim what was sent under its address (leads, alerts confirmed at once).
   */
  const verify = async (user: { email: string }) => verifyThroughLink(t, user.email);
  const verifiedSignup = async (name?: string, locale?: Locale) => {
    const user = await signup(name, locale);
    await verify(user);
    return user;
  };
  const staff = async (name = "Equipe") => {
    const user = await signup(name);
    await ensureStaffAccount(t.handle.db, { email: user.email, password: "Ignorada1" });
    return user;
  };
  /** A request as `token` (none: anonymous), with `body` as JSON, read in `lang`. */
  const call = (token: string | undefined, method: string, path: string, body?: unknown, lang = "pt") =>
    t.api.request(path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        "accept-language": lang,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { signup, verifiedSignup, verify, staff, call };
}
