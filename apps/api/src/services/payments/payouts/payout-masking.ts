import type { PayoutMethod, PixKeyType } from "@campuslar/domain/payments/payment-enums";

/*
 * How a payout account is shown to its owner, in e-mails and on pages: enough to recognise it,
 * never enough to use it. Only staff paying a batch read the whole key or account number.
 */

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** `123.456.789-09` → `***.456.789-**`: the middle six digits, as Brazilian sites show a CPF. */
export function maskCpf(cpf: string): string {
  const d = digitsOf(cpf);
  if (d.length !== 11) return "***";
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}

/** `12.345.678/0001-90` → `**.345.678/****-**` (letters too: the alphanumeric CNPJ of 2026). */
export function maskCnpj(cnpj: string): string {
  const d = cnpj.replace(/[^0-9A-Za-z]/g, "");
  if (d.length !== 14) return "***";
  return `**.${d.slice(2, 5)}.${d.slice(5, 8)}/****-**`;
}

/** A CPF or a CNPJ by its length. */
export const maskDocument = (document: string): string =>
  document.replace(/[^0-9A-Za-z]/g, "").length === 14 ? maskCnpj(document) : maskCpf(document);

/** `maria.souza@gmail.com` → `m***@gmail.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** `+5511912345678` → `+55 ** *****-5678`. */
export function maskPhone(phone: string): string {
  const d = digitsOf(phone);
  return d.length < 4 ? "***" : `+55 ** *****-${d.slice(-4)}`;
}

/** A random key (EVP): its first and last four characters. */
export const maskRandomKey = (key: string): string =>
  key.length < 8 ? "***" : `${key.slice(0, 4)}****-****-****-****-********${key.slice(-4)}`;

export function maskPixKey(type: PixKeyType, key: string): string {
  switch (type) {
    case "cpf":
      return maskCpf(key);
    case "cnpj":
      return maskCnpj(key);
    case "email":
      return maskEmail(key);
    case "phone":
      return maskPhone(key);
    case "random":
      return maskRandomKey(key);
  }
}

/** `12345-6` → `***45-6`: the last digits of the account, as a bank's app shows them. */
export function maskAccountNumber(account: string): string {
  const visible = account.slice(-4);
  return `***${visible}`;
}

export type MaskableAccount = {
  method: PayoutMethod;
  pixKeyType: PixKeyType | null;
  pixKey: string | null;
  bankCode: string | null;
  branch: string | null;
  accountNumber: string | null;
};

/** One line naming the account: `Pix ***.456.789-**` or `Banco 341 · ag. 1234 · c/c ***45-6`. */
export function maskedAccount(account: MaskableAccount): string {
  if (account.method === "pix" && account.pixKeyType && account.pixKey) {
    return `Pix ${maskPixKey(account.pixKeyType, account.pixKey)}`;
  }
  return `Banco ${account.bankCode ?? "?"} · ag. ${account.branch ?? "?"} · c/c ${maskAccountNumber(account.accountNumber ?? "")}`;
}
