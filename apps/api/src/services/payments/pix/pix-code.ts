import { randomInt } from "node:crypto";
import { createStaticPix, hasError } from "pix-utils";
import QRCode from "qrcode";
import type { PaymentsConfig } from "../../../lib/payments-config.ts";

/*
 * The Pix "copia e cola" code and its QR for a charge (issue 36, point 3): a static BR Code (EMV
 * MPM, the Central Bank's "Manual de Padrões para Iniciação do Pix") with the company's key, its
 * name and city, the amount, and the charge's reference as the transaction id (field 62, sub-field
 * 05). The payer's bank carries that txid to our bank, whose statement shows it, so an imported
 * line finds its charge by it. Made by pix-utils; what it leaves to its caller (the manual's limits
 * on lengths and characters, an amount without floating point) is done here.
 */

const REFERENCE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
/** A reference this site issued: "CL" and 23 more letters or digits, 25 in all (the txid's most). */
export const PAYMENT_REFERENCE = /^CL[A-Z0-9]{23}$/;

/**
 * A new payment reference: "CL" and 23 characters drawn by the system's CSPRNG (about 119 bits),
 * so one cannot be guessed from another, and two charges never share one in practice (the
 * database's primary key refuses the improbable repeat).
 */
export function newPaymentReference(): string {
  let reference = "CL";
  for (let i = 0; i < 23; i += 1) reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}

/** The manual's limits: name 25 characters, city 15, txid 25 letters or digits, amount 13 characters. */
export const BR_CODE_LIMITS = { merchantName: 25, merchantCity: 15, txid: 25, amount: 13 } as const;

/**
 * Text for the BR Code's name and city fields: the manual's character set has no accents (a
 * payer's app shows the field as it is), so "São Paulo" becomes "SAO PAULO"; anything else
 * outside printable ASCII is dropped, runs of spaces become one, and the result is cut to the
 * field's length (without a trailing space) rather than refused, as a long company name must still pay.
 */
export function brCodeText(text: string, maxLength: number): string {
  const plain = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toUpperCase();
  return plain.slice(0, maxLength).trimEnd();
}

/**
 * Centavos as the BR Code writes the amount ("2500.00"), by string operations: the amount never
 * passes through a fraction of a floating-point number.
 */
export function brCodeAmount(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`A Pix amount is a positive whole number of centavos, not ${amountCents}`);
  }
  const digits = String(amountCents).padStart(3, "0");
  const text = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  if (text.length > BR_CODE_LIMITS.amount) throw new RangeError(`The amount ${text} is longer than a BR Code allows`);
  return text;
}

/** The top-level fields of an EMV code (id → value), or null when its lengths do not add up. */
export function emvFields(code: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < code.length) {
    const id = code.slice(at, at + 2);
    const length = Number(code.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(code.slice(at + 2, at + 4)) || at + 4 + length > code.length) {
      return null;
    }
    fields.set(id, code.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/**
 * The "copia e cola" code for paying `amountCents` to the company with `reference` as its txid.
 * Throws on a reference or configuration the manual does not allow: a programming or setup error,
 * never the visitor's input.
 */
export function pixCopyPaste(config: PaymentsConfig, charge: { amountCents: number; reference: string }): string {
  if (!/^[A-Za-z0-9]{1,25}$/.test(charge.reference)) {
    throw new RangeError(`A Pix txid is 1 to 25 letters or digits, not "${charge.reference}"`);
  }
  const amount = brCodeAmount(charge.amountCents);
  const merchantName = brCodeText(config.merchantName, BR_CODE_LIMITS.merchantName);
  const merchantCity = brCodeText(config.merchantCity, BR_CODE_LIMITS.merchantCity);
  const pixKey = config.pixKey.trim();
  if (!pixKey || !merchantName || !merchantCity) throw new RangeError("A Pix code needs a key, a name and a city");
  const pix = createStaticPix({
    pixKey,
    merchantName,
    merchantCity,
    txid: charge.reference,
    // pix-utils takes a number and writes it with toFixed(2). The number is read from the text
    // made above, and the code it makes is checked to carry exactly that text.
    transactionAmount: Number(amount),
  });
  if (hasError(pix)) throw new Error(`pix-utils refused the code: ${pix.message}`);
  const code = pix.toBRCode();
  if (emvFields(code)?.get("54") !== amount) throw new Error(`The Pix code does not carry the amount ${amount}`);
  return code;
}

/** The code as a QR in SVG, for the page and the e-mail (error correction M, as banks' apps print). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}
