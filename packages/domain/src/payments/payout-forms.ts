import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";
import type { Locale } from "../i18n/locales.ts";
import { isValidCpf, normalizeCpf } from "../rentals/cpf.ts";
import { isValidCnpj, normalizeCnpj } from "./cnpj.ts";
import { PAYOUT_METHODS, PIX_KEY_TYPES, type PixKeyType } from "./payment-enums.ts";

/*
 * Where an owner is paid (issue 36, point 6): a Pix key or a bank account, checked by format
 * before anything is saved, since a payout to a mistyped key is money lost. Every message names
 * its field in the caller's language, and a wrong Pix key says which format its type expects.
 * The schema is made per language (`payoutAccountFormSchemaFor(locale)`) and reports sentences,
 * which `localizeFieldErrors` passes through as they are; the keys stay in `PAYOUT_FORM_MESSAGES`
 * for anyone who needs them. Bodies may come from JSON or an HTML form: blanks count as missing,
 * and the fields of the other method are ignored.
 */

export const PAYOUT_FORM_MESSAGES = {
  "payout.method.required": {
    pt: "Forma de recebimento: escolha Pix ou conta bancária.",
    en: "Payout method: choose Pix or bank account.",
  },
  "payout.pixKeyType.required": {
    pt: "Tipo de chave Pix: escolha CPF, CNPJ, e-mail, celular ou chave aleatória.",
    en: "Pix key type: choose CPF, CNPJ, e-mail, mobile phone or random key.",
  },
  "payout.pixKey.required": { pt: "Chave Pix: informe a chave.", en: "Pix key: enter the key." },
  "payout.pixKey.cpf": {
    pt: "Chave Pix: esperado um CPF válido, 11 dígitos (ex.: 123.456.789-09).",
    en: "Pix key: expected a valid CPF, 11 digits (e.g. 123.456.789-09).",
  },
  "payout.pixKey.cnpj": {
    pt: "Chave Pix: esperado um CNPJ válido, 14 caracteres (ex.: 11.222.333/0001-81).",
    en: "Pix key: expected a valid CNPJ, 14 characters (e.g. 11.222.333/0001-81).",
  },
  "payout.pixKey.email": {
    pt: "Chave Pix: esperado um e-mail válido, até 77 caracteres (ex.: nome@exemplo.com.br).",
    en: "Pix key: expected a valid e-mail address, up to 77 characters (e.g. name@example.com).",
  },
  "payout.pixKey.phone": {
    pt: "Chave Pix: esperado um celular brasileiro com DDD (ex.: +55 11 91234-5678).",
    en: "Pix key: expected a Brazilian mobile number with its area code (e.g. +55 11 91234-5678).",
  },
  "payout.pixKey.random": {
    pt: "Chave Pix: esperada uma chave aleatória de 36 caracteres (ex.: 123e4567-e89b-12d3-a456-426614174000).",
    en: "Pix key: expected a random key of 36 characters (e.g. 123e4567-e89b-12d3-a456-426614174000).",
  },
  "payout.pixKey.notHolder": {
    pt: "Chave Pix: o CPF ou CNPJ da chave deve ser o do titular informado.",
    en: "Pix key: the key's CPF or CNPJ must be the holder's document given below.",
  },
  "payout.bankCode.invalid": {
    pt: "Código do banco: informe os 3 dígitos do banco (ex.: 341).",
    en: "Bank code: enter the bank's 3 digits (e.g. 341).",
  },
  "payout.branch.invalid": {
    pt: "Agência: informe os 4 dígitos da agência, sem o dígito verificador (ex.: 0123).",
    en: "Branch: enter the branch's 4 digits, without its check digit (e.g. 0123).",
  },
  "payout.accountNumber.invalid": {
    pt: "Conta: informe o número da conta com o dígito depois do traço (ex.: 12345-6).",
    en: "Account number: enter the account number with its check digit after a dash (e.g. 12345-6).",
  },
  "payout.holderName.required": {
    pt: "Nome do titular: informe o nome completo do titular da conta.",
    en: "Holder's name: enter the account holder's full name.",
  },
  "payout.holderName.tooLong": {
    pt: "Nome do titular: o nome é longo demais.",
    en: "Holder's name: the name is too long.",
  },
  "payout.holderDocument.invalid": {
    pt: "CPF ou CNPJ do titular: informe um CPF ou CNPJ válido.",
    en: "Holder's CPF or CNPJ: enter a valid CPF or CNPJ.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type PayoutFormMessageKey = keyof typeof PAYOUT_FORM_MESSAGES;

/** The text of a key in a language; anything else comes back unchanged. */
export const payoutFormMessage = (key: string, locale: Locale): string =>
  Object.hasOwn(PAYOUT_FORM_MESSAGES, key) ? PAYOUT_FORM_MESSAGES[key as PayoutFormMessageKey][locale] : key;

/** The longest e-mail a Pix key may be (the Central Bank's DICT). */
export const PIX_EMAIL_MAX = 77;
export const HOLDER_NAME_MAX = 120;

type Holder = { holderName: string; holderDocument: string };
/** An account as stored: keys and numbers normalized (digits only, E.164, lower-case). */
export type PayoutAccountInput =
  | ({ method: "pix"; pixKeyType: PixKeyType; pixKey: string } & Holder)
  | ({ method: "bank_account"; bankCode: string; branch: string; accountNumber: string } & Holder);

/** A CPF (11 digits) or a CNPJ (14 characters), without punctuation; undefined when neither. */
export function taxDocumentOf(text: string): string | undefined {
  if (isValidCpf(text)) return normalizeCpf(text);
  if (isValidCnpj(text)) return normalizeCnpj(text);
  return undefined;
}

const EMAIL = z.email();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A Pix key of `type` as the DICT stores it, or undefined when it is not one. */
export function normalizePixKey(type: PixKeyType, key: string): string | undefined {
  const text = key.trim();
  switch (type) {
    case "cpf":
      return isValidCpf(text) ? normalizeCpf(text) : undefined;
    case "cnpj":
      return isValidCnpj(text) ? normalizeCnpj(text) : undefined;
    case "email": {
      const email = text.toLowerCase();
      return email.length <= PIX_EMAIL_MAX && EMAIL.safeParse(email).success ? email : undefined;
    }
    case "phone": {
      // A Pix phone key is a Brazilian mobile: +55, the area code, and nine digits starting with 9.
      const parsed = parsePhoneNumberFromString(text, { defaultCountry: "BR", extract: false });
      if (!parsed?.isValid() || parsed.country !== "BR" || parsed.getType() !== "MOBILE") return undefined;
      return parsed.number;
    }
    case "random": {
      const uuid = text.toLowerCase();
      return UUID.test(uuid) ? uuid : undefined;
    }
  }
}

const blankToUndefined = (value: unknown): unknown => {
  if (value === null) return undefined;
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
};
/** Every field is read as text first, so each one's message can be given at once. */
const text = () => z.preprocess(blankToUndefined, z.string().optional());

/** "12345-6", "12345 - 6", "000123456-x": digits, a dash, one digit or X (Banco do Brasil's). */
const ACCOUNT_NUMBER = /^(\d{1,13})\s*-\s*([\dX])$/;

/** The payout account form, its messages in `locale`; parses to a normalized `PayoutAccountInput`. */
export const payoutAccountFormSchemaFor = (locale: Locale) => {
  const message = (key: PayoutFormMessageKey) => PAYOUT_FORM_MESSAGES[key][locale];
  return z
    .object({
      method: text(),
      pixKeyType: text(),
      pixKey: text(),
      bankCode: text(),
      branch: text(),
      accountNumber: text(),
      holderName: text(),
      holderDocument: text(),
    })
    .transform((form, ctx): PayoutAccountInput => {
      let failed = false;
      const fail = (field: string, key: PayoutFormMessageKey) => {
        ctx.addIssue({ code: "custom", message: message(key), path: [field] });
        failed = true;
      };

      const holderName = form.holderName?.replace(/\s+/g, " ");
      if (holderName === undefined) fail("holderName", "payout.holderName.required");
      else if (holderName.length > HOLDER_NAME_MAX) fail("holderName", "payout.holderName.tooLong");
      const holderDocument = form.holderDocument === undefined ? undefined : taxDocumentOf(form.holderDocument);
      if (holderDocument === undefined) fail("holderDocument", "payout.holderDocument.invalid");

      const method = PAYOUT_METHODS.find((m) => m === form.method);
      if (method === undefined) {
        fail("method", "payout.method.required");
        return z.NEVER;
      }
      const holder = { holderName: holderName ?? "", holderDocument: holderDocument ?? "" };

      if (method === "pix") {
        const pixKeyType = PIX_KEY_TYPES.find((t) => t === form.pixKeyType);
        if (pixKeyType === undefined) {
          fail("pixKeyType", "payout.pixKeyType.required");
          if (form.pixKey === undefined) fail("pixKey", "payout.pixKey.required");
          return z.NEVER;
        }
        const pixKey = form.pixKey === undefined ? undefined : normalizePixKey(pixKeyType, form.pixKey);
        if (form.pixKey === undefined) fail("pixKey", "payout.pixKey.required");
        else if (pixKey === undefined) fail("pixKey", `payout.pixKey.${pixKeyType}` as const);
        // A CPF or CNPJ key belongs to its holder: another person's number means the money would go astray.
        else if ((pixKeyType === "cpf" || pixKeyType === "cnpj") && holderDocument && pixKey !== holderDocument) {
          fail("pixKey", "payout.pixKey.notHolder");
        }
        return failed || pixKey === undefined ? z.NEVER : { method, pixKeyType, pixKey, ...holder };
      }

      const bankCode = form.bankCode?.replace(/\s/g, "");
      if (bankCode === undefined || !/^\d{3}$/.test(bankCode)) fail("bankCode", "payout.bankCode.invalid");
      const branch = form.branch?.replace(/\s/g, "");
      if (branch === undefined || !/^\d{4}$/.test(branch)) fail("branch", "payout.branch.invalid");
      const account = form.accountNumber === undefined ? null : ACCOUNT_NUMBER.exec(form.accountNumber.toUpperCase());
      if (account === null) fail("accountNumber", "payout.accountNumber.invalid");
      if (failed || bankCode === undefined || branch === undefined || !account) return z.NEVER;
      return { method, bankCode, branch, accountNumber: `${account[1]}-${account[2]}`, ...holder };
    });
};
