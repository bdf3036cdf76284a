import type { ApiErrorCode } from "@campuslar/domain/errors/api-error";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { type RoommateMessageKey, roommateMessage } from "@campuslar/domain/roommates/roommate-messages";
import { HttpError } from "../../lib/errors.ts";

/** An API error whose message is the roommate sentence in the request's language. */
export const roommateError = (code: ApiErrorCode, key: RoommateMessageKey, locale: Locale) =>
  new HttpError(code, roommateMessage(key, locale));
