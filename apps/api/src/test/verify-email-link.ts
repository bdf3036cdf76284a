import { and, desc, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { emailOutbox } from "../db/schema/platform.ts";
import { EMAIL_VERIFICATION_TEMPLATE } from "../mail/verification-emails.ts";
import { jsonRequest } from "./test-api.ts";

type TestApi = {
  api: { request: (path: string, init?: RequestInit) => Response | Promise<Response> };
  handle: DatabaseHandle;
};

/**
 * Issue 34: the token of the newest verification link e-mailed to `email`, read from the e-mail's
 * text as the person would read it (the database keeps only its hash).
 */
export async function verificationTokenFor(handle: DatabaseHandle, email: string): Promise<string> {
  const [mail] = await handle.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.template, EMAIL_VERIFICATION_TEMPLATE),
        sql`lower(${emailOutbox.toAddress}) = ${email.toLowerCase()}`,
      ),
    )
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = /\/verificar-email\?token=([\w%-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no verification link was e-mailed to ${email}`);
  return decodeURIComponent(token);
}

/** Opens the verification link e-mailed to `email`, as its owner would: the account is verified after. */
export async function verifyThroughLink(t: TestApi, email: string): Promise<void> {
  const token = await verificationTokenFor(t.handle, email);
  const res = await t.api.request("/v2/users/verify-email", jsonRequest({ token }));
  expect(res.status, await res.clone().text()).toBe(200);
}
