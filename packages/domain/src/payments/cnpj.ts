/*
 * The CNPJ, Brazil's company taxpayer number: an owner paid as a company gives it as the holder's
 * document or as a Pix key. Fourteen characters, the last two check digits computed by the
 * Receita Federal's modulo-11 rule. Since July 2026 new numbers may carry letters in their first
 * twelve characters (IN RFB 2.229/2024); the rule is the same, each character counting as its
 * ASCII code minus 48, so a digit counts as itself and "A" as 17.
 */

/** "12.345.678/0001-95" and "12345678000195" are the same number; letters are upper-cased. */
export const normalizeCnpj = (input: string): string => input.replace(/[\s.\-/]/g, "").toUpperCase();

const characterValue = (character: string): number => character.charCodeAt(0) - 48;

/** The check digit for `base` (12 or 13 characters), weights 2 to 9 from the right, repeating. */
function checkDigit(base: string): number {
  let sum = 0;
  for (let i = 0; i < base.length; i += 1) {
    const weight = ((base.length - 1 - i) % 8) + 2;
    sum += characterValue(base[i] ?? "0") * weight;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * Whether `input`, once its dots, slash, dash and spaces are gone, is twelve digits or capital
 * letters followed by its two check digits. Fourteen equal digits pass the arithmetic but were
 * never issued: refused.
 */
export function isValidCnpj(input: string): boolean {
  const cnpj = normalizeCnpj(input);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  return checkDigit(cnpj.slice(0, 12)) === Number(cnpj[12]) && checkDigit(cnpj.slice(0, 13)) === Number(cnpj[13]);
}

/** "12345678000195" as people write it: "12.345.678/0001-95". */
export const formatCnpj = (cnpj: string): string =>
  normalizeCnpj(cnpj).replace(/^(.{2})(.{3})(.{3})(.{4})(\d{2})$/, "$1.$2.$3/$4-$5");
