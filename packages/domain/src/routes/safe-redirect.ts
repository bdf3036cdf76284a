import { decodeUrlText } from "../text/valid-text.ts";

// The domain compiles without the DOM's or Node's types; URL is a global of every runtime it runs in.
declare const URL: new (input: string, base: string) => { readonly origin: string };

/** Any origin that is not a real one: a path is safe when it resolves against it to it. */
const BASE = "https://campuslar.invalid";

/** How many layers of percent-encoding are looked through (`%2509` is a tab under two). */
const MAX_ENCODING_LAYERS = 8;

/** An ASCII control character (U+0000–U+001F, U+007F) or a backslash. */
function hasControlOrBackslash(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/** Every `%XX` as the byte it names (one character per byte), anything else as it is. Never throws. */
const decodeBytes = (text: string) =>
  text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * A path of this site in every reading a browser or a server might give it: it starts with one
 * `/`, holds no control character or backslash (browsers drop tabs and line breaks and read `\`
 * as `/`, so `/\t/evil.example` and `/\evil.example` are `//evil.example`, another site), and
 * resolves to this origin. Each layer of percent-encoding is looked through, so `%09`, `%0d%0a`,
 * `%5c`, `/%2f` and `%2509` are refused too.
 */
function isSamePath(value: string): boolean {
  let text = value;
  for (let layer = 0; layer <= MAX_ENCODING_LAYERS; layer++) {
    if (!text.startsWith("/") || text.startsWith("//") || hasControlOrBackslash(text)) return false;
    try {
      if (new URL(text, BASE).origin !== BASE) return false;
    } catch {
      return false;
    }
    const decoded = decodeBytes(text);
    if (decoded === text) return true;
    text = decoded;
  }
  return false;
}

/** Spaces and characters beyond ASCII as UTF-8 escapes, so the path fits a `Location` header. Throws URIError on a lone surrogate. */
const encodeBeyondAscii = (path: string) => path.replace(/[^\x21-\x7e]+/g, (run) => encodeURI(run));

/**
 * Where to send a visitor after a form or a login, from a value the request carried: only a path
 * on this site (see isSamePath), whose encoding is UTF-8, with its query and fragment. Spaces and
 * non-ASCII characters typed raw come back percent-encoded (a header carries bytes, not text);
 * an ordinary, already encoded path comes back unchanged. Anything else is `fallback`. Never throws.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || decodeUrlText(value) === null || !isSamePath(value)) return fallback;
  try {
    return encodeBeyondAscii(value);
  } catch {
    // A lone surrogate: no character, so no path.
    return fallback;
  }
}
