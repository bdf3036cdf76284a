import type { MaskedKind } from "./conversation-forms.ts";
import { MASKED_KINDS } from "./conversation-forms.ts";
import type { RentalState } from "./rental-process.ts";

/*
 * Masking a rental's messages until its lease is signed (issue 35, point 3; decision 037).
 * Criminals phish inside official chats (the Booking.com lesson): they move people to WhatsApp,
 * send a look-alike payment link or a Pix key, and the money is gone. So, until both sides have
 * signed, phone numbers, e-mail addresses, links, social handles and payment keys are replaced by
 * MASK before the message is stored. We mask rather than refuse the message: the rest of what
 * was said still reaches the other side, and the writer is told what was hidden and why.
 *
 * The rules lean towards masking anything that can reach a person off the site, and stay clear of
 * what a rental conversation is full of: amounts ("R$ 2.500"), dates ("12/03/2026",
 * "12.03.2026"), months, room numbers, postcodes ("01310-100").
 */

/** What replaces a hidden detail; no letters or digits, so later rules never match it. */
export const MASK = "[•••]";

/** Masking stops once both sides signed: the rental then waits for its first payment. */
export const maskingApplies = (state: RentalState): boolean => state !== "awaiting_payment";

export type MaskedMessage = { text: string; masked: MaskedKind[] };

// Top-level domains people actually send; a bare "word.word" is a link only when it ends in one,
// so a missing space after a full stop ("Obrigado.Amanhã") is not a link. Lowercase only, for
// the same reason ("tudo.Me liga" is a sentence).
const TLDS =
  "com|net|org|edu|gov|info|biz|app|dev|io|ly|me|co|gl|to|tk|ws|cc|tv|xyz|site|online|shop|store|link|click|live|page|br|pt|uk|us|de|fr|es|it|nl|eu|ca|au|ar|cl|mx|in|cn|jp|ru";

// Spaces around the @ count only on both sides: "insta @ana" is a handle.
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|\s@\s)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
// "fulano arroba gmail ponto com", "jane (at) mail (dot) co (dot) uk": written out to slip past.
// A literal dot takes no spaces around it, so "at home. It was" is a sentence, not an address.
const AT = String.raw`\s*(?:\(at\)|\[at\]|\(arroba\))\s*|\s(?:arroba|at)\s`;
const DOT = String.raw`\.|\s*(?:\(dot\)|\[dot\]|\(ponto\))\s*|\s(?:ponto|dot)\s`;
const WORDED_EMAIL = new RegExp(String.raw`[\w.+-]+(?:${AT})[\w-]+(?:(?:${DOT})[\w-]+)*(?:${DOT})(?:${TLDS})\b`, "gi");
const URL_WITH_SCHEME = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const BARE_DOMAIN = new RegExp(
  String.raw`\b(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+(?:${TLDS})\b(?:\/[^\s<>"]*)?`,
  "g",
);
// An "@fulano" on Instagram or Telegram reaches a person as surely as a phone number.
const HANDLE = /(^|[\s(])@[A-Za-z0-9_.]{3,}/g;
// Pix keys of the random kind (EVP) are UUIDs, with or without their dashes.
const EVP = /\b[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}\b/gi;
const CPF = /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/g;
const CNPJ = /\b\d{2}\.?\d{3}\.?\d{3}\/\d{4}-?\d{2}\b/g;
// "chave pix: ...", "my pix key is ...": whatever key follows, even one split to slip past.
const PIX_PHRASE =
  /\b(?:chave(?:\s+(?:do\s+)?pix|\s+aleat[óo]ria)|pix\s+key|meu\s+pix|my\s+pix(?:\s+key)?|pix(?=\s*:))(?:\s*[:=–-]|\s+(?:é|eh|is))?\s*:?\s*([^\s,;!?]+)/gi;
// Digits with the separators people put in phone numbers: spaces, dots, dashes, parentheses.
const DIGIT_RUN = /\+?\(?\d(?:[ \t().-]{0,3}\d)+/g;

/** Fewer digits than a landline without its area code ("3456-7890") is never a phone number. */
const PHONE_MIN_DIGITS = 8;
/** E.164's longest number; a longer run is a card or an account number. */
const PHONE_MAX_DIGITS = 15;

/** The message with contact details and payment keys hidden, and which kinds were hidden. */
export function maskMessage(text: string): MaskedMessage {
  const found = new Set<MaskedKind>();
  const hide = (kind: MaskedKind) => () => {
    found.add(kind);
    return MASK;
  };
  let out = text;
  // E-mails before links (their domain is one), UUIDs and CPFs before phones (they are digits too).
  out = out.replace(EMAIL, hide("email")).replace(WORDED_EMAIL, hide("email"));
  out = out.replace(URL_WITH_SCHEME, hide("link")).replace(BARE_DOMAIN, hide("link"));
  out = out.replace(HANDLE, (_whole, before: string) => {
    found.add("link");
    return `${before}${MASK}`;
  });
  out = out.replace(EVP, hide("pix")).replace(CNPJ, hide("pix")).replace(CPF, hide("pix"));
  out = out.replace(PIX_PHRASE, (whole, key: string) => {
    if (key.startsWith(MASK)) found.add("pix");
    if (key.startsWith(MASK) || !looksLikeKey(key)) return whole;
    found.add("pix");
    return `${whole.slice(0, whole.length - key.length)}${MASK}`;
  });
  out = out.replace(DIGIT_RUN, (run, offset: number, all: string) => {
    const kind = digitRunKind(run, all.slice(Math.max(0, offset - 4), offset), all.slice(offset + run.length));
    if (!kind) return run;
    found.add(kind);
    return MASK;
  });
  return { text: out, masked: MASKED_KINDS.filter((kind) => found.has(kind)) };
}

/** After "chave pix", a word worth hiding: not a plain short word ("chave pix é o meu celular"). */
const looksLikeKey = (token: string): boolean => /[\d@]/.test(token) || token.length >= 8;

/** What a run of digits is, when it is something to hide: a phone, or a payment number. */
function digitRunKind(run: string, before: string, after: string): MaskedKind | null {
  const digits = run.replace(/\D/g, "");
  if (digits.length < PHONE_MIN_DIGITS) return null;
  if (isDate(run) || /^\d{5}-\d{3}$/.test(run)) return null;
  // An amount: "R$ 12.500.000", "US$ 1 500 000", "1.500.000,00", "2500000 reais".
  if (/(?:R\$|US\$|\$|€|£)\s*$/.test(before) || /^\s*(?:,\d{2}|reais\b|BRL\b|dollars?\b)/i.test(after)) return null;
  if (digits.length > PHONE_MAX_DIGITS) return "pix";
  // Eleven bare digits are a mobile number with its area code, or a CPF: its check digits tell.
  if (digits.length === 11 && /^\d{11}$/.test(run) && isCpf(digits)) return "pix";
  return "phone";
}

/** "12.03.2026", "12-03-26", "2026-03-12": a date, even with as many digits as a landline. */
function isDate(run: string): boolean {
  const dayFirst = /^(\d{1,2})[.-](\d{1,2})[.-](\d{2}|\d{4})$/.exec(run);
  if (dayFirst) return Number(dayFirst[1]) <= 31 && Number(dayFirst[2]) <= 12;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(run);
  return iso !== null && Number(iso[2]) <= 12 && Number(iso[3]) <= 31;
}

/** A CPF's two check digits (mod 11), so eleven digits that pass are taken as a payment key. */
function isCpf(digits: string): boolean {
  if (/^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return (rest === 10 ? 0 : rest) === Number(digits[length]);
  };
  return check(9) && check(10);
}
