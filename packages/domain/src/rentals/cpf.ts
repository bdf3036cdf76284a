/*
 * The CPF, Brazil's taxpayer number (issue 35, point 4: "CPF where one exists, checked by its
 * check digits"). Eleven digits, the last two computed from the first nine by the Receita
 * Federal's modulo-11 rule. Only the digits say whether a number is well formed: whether it
 * belongs to this person is staff's check against the identity document.
 */

/** "123.456.789-09", "123 456 789 09" and "12345678909" are the same number: its digits. */
export const normalizeCpf = (input: string): string => input.replace(/[\s.\-/]/g, "");

/** The check digit for `digits` (9 or 10 of them), weights counting down to 2. */
function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * (digits.length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/**
 * Whether `input`, once its dots, dash and spaces are gone, is eleven digits whose last two are
 * its check digits. Eleven equal digits pass the arithmetic but were never issued: refused.
 */
export function isValidCpf(input: string): boolean {
  const cpf = normalizeCpf(input);
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  return checkDigit(cpf.slice(0, 9)) === Number(cpf[9]) && checkDigit(cpf.slice(0, 10)) === Number(cpf[10]);
}

/** "12345678909" as people write it: "123.456.789-09". */
export const formatCpf = (cpf: string): string =>
  normalizeCpf(cpf).replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");
