import { localizeFieldErrors } from "@campuslar/domain/i18n/field-errors";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { isLeadMessageKey, leadMessage } from "@campuslar/domain/lead/lead-messages";
import { searchMessage } from "@campuslar/domain/property/property-search-query";
import { isRoommateMessageKey, roommateMessage } from "@campuslar/domain/roommates/roommate-messages";
import type { z } from "zod";

export const VALIDATION_MESSAGE: Record<Locale, string> = {
  en: "Some fields are invalid",
  pt: "Alguns campos estão inválidos",
};

/**
 * The first problem of each field, keyed by its dotted path. Lead-form and roommate messages are
 * sentences in the visitor's language, and so are the search parameters' (reported in English);
 * other schemas' keys pass through for the web to translate.
 */
export const translateFieldErrors = (issues: readonly z.core.$ZodIssue[], locale: Locale): Record<string, string> =>
  localizeFieldErrors(issues, (key) =>
    isLeadMessageKey(key)
      ? leadMessage(key, locale)
      : isRoommateMessageKey(key)
        ? roommateMessage(key, locale)
        : searchMessage(key, locale),
  );
