import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { signatureCodes } from "../../../db/schema/rentals.ts";
import type { Tx } from "../rental-moves.ts";

/*
 * The one-time code that confirms a signature (issue 35, point 6): six random digits e-mailed to
 * the signer, kept only as a hash bound to the lease and the person, alive 10 minutes and good
 * for 5 tries. A new code replaces the earlier ones.
 */

export const CODE_MINUTES = 10;
export const CODE_ATTEMPTS = 5;
/** Codes one person may ask for one lease per hour: the e-mail is not a channel to flood. */
export const CODES_PER_HOUR = 5;

const hashOf = (leaseId: string, userId: string, code: string) =>
  createHash("sha256").update(`${leaseId}:${userId}:${code}`).digest("hex");

/** A new code for `userId` on `leaseId`, or null when they asked for too many this hour. */
export async function issueCode(tx: Tx, leaseId: string, userId: string, now: Date): Promise<string | null> {
  const recent = await tx
    .select({ id: signatureCodes.id })
    .from(signatureCodes)
    .where(
      and(
        eq(signatureCodes.leaseId, leaseId),
        eq(signatureCodes.userId, userId),
        gt(signatureCodes.createdAt, new Date(now.getTime() - 60 * 60_000)),
      ),
    );
  if (recent.length >= CODES_PER_HOUR) return null;
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await tx
    .update(signatureCodes)
    .set({ usedAt: now })
    .where(and(eq(signatureCodes.leaseId, leaseId), eq(signatureCodes.userId, userId), isNull(signatureCodes.usedAt)));
  await tx.insert(signatureCodes).values({
    leaseId,
    userId,
    codeHash: hashOf(leaseId, userId, code),
    expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
    createdAt: now,
  });
  return code;
}

export type CodeCheck =
  | "ok"
  | "lease.code.none"
  | "lease.code.expired"
  | "lease.code.tooManyAttempts"
  | "lease.code.wrong";

/** Checks `code` against the newest live code; a wrong one spends a try, a right one is used up. */
export async function spendCode(tx: Tx, leaseId: string, userId: string, code: string, now: Date): Promise<CodeCheck> {
  const [row] = await tx
    .select()
    .from(signatureCodes)
    .where(and(eq(signatureCodes.leaseId, leaseId), eq(signatureCodes.userId, userId), isNull(signatureCodes.usedAt)))
    .orderBy(desc(signatureCodes.createdAt))
    .limit(1)
    .for("update");
  if (!row) return "lease.code.none";
  if (row.expiresAt <= now) return "lease.code.expired";
  if (row.attempts >= CODE_ATTEMPTS) return "lease.code.tooManyAttempts";
  const right = timingSafeEqual(Buffer.from(row.codeHash), Buffer.from(hashOf(leaseId, userId, code)));
  await tx
    .update(signatureCodes)
    .set(right ? { usedAt: now } : { attempts: row.attempts + 1 })
    .where(eq(signatureCodes.id, row.id));
  return right ? "ok" : "lease.code.wrong";
}
