import { HTML_LANG, type Locale, localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { INVALID_TEXT_MESSAGE, INVALID_TEXT_PAGE, invalidUrlText } from "@campuslar/domain/text/valid-text";
import type { MiddlewareHandler } from "hono";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The 400 page: plain HTML in the language of the address (`/en/...` English, else Portuguese). */
export function invalidTextPage(locale: Locale): Response {
  const { title, home } = INVALID_TEXT_PAGE[locale];
  const html = `<!doctype html>
<html lang="${HTML_LANG[locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · CampusLar</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(INVALID_TEXT_MESSAGE[locale])}</p>
<p><a href="${href("home", locale)}">${escapeHtml(home)}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 400,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * The pages' edge (the API has its own, apps/api/src/lib/valid-input.ts): a page whose path or
 * query holds text that is not Unicode or holds NUL (the rule in
 * packages/domain/src/text/valid-text.ts) gets a 400 page in the address's language instead of
 * reaching React Router, where it would end as a 503 (the API refusing what the page passed on).
 * A form's fields are not judged here: the page sends them to the API, whose 400 names the
 * field, so the form shows the message next to it and keeps everything else typed.
 */
export function validPageInput(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (invalidUrlText(url.pathname, url.search)) return invalidTextPage(localeFromPath(url.pathname));
    return next();
  };
}
