import type { ApiErrorBody } from "@campuslar/domain/errors/api-error";
import { eq, sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, staffSecondFactors } from "../../db/schema/payments.ts";
import { createMemoryRateLimiter } from "../../lib/rate-limit.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { useTestApi } from "../../test/test-api.ts";

/*
 * Staff's second factor (issue 36, point 8): a phone's TOTP code turns it on and verifies the
 * session for 12 hours; money pages (the audit log here) refuse a session without it; a code is
 * accepted once, a recovery code once; the audit log cannot be changed, even by the database's user.
 */

const START = new Date("2026-12-01T15:00:07.000Z");
const HOUR = 60 * 60 * 1000;

type Enrolment = { otpauthUri: string; qrSvg: string; secret: string };
type Status = { enabled: boolean; pending: boolean; verifiedUntil: string | null; recoveryCodesLeft: number };
type AuditPage = {
  items: { action: string; subjectType: string; subjectId: string; actor: { email: string } | null }[];
  total: number;
};

/** The code an authenticator app shows for `secret` at `at`, computed as the app would. */
const codeAt = (secret: string, at: Date) =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: at.getTime() });

describe("staff second factor and audit log", () => {
  let clock = START;
  const t = useTestApi({ now: () => clock });
  const { call, staff, signup } = testAccounts(t, "second-factor");
  let ana: { token: string; id: string; email: string };
  let enrolment: Enrolment;
  let recoveryCodes: string[];

  const expectError = async (res: Response, status: number, code: string) => {
    const body = (await res.json()) as ApiErrorBody;
    expect(res.status, JSON.stringify(body)).toBe(status);
    expect(body.error.code).toBe(code);
    return body.error;
  };

  beforeAll(async () => {
    ana = await staff("Ana Equipe");
  });

  it("enrols: a QR of an otpauth URI with the secret, the same one again until restarted", async () => {
    const res = await call(ana.token, "POST", "/v2/admin/second-factor/enrol");
    expect(res.status, await res.clone().text()).toBe(200);
    enrolment = (await res.json()) as Enrolment;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = OTPAuth.URI.parse(enrolment.otpauthUri) as OTPAuth.TOTP;
    expect(uri.secret.base32).toBe(enrolment.secret);
    expect([uri.issuer, uri.label, uri.digits, uri.period, uri.algorithm]).toEqual([
      "CampusLar",
      ana.email,
      6,
      30,
      "SHA1",
    ]);
    expect(enrolment.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // A reload shows the same secret (the phone already has it); a restart draws a new one.
    const again = (await (await call(ana.token, "POST", "/v2/admin/second-factor/enrol")).json()) as Enrolment;
    expect(again.secret).toBe(enrolment.secret);
    const restarted = (await (
      await call(ana.token, "POST", "/v2/admin/second-factor/enrol", { restart: true })
    ).json()) as Enrolment;
    expect(restarted.secret).not.toBe(enrolment.secret);
    enrolment = restarted;
    // Stored sealed, never in the clear.
    const [row] = await t.handle.db.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, ana.id));
    expect(row?.secretCiphertext).not.toContain(enrolment.secret);
    const status = (await (await call(ana.token, "GET", "/v2/admin/second-factor")).json()) as Status;
    expect(status).toEqual({ enabled: false, pending: true, verifiedUntil: null, recoveryCodesLeft: 0 });
  });

  it("refuses the money route before the second factor is on", async () => {
    const error = await expectError(await call(ana.token, "GET", "/v2/admin/audit"), 403, "second_factor_required");
    expect(error.message).toBeTruthy();
  });

  it("refuses a wrong first code with the field's message in the caller's language", async () => {
    const wrong = String((Number(codeAt(enrolment.secret, clock)) + 1) % 1_000_000).padStart(6, "0");
    const pt = await expectError(
      await call(ana.token, "POST", "/v2/admin/second-factor/confirm", { code: wrong }),
      400,
      "validation_failed",
    );
    expect(pt.fields?.code).toMatch(/não confere/);
    const en = await expectError(
      await call(ana.token, "POST", "/v2/admin/second-factor/confirm", { code: "12 34" }, "en"),
      400,
      "validation_failed",
    );
    expect(en.fields?.code).toMatch(/6 digits/);
  });

  it("confirms with the phone's code: 10 recovery codes, this session verified, the audit log open", async () => {
    const res = await call(ana.token, "POST", "/v2/admin/second-factor/confirm", {
      code: codeAt(enrolment.secret, clock),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as { recoveryCodes: string[]; verifiedUntil: string };
    recoveryCodes = body.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    expect(body.verifiedUntil).toBe(new Date(clock.getTime() + 12 * HOUR).toISOString());
    // Kept as hashes only.
    const [row] = await t.handle.db.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, ana.id));
    expect(row?.recoveryCodeHashes).toHaveLength(10);
    expect(row?.recoveryCodeHashes.join()).not.toContain(recoveryCodes[0]?.replaceAll("-", ""));

    const audit = await call(ana.token, "GET", "/v2/admin/audit");
    expect(audit.status, await audit.clone().text()).toBe(200);
    const page = (await audit.json()) as AuditPage;
    expect(page.items[0]).toMatchObject({
      action: "second_factor.enable",
      subjectType: "user",
      subjectId: ana.id,
      actor: { email: ana.email },
    });
    // Once on, the setup cannot be started again from a session (a stolen one would swap the phone).
    await expectError(await call(ana.token, "POST", "/v2/admin/second-factor/enrol"), 409, "conflict");
  });

  it("asks again after 12 hours, and a code already used is refused", async () => {
    const confirmedAt = clock;
    clock = new Date(confirmedAt.getTime() + 12 * HOUR - 1000);
    expect((await call(ana.token, "GET", "/v2/admin/audit")).status).toBe(200);
    clock = new Date(confirmedAt.getTime() + 12 * HOUR + 1000);
    await expectError(await call(ana.token, "GET", "/v2/admin/audit"), 403, "second_factor_required");
    const status = (await (await call(ana.token, "GET", "/v2/admin/second-factor")).json()) as Status;
    expect(status).toMatchObject({ enabled: true, verifiedUntil: null, recoveryCodesLeft: 10 });

    const code = codeAt(enrolment.secret, clock);
    const ok = await call(ana.token, "POST", "/v2/admin/second-factor/verify", { code });
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect((await call(ana.token, "GET", "/v2/admin/audit")).status).toBe(200);
    // The same code again, within its 30 seconds: refused (someone who saw it typed gains nothing).
    const reused = await expectError(
      await call(ana.token, "POST", "/v2/admin/second-factor/verify", { code }, "en"),
      400,
      "validation_failed",
    );
    expect(reused.fields?.code).toMatch(/already used/);
    // The previous step's code, still inside the window, is older than the one used: refused too.
    const previous = codeAt(enrolment.secret, new Date(clock.getTime() - 30_000));
    if (previous !== code) {
      await expectError(
        await call(ana.token, "POST", "/v2/admin/second-factor/verify", { code: previous }),
        400,
        "validation_failed",
      );
    }
    // The next step's code works.
    clock = new Date(clock.getTime() + 30_000);
    const next = await call(ana.token, "POST", "/v2/admin/second-factor/verify", {
      code: codeAt(enrolment.secret, clock),
    });
    expect(next.status, await next.clone().text()).toBe(200);
  });

  it("a recovery code verifies a new session once, and is written to the audit log", async () => {
    const login = await t.api.request("/v2/users/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: ana.email, password: "Segura1" }),
    });
    expect(login.status, await login.clone().text()).toBe(200);
    const second = ((await login.json()) as { token: string }).token;
    // A new session starts unverified, whatever the other one did.
    await expectError(await call(second, "GET", "/v2/admin/audit"), 403, "second_factor_required");
    const recoveryCode = (recoveryCodes[3] ?? "").toLowerCase().replaceAll("-", " ");
    const res = await call(second, "POST", "/v2/admin/second-factor/verify", { recoveryCode });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { recoveryCodesLeft: number }).recoveryCodesLeft).toBe(9);
    const page = (await (await call(second, "GET", "/v2/admin/audit")).json()) as AuditPage;
    expect(page.items[0]).toMatchObject({ action: "second_factor.recovery_code_used", subjectId: ana.id });

    const again = await expectError(
      await call(second, "POST", "/v2/admin/second-factor/verify", { recoveryCode: recoveryCodes[3] }, "en"),
      400,
      "validation_failed",
    );
    expect(again.fields?.recoveryCode).toMatch(/already used/);
  });

  it("filters the audit log by action and subject, newest first", async () => {
    const byAction = (await (
      await call(ana.token, "GET", "/v2/admin/audit?action=second_factor.enable")
    ).json()) as AuditPage;
    expect(byAction.items.map((i) => i.action)).toEqual(["second_factor.enable"]);
    const bySubject = (await (
      await call(ana.token, "GET", `/v2/admin/audit?subjectType=user&subjectId=${ana.id}`)
    ).json()) as AuditPage;
    expect(bySubject.items.map((i) => i.action)).toEqual(["second_factor.recovery_code_used", "second_factor.enable"]);
    const none = (await (await call(ana.token, "GET", "/v2/admin/audit?subjectId=nobody")).json()) as AuditPage;
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it("refuses visitors (401) and anyone not staff (403), on every call", async () => {
    const tenant = await signup("Tina Inquilina");
    const paths: [string, string][] = [
      ["GET", "/v2/admin/second-factor"],
      ["POST", "/v2/admin/second-factor/enrol"],
      ["POST", "/v2/admin/second-factor/confirm"],
      ["POST", "/v2/admin/second-factor/verify"],
      ["GET", "/v2/admin/audit"],
    ];
    for (const [method, path] of paths) {
      const body = method === "POST" ? { code: "123456" } : undefined;
      await expectError(await call(undefined, method, path, body), 401, "unauthorized");
      await expectError(await call(tenant.token, method, path, body), 403, "forbidden");
    }
  });

  it("the database refuses to change or delete a line of the audit log", async () => {
    const [line] = await t.handle.db.select({ id: auditLog.id }).from(auditLog).limit(1);
    expect(line).toBeDefined();
    await expect(
      t.handle.db.execute(sql`UPDATE audit_log SET action = 'nothing happened' WHERE id = ${line?.id}`),
    ).rejects.toThrow();
    await expect(t.handle.db.execute(sql`DELETE FROM audit_log WHERE id = ${line?.id}`)).rejects.toThrow();
    const [still] = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, line?.id ?? 0));
    expect(still?.action).not.toBe("nothing happened");
  });
});

describe("staff second factor: wrong codes are limited per account", () => {
  const t = useTestApi({ rateLimiter: createMemoryRateLimiter() });
  const { call, staff } = testAccounts(t, "second-factor-limit");

  it("refuses every try after 5 wrong codes, the right one too, until the window ends", async () => {
    const bob = await staff("Bob Equipe");
    const { secret } = (await (await call(bob.token, "POST", "/v2/admin/second-factor/enrol")).json()) as Enrolment;
    const right = codeAt(secret, new Date());
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 5; i++) {
      const res = await call(bob.token, "POST", "/v2/admin/second-factor/confirm", { code: wrong });
      expect(res.status).toBe(400);
    }
    const refused = await call(bob.token, "POST", "/v2/admin/second-factor/confirm", { code: right });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
