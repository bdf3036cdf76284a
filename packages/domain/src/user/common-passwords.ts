import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * The ~49,000 most used passwords of leaked lists (zxcvbn's common dictionary, lower-cased).
 * Spec §5's rule alone lets "Password1" or "Senha123" through; these are the first guesses of
 * anyone trying accounts, so signup and reset refuse them. Server side only: the list is large
 * and stays out of the browser (password-hints.tsx imports password-policy.ts, not this).
 */
const COMMON_PASSWORDS = new Set(dictionary["passwords-common"]);

/** Whether the password, whatever its case, is one of the most used. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
