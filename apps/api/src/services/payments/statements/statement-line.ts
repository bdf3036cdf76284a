import { createHash } from "node:crypto";
import { isCalendarDate } from "@campuslar/domain/dates/calendar-date";
import type { StatementFormat } from "@campuslar/domain/payments/payment-enums";
import { isValidCpf } from "@campuslar/domain/rentals/cpf";

/*
 * What every statement parser answers, and the reading they share (issue 36, point 4): amounts
 * to centavos by string operations, the reference a payment carries, who paid, and errors that
 * name the line and the field in both languages. Parsing only: the import into the database
 * reads these lines and decides what each one pays.
 */

/** One movement of money on the bank's statement. */
export type ParsedStatementLine = {
  /** The line of the file it was read from (1 is the first), for staff to find it. */
  lineNumber: number;
  /** The day the bank posted it, `YYYY-MM-DD`. */
  postedOn: string;
  /** Centavos: money in > 0, money out < 0. */
  amountCents: number;
  description: string;
  /** Who sent money in, when the bank's text says so (Pix and transfers usually do). */
  payerName: string | null;
  /** The payer's CPF or CNPJ as digits, or as the bank masked it ("***.456.789-**"). */
  payerDocument: string | null;
  /** A reference this site issued ("CL" and 23 letters or digits) found in the text. */
  reference: string | null;
  /** Stable across imports of the same statement: the bank's id for the line, or a hash of it. */
  fingerprint: string;
};

export type StatementError = { line: number; field: string; message: { pt: string; en: string } };

export type ParsedStatement =
  | { ok: true; format: StatementFormat; lines: ParsedStatementLine[] }
  | { ok: false; errors: StatementError[] };

/** A file with more bad lines than this reports these first ones: staff fix the export, not each line. */
export const MAX_ERRORS = 20;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An error at `line` (0: the file as a whole), its message prefixed with the line in each language. */
export function statementError(line: number, field: string, pt: string, en: string): StatementError {
  return {
    line,
    field,
    message:
      line > 0
        ? { pt: `Linha ${line}: ${pt}`, en: `Line ${line}: ${en}` }
        : { pt: capitalized(pt), en: capitalized(en) },
  };
}

/** The largest amount a line may carry: the database keeps centavos in a 32-bit integer. */
const MAX_CENTS = 2_147_483_647;

/**
 * Centavos from an amount as a statement writes it, or null when it is not one. `decimal` is the
 * decimal separator the format uses: "," for Brazilian CSV ("-1.234,56", "1234,5", "+10,00"),
 * "." for OFX ("-1234.56"), though Brazilian banks' OFX files often write a comma too, so OFX
 * reads either when only one separator is present. Never through a floating-point number.
 */
export function centsOf(text: string, decimal: "," | "." | "either"): number | null {
  const compact = text
    .trim()
    .replace(/^R\$\s*/i, "")
    .replace(/\s/g, "");
  const match = /^([+-]?)(.*)$/.exec(compact);
  if (!match) return null;
  const [, sign, body] = match as unknown as [string, string, string];
  let whole: string;
  let fraction: string;
  const thousands = decimal === "," ? "." : ",";
  if (decimal === "either") {
    const parts = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(body);
    if (!parts) return null;
    whole = parts[1] as string;
    fraction = parts[2] ?? "";
  } else {
    const grouped = new RegExp(`^(\\d{1,3}(?:\\${thousands}\\d{3})+|\\d+)(?:\\${decimal}(\\d{1,2}))?$`).exec(body);
    if (!grouped) return null;
    whole = (grouped[1] as string).split(thousands).join("");
    fraction = grouped[2] ?? "";
  }
  const digits = `${whole}${fraction.padEnd(2, "0")}`.replace(/^0+(?=\d)/, "");
  if (digits.length > 10) return null;
  const cents = Number(digits);
  if (cents > MAX_CENTS) return null;
  return sign === "-" ? -cents : cents;
}

/** `YYYY-MM-DD` from day, month and year as written, or null when that day does not exist. */
export function calendarDay(year: string, month: string, day: string): string | null {
  const iso = `${year.padStart(4, "0")}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return isCalendarDate(iso) ? iso : null;
}

/** A reference this site issued, wherever it stands in the text and in whatever case the payer typed it. */
export function referenceIn(text: string): string | null {
  const match = /(?<![A-Z0-9])CL[A-Z0-9]{23}(?![A-Z0-9])/.exec(text.toUpperCase());
  return match ? match[0] : null;
}

/**
 * Words a bank writes before the name of who sent the money: "PIX RECEBIDO - ANA", "PIX TRANSF
 * ANA M12/01" (Itaú), "TED RECEBIDA ANA", "Transferência recebida pelo Pix - Ana - •••.456.789-••"
 * (Nubank), "RECEBIMENTO PIX ANA", "DOC RECEBIDO", "TRANSF RECEBIDA". Only these: a line without
 * them (a fee, an interest credit) has no payer.
 */
const PAYER_PREFIXES: RegExp[] = [
  /^transfer[eê]ncia recebida(?: pelo pix)?/i,
  /^pix recebido(?: de)?/i,
  /^pix qrs/i,
  /^recebimento (?:de )?pix(?: de)?/i,
  /^pix transf(?:er[eê]ncia)?(?: recebida)?/i,
  /^pix (?:de|from)/i,
  /^pix/i,
  /^ted recebida(?: de)?/i,
  /^ted(?: de)?/i,
  /^doc recebido(?: de)?/i,
  /^transf(?:er[eê]ncia)? recebida(?: de)?/i,
  /^cr[eé]dito (?:de )?(?:pix|ted|transf\w*)(?: de)?/i,
];

const MASK = "[*•xX]";
const DOCUMENT_PATTERNS: RegExp[] = [
  /\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b/, // CNPJ as written
  /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/, // CPF as written
  new RegExp(`${MASK}{3}\\.\\d{3}\\.\\d{3}-${MASK}{2}`), // CPF masked by the bank in Pix lines
];

const DOCUMENTS_ANYWHERE = DOCUMENT_PATTERNS.map((pattern) => new RegExp(pattern.source, "g"));

/** The payer's CPF/CNPJ in the text: digits when whole, the bank's mask as written when masked. */
export function documentIn(text: string): string | null {
  for (const pattern of DOCUMENT_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return /\d{11,14}/.test(match[0].replace(/\D/g, "")) ? match[0].replace(/\D/g, "") : match[0];
  }
  // Eleven bare digits are a CPF only when their check digits say so (an account number is not).
  for (const match of text.matchAll(/(?<!\d)\d{11}(?!\d)/g)) if (isValidCpf(match[0])) return match[0];
  return null;
}

/**
 * The name of who sent money in, from the bank's text, or null. Tolerant: the prefix, any
 * reference, document, bank details and trailing date (Itaú's "ANA M12/01") are taken away, and
 * the first part that has letters is the name.
 */
export function payerNameIn(text: string): string | null {
  const flat = text.replace(/\s+/g, " ").trim();
  const prefix = PAYER_PREFIXES.find((p) => p.test(flat));
  if (!prefix) return null;
  // Itaú writes a TED's sending bank and branch before the name: "TED 033.0001.MARIA".
  let rest = flat.replace(prefix, "").replace(/^\s*\d{3}\.\d{4}\.\s*/, " ");
  rest = rest.replace(/(?<![A-Z0-9])CL[A-Z0-9]{23}(?![A-Z0-9])/gi, " ");
  for (const pattern of DOCUMENTS_ANYWHERE) rest = rest.replace(pattern, " ");
  rest = rest.replace(/(?<!\d)\d{11,14}(?!\d)/g, " ");
  const parts = rest
    .split(/\s[-–|]\s|\s?[-–]\s?$|^\s?[-–:]\s?|:/)
    .map((part) =>
      part
        .replace(/\s*\d{2}\/\d{2}(?:\/\d{2,4})?\s*$/, "") // "ANA M12/01": Itaú's date of the transfer
        .replace(/^["'\s]+|["'\s.,;]+$/g, "")
        .trim(),
    )
    .filter((part) => /\p{L}{2,}/u.test(part) && !/^(ag[eê]ncia|conta|banco|bco|inst)\b/i.test(part));
  return parts[0] ?? null;
}

/** Description text as stored and hashed: runs of white space as one space. */
export const cleanText = (text: string): string => text.replace(/\s+/g, " ").trim();

export const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/** What an incoming line says about who paid; an outgoing line has no payer. */
export function payerOf(text: string, amountCents: number): { payerName: string | null; payerDocument: string | null } {
  if (amountCents <= 0) return { payerName: null, payerDocument: null };
  return { payerName: payerNameIn(text), payerDocument: documentIn(text) };
}

/**
 * The file's text: UTF-8 when it is valid UTF-8, else Windows-1252 (Brazilian banks' exports are
 * often Latin-1; its superset decodes them and never fails), without a byte order mark.
 */
export function decodeStatement(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  return text.replace(/^\uFEFF/, "");
}
