import { randomBytes } from "node:crypto";
import { DEFAULT_MAP_TILES, tileImageSource } from "@campuslar/domain/site/map-tiles";

/** A fresh CSP nonce: 128 random bits, base64, drawn for every page request. */
export const newCspNonce = () => randomBytes(16).toString("base64");

/**
 * Pages: only this origin's scripts, styles and images, plus the map tiles' origin
 * (`tileSource`, from MAP_TILE_URL; OpenStreetMap's by default). The inline scripts React
 * Router writes (hydration data, module loader, scroll restoration, streamed data) and the app's
 * JSON-LD carry the response's nonce (apps/web/app/entry.server.tsx), so no other inline script
 * runs: an injected `<script>` has no nonce. No 'strict-dynamic': every script the page loads
 * is from this origin, which 'self' allows. A page without a nonce (none today) runs no inline
 * script at all. See docs/decisions/015-security-headers.md.
 */
export const pageCsp = (nonce?: string, tileSource = tileImageSource(DEFAULT_MAP_TILES.url)) =>
  [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    `img-src 'self' data: ${tileSource}`,
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");

/** `/v2/docs`: Swagger UI's own files from this origin; it styles its widgets inline and draws icons as data: images. */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/** Anything else (JSON, files): nothing in it may run or be framed. */
const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The policy of an answer that brought none of its own: a page's, the API docs', or nothing runs. */
export function setContentSecurityPolicy(
  headers: Headers,
  answer: { path: string; html: boolean; nonce: string | undefined; tileSource: string },
) {
  if (headers.has("Content-Security-Policy")) return;
  const docs = answer.path === "/v2/docs" || answer.path.startsWith("/v2/docs/");
  headers.set(
    "Content-Security-Policy",
    answer.html ? (docs ? DOCS_CSP : pageCsp(answer.nonce, answer.tileSource)) : NON_PAGE_CSP,
  );
}
