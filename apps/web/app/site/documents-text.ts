import { listFormat } from "@campuslar/domain/i18n/intl-formats";
import { HTML_LANG, type Locale } from "@campuslar/domain/i18n/locales";
import { REQUIRED_DOCUMENTS } from "@campuslar/domain/site/offers";
import { t } from "../i18n/t.ts";
import "./documents-messages.ts";

/** The required documents as one phrase: “documento de identidade (…), CPF e comprovante de endereço”. */
export function requiredDocumentsText(locale: Locale): string {
  return listFormat(HTML_LANG[locale], { type: "conjunction" }).format(
    REQUIRED_DOCUMENTS.map((document) => t(locale, `documents.${document}`)),
  );
}
