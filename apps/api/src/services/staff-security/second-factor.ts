import { createHash } from "node:crypto";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import { SECOND_FACTOR_VALID_MS } from "../../auth/require-money-staff.ts";
import type { Db } from "../../db/db-types.ts";
import { staffSecondFactors } from "../../db/schema/payments.ts";
import { sessions } from "../../db/schema/users.ts";
import { HttpError } from "../../lib/errors.ts";
import type { PrivateFileStore } from "../../lib/private-files.ts";
import { VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import type { Tx } from "../rentals/rental-moves.ts";
import { recordAudit } from "./audit-log.ts";
import { SECOND_FACTOR_MESSAGES as M, type SecondFactorMessage } from "./second-factor-messages.ts";

/*
 * Staff's second factor (issue 36, point 8): TOTP as RFC 6238 and every authenticator app has it
 * (SHA-1, 6 digits, 30-second steps, one step either side for a phone's clock that drifts), with
 * ten single-use recovery codes for a lost phone. The seed is sealed with the private files' key
 * (never stored in the clear); a step once accepted is never accepted again (`last_used_step`), so
 * a code read over someone's shoulder is worthless once used.
 */

export const TOTP_ISSUER = "CampusLar";
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of now. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

export type StaffUser = { id: string; email: string };
export type SecondFactorContext = {
  db: Db;
  files: PrivateFileStore;
  now: Date;
  locale: Locale;
  ip: string | null;
};

const labelOf = (userId: string) => `second-factor/${userId}`;

const totpOf = (secret: OTPAuth.Secret, email: string) =>
  new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret,
  });

const sealSecret = (files: PrivateFileStore, userId: string, secret: OTPAuth.Secret) =>
  files.seal(labelOf(userId), secret.bytes).toString("base64");

const openSecret = (files: PrivateFileStore, userId: string, sealed: string) =>
  new OTPAuth.Secret({ buffer: Uint8Array.from(files.open(labelOf(userId), Buffer.from(sealed, "base64"))).buffer });

/**
 * Recovery codes are 80 random bits (16 base32 letters): far beyond guessing, so a plain SHA-256
 * keeps them safe at rest and lets one be found with a single comparison per stored code. A slow
 * password hash (argon2, made for the low entropy of what people choose) would only cost time
 * here: ten of them on every attempt.
 */
export const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z2-7]/g, "");
const hashRecoveryCode = (code: string) => createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
const newRecoveryCode = () => (new OTPAuth.Secret({ size: 10 }).base32.match(/.{4}/g) ?? []).join("-").slice(0, 19);

const refuse = (locale: Locale, field: "code" | "recoveryCode", message: SecondFactorMessage): never => {
  throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], { [field]: M[message][locale] });
};
const conflict = (locale: Locale, message: SecondFactorMessage): never => {
  throw new HttpError("conflict", M[message][locale]);
};

/** The step a 6-digit code was made for, within the window around `now`, or null if it matches none. */
function stepOf(secret: OTPAuth.Secret, email: string, code: string, now: Date): number | null {
  const delta = totpOf(secret, email).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) return null;
  return OTPAuth.TOTP.counter({ period: TOTP_PERIOD_S, timestamp: now.getTime() }) + delta;
}

/** Spaces typed between the digits are harmless; anything but 6 digits is refused before any check. */
function totpCode(raw: string, locale: Locale): string {
  const code = raw.replace(/\s/g, "");
  if (!/^\d{6}$/.test(code)) refuse(locale, "code", "codeFormat");
  return code;
}

const lockRow = (tx: Tx, userId: string) =>
  tx.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, userId)).for("update");

const verifiedUntilOf = (at: Date | null | undefined, now: Date): string | null => {
  if (!at) return null;
  const until = at.getTime() + SECOND_FACTOR_VALID_MS;
  return until > now.getTime() ? new Date(until).toISOString() : null;
};

async function markSessionVerified(tx: Tx, sessionId: string, now: Date) {
  await tx.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.id, sessionId));
}

export type SecondFactorStatus = {
  enabled: boolean;
  /** A setup was started and not yet confirmed. */
  pending: boolean;
  /** Until when this session may handle money without a new code (ISO 8601), or null. */
  verifiedUntil: string | null;
  recoveryCodesLeft: number;
};

export async function secondFactorStatus(
  db: Db,
  user: StaffUser,
  sessionId: string,
  now: Date,
): Promise<SecondFactorStatus> {
  const [row] = await db.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, user.id));
  const [session] = await db.select({ at: sessions.secondFactorAt }).from(sessions).where(eq(sessions.id, sessionId));
  const enabled = Boolean(row?.enabledAt);
  return {
    enabled,
    pending: Boolean(row) && !enabled,
    verifiedUntil: enabled ? verifiedUntilOf(session?.at, now) : null,
    recoveryCodesLeft: enabled ? (row?.recoveryCodeHashes.length ?? 0) : 0,
  };
}

export type Enrolment = { otpauthUri: string; qrSvg: string; secret: string };

/**
 * Starts the setup, or shows the one under way again (a page reloaded, a code typed wrong keeps
 * the seed the phone already has); `restart` draws a new seed. Refused once the factor is on:
 * changing it then would let a stolen session replace the owner's phone.
 */
export async function enrolSecondFactor(
  ctx: SecondFactorContext,
  user: StaffUser,
  options: { restart?: boolean } = {},
): Promise<Enrolment> {
  const secret = await ctx.db.transaction(async (tx) => {
    const [row] = await lockRow(tx, user.id);
    if (row?.enabledAt) return conflict(ctx.locale, "alreadyEnabled");
    if (row && !options.restart) return openSecret(ctx.files, user.id, row.secretCiphertext);
    const fresh = new OTPAuth.Secret({ size: 20 });
    const values = {
      secretCiphertext: sealSecret(ctx.files, user.id, fresh),
      enabledAt: null,
      recoveryCodeHashes: [],
      lastUsedStep: null,
      createdAt: ctx.now,
    };
    await tx
      .insert(staffSecondFactors)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: staffSecondFactors.userId, set: values });
    return fresh;
  });
  const otpauthUri = totpOf(secret, user.email).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { otpauthUri, qrSvg, secret: secret.base32 };
}

/**
 * The first code from the phone turns the factor on: answers the recovery codes (shown this once,
 * kept only as hashes) and counts as this session's verification.
 */
export async function confirmSecondFactor(
  ctx: SecondFactorContext,
  user: StaffUser,
  sessionId: string,
  rawCode: string,
): Promise<{ recoveryCodes: string[]; verifiedUntil: string }> {
  const code = totpCode(rawCode, ctx.locale);
  return ctx.db.transaction(async (tx) => {
    const [row] = await lockRow(tx, user.id);
    if (!row) return conflict(ctx.locale, "notStarted");
    if (row.enabledAt) return conflict(ctx.locale, "alreadyEnabled");
    const step = stepOf(openSecret(ctx.files, user.id, row.secretCiphertext), user.email, code, ctx.now);
    if (step === null) return refuse(ctx.locale, "code", "codeWrong");
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx
      .update(staffSecondFactors)
      .set({ enabledAt: ctx.now, lastUsedStep: step, recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode) })
      .where(eq(staffSecondFactors.userId, user.id));
    await markSessionVerified(tx, sessionId, ctx.now);
    await recordAudit(tx, {
      actorId: user.id,
      action: "second_factor.enable",
      subjectType: "user",
      subjectId: user.id,
      ip: ctx.ip,
    });
    return { recoveryCodes, verifiedUntil: new Date(ctx.now.getTime() + SECOND_FACTOR_VALID_MS).toISOString() };
  });
}

/**
 * A code from the phone, or one recovery code, verifies this session for `SECOND_FACTOR_VALID_MS`.
 * The row is locked, so two requests with the same code cannot both pass.
 */
export async function verifySecondFactor(
  ctx: SecondFactorContext,
  user: StaffUser,
  sessionId: string,
  input: { code?: string | undefined; recoveryCode?: string | undefined },
): Promise<{ verifiedUntil: string; recoveryCodesLeft: number }> {
  const rawCode = input.code?.trim();
  const rawRecovery = input.recoveryCode?.trim();
  if (!rawCode && !rawRecovery) refuse(ctx.locale, "code", "codeMissing");
  const code = rawCode ? totpCode(rawCode, ctx.locale) : null;
  return ctx.db.transaction(async (tx) => {
    const [row] = await lockRow(tx, user.id);
    if (!row?.enabledAt) return conflict(ctx.locale, "notEnrolled");
    let left = row.recoveryCodeHashes;
    if (code) {
      const step = stepOf(openSecret(ctx.files, user.id, row.secretCiphertext), user.email, code, ctx.now);
      if (step === null) return refuse(ctx.locale, "code", "codeWrong");
      if (row.lastUsedStep !== null && step <= row.lastUsedStep) return refuse(ctx.locale, "code", "codeUsed");
      await tx.update(staffSecondFactors).set({ lastUsedStep: step }).where(eq(staffSecondFactors.userId, user.id));
    } else {
      const hash = hashRecoveryCode(rawRecovery ?? "");
      if (!left.includes(hash)) return refuse(ctx.locale, "recoveryCode", "recoveryWrong");
      left = left.filter((stored) => stored !== hash);
      await tx
        .update(staffSecondFactors)
        .set({ recoveryCodeHashes: left })
        .where(eq(staffSecondFactors.userId, user.id));
      await recordAudit(tx, {
        actorId: user.id,
        action: "second_factor.recovery_code_used",
        subjectType: "user",
        subjectId: user.id,
        detail: { recoveryCodesLeft: left.length },
        ip: ctx.ip,
      });
    }
    await markSessionVerified(tx, sessionId, ctx.now);
    return {
      verifiedUntil: new Date(ctx.now.getTime() + SECOND_FACTOR_VALID_MS).toISOString(),
      recoveryCodesLeft: left.length,
    };
  });
}
