/**
 * Structured data for search engines. `<` is escaped so no text inside (a listing's title, an
 * FAQ answer) can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, never markup.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
