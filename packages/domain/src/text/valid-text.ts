import type { Locale } from "../i18n/locales.ts";

/*
 * Text that reaches the site (a path, a query, a form field, a JSON string) must be Unicode
 * text: no NUL character (PostgreSQL cannot store it, and nobody types it) and no half of a
 * UTF-16 surrogate pair (what `%ED%A0%80` in an address or `"\ud800"` in JSON decodes to,
 * which is no character at all). The API checks every request against this once, at its edge
 * (apps/api/src/lib/valid-input.ts), and so does the server for pages (server/src/http/valid-page-input.ts).
 */

/** In unicode mode a surrogate pair is one code point, so only a lone half matches. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** True for text holding U+0000 or an unpaired surrogate. */
export const hasInvalidText = (text: string): boolean => text.includes("\u0000") || LONE_SURROGATE.test(text);

/**
 * A percent-encoded part of an address (a path, a query name or value), decoded; null when its
 * bytes are not UTF-8 (`%ED%A0%80`, `%C3`, `%FF`). A `%` that starts no escape (`50%`) is a
 * percent sign, as browsers and URLSearchParams read it.
 */
export function decodeUrlText(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/%(?![0-9a-f]{2})/gi, "%25"));
  } catch {
    return null;
  }
}

/** What was refused, and where: `field` names a query parameter, form field or JSON path (`a.0.b`) when the problem is its value. */
export type InvalidText = { field?: string };

const valueAt = (field: string): InvalidText => (field === "" ? {} : { field });

/**
 * The first name or value of a query string or an urlencoded form body (`a=1&b=S%C3%A3o+Paulo`,
 * with or without its `?`) that is not valid text once decoded, or null when all are.
 */
export function invalidFormText(query: string): InvalidText | null {
  for (const pair of query.replace(/^\?/, "").split("&")) {
    if (pair === "") continue;
    const equals = pair.indexOf("=");
    const rawName = equals === -1 ? pair : pair.slice(0, equals);
    const rawValue = equals === -1 ? "" : pair.slice(equals + 1);
    const name = decodeUrlText(rawName.replaceAll("+", " "));
    if (name === null || hasInvalidText(name)) return {};
    const value = decodeUrlText(rawValue.replaceAll("+", " "));
    if (value === null || hasInvalidText(value)) return valueAt(name);
  }
  return null;
}

/** An address's path and query (both as sent, percent-encoded): the first part that is not valid text, or null. */
export function invalidUrlText(pathname: string, search: string): InvalidText | null {
  const path = decodeUrlText(pathname);
  if (path === null || hasInvalidText(path)) return {};
  return invalidFormText(search);
}

/**
 * A string of a parsed JSON value, key or value, at any depth, that is not valid text,
 * or null. Walks without recursion, so a deeply nested body cannot overflow the stack.
 */
export function invalidJsonText(value: unknown): InvalidText | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: "" }];
  const join = (path: string, key: string | number) => (path === "" ? String(key) : `${path}.${key}`);
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const current = item.value;
    if (typeof current === "string") {
      if (hasInvalidText(current)) return valueAt(item.path);
    } else if (Array.isArray(current)) {
      current.forEach((entry, index) => {
        stack.push({ value: entry, path: join(item.path, index) });
      });
    } else if (typeof current === "object" && current !== null) {
      for (const [key, entry] of Object.entries(current)) {
        if (hasInvalidText(key)) return {};
        stack.push({ value: entry, path: join(item.path, key) });
      }
    }
  }
  return null;
}

/** The API's `error.message` (and the web's 400 page) for such a request. */
export const INVALID_TEXT_MESSAGE: Record<Locale, string> = {
  en: "The request holds characters that are not valid text (a null character or a broken encoding); remove them and try again",
  pt: "O pedido contém caracteres que não são texto válido (um caractere nulo ou uma codificação quebrada); remova-os e tente de novo",
};

/** The rest of the page a visitor sees when a page request carries such text. */
export const INVALID_TEXT_PAGE: Record<Locale, { title: string; home: string }> = {
  en: { title: "Invalid request", home: "Go to the home page" },
  pt: { title: "Pedido inválido", home: "Ir para a página inicial" },
};
