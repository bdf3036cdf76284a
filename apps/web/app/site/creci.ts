import type { Locale } from "@campuslar/domain/i18n/locales";
import { t } from "../i18n/t.ts";
import { useRootData } from "./root-data.ts";
import "./creci-messages.ts";

/**
 * The real-estate registry number as pages write it: the configured `COMPANY_CRECI`, or a
 * placeholder that reads as one (never a number that looks real) on an install that has not
 * stated it (docs/decisions/014-content-claims.md).
 */
export function creciText(locale: Locale, creci: string | null): string {
  return creci ?? t(locale, "shell.creci.demo");
}

/** The registry number for this page: `{ text, configured }`. */
export function useCreci(locale: Locale): { text: string; configured: boolean } {
  const { creci } = useRootData();
  return { text: creciText(locale, creci), configured: creci !== null };
}
