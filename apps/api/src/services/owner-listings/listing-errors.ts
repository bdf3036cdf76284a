import { localizeFieldErrors } from "@campuslar/domain/i18n/field-errors";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { listingMessage } from "@campuslar/domain/listing/listing-messages";
import type { z } from "zod";

/** The first problem of each listing field, in the request's language. */
export const localizedFieldErrors = (issues: readonly z.core.$ZodIssue[], locale: Locale): Record<string, string> =>
  localizeFieldErrors(issues, (key) => listingMessage(key, locale));
