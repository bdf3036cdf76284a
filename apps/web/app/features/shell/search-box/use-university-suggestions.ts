import type { Locale } from "@campuslar/domain/i18n/locales";
import {
  TERM_MAX_UNIVERSITIES,
  universitiesMatching,
  universityInLocale,
} from "@campuslar/domain/university/university-names";
import { useMemo } from "react";
import type { PageUniversity } from "../../../catalogue/page-universities.ts";
import type { PageUniversities } from "./search-box-rows.tsx";

/**
 * The universities `typed` names, matched in the page from two characters by the domain's
 * rule (the API's for places, so the list agrees with what it would answer), as many as the API
 * would suggest; null when the page does not know the universities.
 */
export function useUniversitySuggestions(
  typed: string,
  known: readonly PageUniversity[],
  locale: Locale,
): PageUniversities {
  return useMemo(
    () =>
      known.length === 0
        ? null
        : universitiesMatching(typed, known, TERM_MAX_UNIVERSITIES).map((u) => universityInLocale(u, locale)),
    [typed, known, locale],
  );
}
