/** Spec §5 and §9: at least 6 characters, 1 uppercase letter and 1 digit. */
export const PASSWORD_MIN_LENGTH = 6;

export type PasswordProblem = "password.tooShort" | "password.needsUppercase" | "password.needsDigit";

/** The i18n keys of what a password lacks, in the order a person would fix them. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push("password.tooShort");
  if (!/\p{Lu}/u.test(password)) problems.push("password.needsUppercase");
  if (!/\d/.test(password)) problems.push("password.needsDigit");
  return problems;
}
