import { LOCALES, type Locale } from "@campuslar/domain/i18n/locales";
import { href, pagePattern } from "@campuslar/domain/routes/route-table";

/*
 * The account page's "Your data" section (docs/decisions/018-account-export-and-deletion.md):
 * where the download lives and how the home page knows an account was just deleted.
 */

/** The download, below the account page in each language (`/conta/dados.json`, `/en/conta/dados.json`). */
const EXPORT_FILE = "dados.json";

/** The route patterns of the download, one per language, for routes.ts. */
export const accountExportPatterns = (): { locale: Locale; pattern: string }[] =>
  LOCALES.map((locale) => ({ locale, pattern: `${pagePattern("account", locale)}/${EXPORT_FILE}` }));

export const accountExportHref = (locale: Locale): string => `${href("account", locale)}/${EXPORT_FILE}`;

/** The query parameter with which the home page says the account was deleted (`/?conta-excluida=1`). */
export const ACCOUNT_DELETED_PARAM = "conta-excluida";

export const accountDeletedHref = (locale: Locale): string => `${href("home", locale)}?${ACCOUNT_DELETED_PARAM}=1`;

/** The intent of the account page's deletion form (the page may get other forms). */
export const DELETE_ACCOUNT_INTENT = "delete-account";
