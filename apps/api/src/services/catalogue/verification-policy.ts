import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import {
  DEFAULT_VERIFICATION_VALID_MONTHS,
  type VerificationMethod,
  verificationAge,
} from "@campuslar/domain/property/verification";

/*
 * Issue 34.12: how long a verification holds (`VERIFICATION_VALID_MONTHS`, 6 by default). One
 * setting per process, given to `createApi` (`ApiDeps.verificationValidMonths`) and read by every
 * answer that shows a verification: the listing's page, the cards' `verified` and the backoffice.
 */
let validMonths = DEFAULT_VERIFICATION_VALID_MONTHS;
let clock: () => Date = () => new Date();

/** Set by `createApi` from its dependencies: the period, and the API's clock (tests move it). */
export function configureVerificationValidity(months: number | undefined, now: () => Date = () => new Date()): void {
  validMonths = months ?? DEFAULT_VERIFICATION_VALID_MONTHS;
  clock = now;
}

export const verificationValidMonths = (): number => validMonths;

/** Verifications made after this instant still hold (for the search's "verified only" and the snapshot). */
export function verificationCutoff(): Date {
  const cutoff = new Date(clock());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - validMonths);
  return cutoff;
}

const today = () => saoPauloDate(clock());

/** True while a verification made at `verifiedAt` still holds on `today` (São Paulo's). */
export function isVerificationCurrent(verifiedAt: Date | null, on: string = today()): boolean {
  return verifiedAt !== null && verificationAge(verifiedAt, on, validMonths).current;
}

/** A verification as answered: how, when, whether it still holds and from which day it is due again. */
export function verificationView(
  verifiedAt: Date,
  method: VerificationMethod,
  on: string = today(),
): { method: VerificationMethod; verifiedAt: string; current: boolean; dueOn: string } {
  const { current, dueOn } = verificationAge(verifiedAt, on, validMonths);
  return { method, verifiedAt: verifiedAt.toISOString(), current, dueOn };
}
