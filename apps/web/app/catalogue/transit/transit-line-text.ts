import type { CommuteLine } from "@campuslar/domain/commute/commute-dto";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { t } from "../../i18n/t.ts";
import "./transit-line-messages.ts";

/*
 * A metro or train line in words, for the listing's legs and the map's lines: apart from the
 * search card's commute text, so the search page's first load does not carry it.
 */

type LineNames = Pick<CommuteLine, "shortName" | "kind">;

/** A metro or train line's number from the feed's short name ("METRÔ L4" → "4", "CPTM L07" → "7"); none for a bus. */
export function lineNumber(line: LineNames): string | undefined {
  if (line.kind === "bus") return undefined;
  const digits = /(\d+)\s*$/.exec(line.shortName)?.[1];
  return digits === undefined ? undefined : String(Number(digits));
}

/** What a badge on the line's colour says: "L4", "L7"; a bus's own number. */
export function lineBadgeText(line: LineNames): string {
  const number = lineNumber(line);
  return number === undefined ? line.shortName : `L${number}`;
}

/** A line as a passenger names it: "Metro line 4", "Linha 7 da CPTM", "Bus 2002-10". */
export function lineNameText(locale: Locale, line: LineNames): string {
  const number = lineNumber(line);
  if (number === undefined) return t(locale, "commute.line.bus", { number: line.shortName });
  return t(locale, line.kind === "train" ? "commute.line.train" : "commute.line.metro", { number });
}

/** Words that join a place's name and stay small inside it: "Aeroporto de Guarulhos", "Vila da Saúde". */
const JOINING_WORDS = new Set(["da", "das", "de", "do", "dos", "e"]);

/**
 * The feed writes its lines' ends in capitals ("SÃO PAULO - MORUMBI - LUZ"); read in a sentence
 * they shout. Capitalised per word, joining words left small.
 */
export function placeNameText(name: string): string {
  let first = true;
  return name.toLocaleLowerCase("pt-BR").replace(/\p{L}+/gu, (word) => {
    const small = !first && JOINING_WORDS.has(word);
    first = false;
    return small ? word : `${word.charAt(0).toLocaleUpperCase("pt-BR")}${word.slice(1)}`;
  });
}
