import { normalizeSearchText } from "./normalize.ts";

/*
 * People write a street's type short ("R. Augusta", "Av. Paulista", "Pç. da Sé") while the
 * catalogue spells it out ("Rua Augusta"). Spelling the abbreviation out on both sides, in
 * what is typed and in the street a listing stores, lets the two meet.
 *
 * An abbreviation counts as one when it is written with its full stop, anywhere ("perto da
 * Av. Paulista"), or, without it, as the first word ("av paulista", "r augusta"): a bare "tv"
 * or "al" later in a text is as likely to be a word of its own ("apartamento com tv").
 * Either way another word must follow it, for a street type names nothing alone.
 */

/** The full street types, normalised (no accent, lower case), by their usual abbreviations. */
export const STREET_TYPES: Readonly<Record<string, string>> = {
  r: "rua",
  av: "avenida",
  avda: "avenida",
  al: "alameda",
  pc: "praca",
  pca: "praca",
  tv: "travessa",
  trav: "travessa",
};

const SPELLED_OUT = new Set(Object.values(STREET_TYPES));

const ABBREVIATIONS = Object.keys(STREET_TYPES).join("|");
/** An abbreviation with its full stop, at the start or after anything but a letter or digit. */
const WITH_STOP = new RegExp(`(^|[^\\p{L}\\p{N}])(${ABBREVIATIONS})\\.\\s*(?=[\\p{L}\\p{N}])`, "gu");
/** An abbreviation without a full stop, as the first word, before a space and another word. */
const FIRST_WORD = new RegExp(`^(\\s*)(${ABBREVIATIONS})\\s+(?=[\\p{L}\\p{N}])`, "u");

/** Accent-free and lower case, as the abbreviations are listed ("Pç." becomes "pc."). */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * Search text (`normalizeSearchText`) with the street types spelled out:
 * "R. Augusta" -> "rua augusta", "Pç. da Sé" -> "praca da se", "Alameda Santos" as it was.
 */
export function normalizeStreetText(text: string): string {
  const spelled = folded(text)
    .replace(WITH_STOP, (_, before: string, short: string) => `${before}${STREET_TYPES[short]} `)
    .replace(FIRST_WORD, (_, before: string, short: string) => `${before}${STREET_TYPES[short]} `);
  return normalizeSearchText(spelled);
}

/** Whether a text names a street by its type ("rua augusta", "Av. Paulista"): a type and a name. */
export function namesStreet(text: string): boolean {
  const [type, ...name] = normalizeStreetText(text).split(" ");
  return type !== undefined && SPELLED_OUT.has(type) && name.length > 0;
}
