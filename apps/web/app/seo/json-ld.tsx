import { useCspNonce } from "../request/csp-nonce.ts";

/**
 * Structured data for search engines. `<` is escaped so no text inside (a listing's title, an
 * FAQ answer) can close the script element. JSON-LD never runs, but it carries the page's CSP
 * nonce like every other inline script, so "every script has the nonce" stays a simple rule.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useCspNonce();
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser has no nonce to render (entry.server.tsx provides it on the server only).
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, never markup.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
