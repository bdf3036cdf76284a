import { HTML_LANG, LOCALES } from "@campuslar/domain/i18n/locales";
import type { PropertySitemapItem } from "@campuslar/domain/property/property-sitemap-dto";
import { NOT_INDEXED_PAGES, STATIC_INDEXED_PAGES } from "@campuslar/domain/routes/indexed-pages";
import { href, pagePattern, switchLocalePath } from "@campuslar/domain/routes/route-table";

/*
 * robots.txt and the XML sitemaps (https://www.sitemaps.org/protocol.html), as pure functions
 * of what the API answers: the resource routes only fetch and wrap these in a Response.
 *
 *   /sitemap.xml            index: pages.xml and properties-1.xml … properties-N.xml
 *   /sitemaps/pages.xml     every indexable static page, and one search page per university
 *   /sitemaps/properties-N.xml   the N-th page of published listings (GET /v2/properties/sitemap)
 *
 * Every URL is listed in both languages, each with its `hreflang` alternates (pt-BR, en and
 * x-default, the Portuguese page), as the pages' own `<link rel="alternate">` do.
 */

export const XML_CONTENT_TYPE = "application/xml; charset=utf-8";
export const TEXT_CONTENT_TYPE = "text/plain; charset=utf-8";
/** Search engines read these a few times a day; an hour keeps new listings close behind. */
export const SITEMAP_CACHE_CONTROL = "public, max-age=3600";

export const PAGES_SITEMAP_FILE = "pages.xml";
export const propertiesSitemapFile = (page: number): string => `properties-${page}.xml`;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text or attribute value safe inside XML. */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** The file a `/sitemaps/:file` request asks for, or null when there is no such file. */
export function parseSitemapFile(file: string): { kind: "pages" } | { kind: "properties"; page: number } | null {
  if (file === PAGES_SITEMAP_FILE) return { kind: "pages" };
  const match = /^properties-([1-9]\d{0,5})\.xml$/.exec(file);
  return match ? { kind: "properties", page: Number(match[1]) } : null;
}

/** How many listing files `total` published listings fill: always at least one. */
export const propertiesFileCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)));

export type SitemapUrl = {
  /** Absolute URL. */
  loc: string;
  /** The same page in every language, absolute; `x-default` is added for the Portuguese one. */
  alternates: { hreflang: string; href: string }[];
  /** ISO 8601. */
  lastmod?: string;
};

/**
 * A page in both languages, given its Portuguese path: two `<url>`s that name each other
 * (and themselves) as alternates, the Portuguese one also as `x-default`.
 */
export function localizedUrls(origin: string, ptPath: string, lastmod?: string): SitemapUrl[] {
  const paths = LOCALES.map((locale) => ({ locale, path: switchLocalePath(ptPath, locale) }));
  const alternates = [
    ...paths.map(({ locale, path }) => ({ hreflang: HTML_LANG[locale], href: `${origin}${path}` })),
    { hreflang: "x-default", href: `${origin}${switchLocalePath(ptPath, "pt")}` },
  ];
  return paths.map(({ path }) => ({ loc: `${origin}${path}`, alternates, ...(lastmod ? { lastmod } : {}) }));
}

/** `pages.xml`: the indexable pages without parameters, then one search page per university. */
export function pagesSitemapUrls(origin: string, universitySlugs: readonly string[]): SitemapUrl[] {
  return [
    ...STATIC_INDEXED_PAGES.flatMap((page) => localizedUrls(origin, pagePattern(page, "pt"))),
    ...universitySlugs.flatMap((slug) => localizedUrls(origin, href("searchUniversity", "pt", { slug }))),
  ];
}

/** `properties-N.xml`: each listing's rent or sale page, with when it last changed. */
export function propertiesSitemapUrls(origin: string, items: readonly PropertySitemapItem[]): SitemapUrl[] {
  return items.flatMap((item) =>
    localizedUrls(
      origin,
      href(item.purpose === "sale" ? "propertySale" : "property", "pt", { code: item.code }),
      item.updatedAt,
    ),
  );
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** A `<urlset>` with the xhtml namespace its `hreflang` links need. */
export function buildUrlset(urls: readonly SitemapUrl[]): string {
  const lines = [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const url of urls) {
    lines.push("<url>", `<loc>${escapeXml(url.loc)}</loc>`);
    if (url.lastmod) lines.push(`<lastmod>${escapeXml(url.lastmod)}</lastmod>`);
    for (const alt of url.alternates) {
      lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(alt.hreflang)}" href="${escapeXml(alt.href)}"/>`);
    }
    lines.push("</url>");
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}

/** `/sitemap.xml`: `pages.xml`, then `properties-1.xml` … `properties-N.xml`. */
export function buildSitemapIndex(origin: string, propertiesFiles: number): string {
  const files = [PAGES_SITEMAP_FILE];
  for (let page = 1; page <= propertiesFiles; page++) files.push(propertiesSitemapFile(page));
  return [
    XML_DECLARATION,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${file}`)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/**
 * A robots.txt rule for a page in one language: the path up to its first parameter
 * (`/imoveis/parceiro/:customer` → `/imoveis/parceiro/`). Rules match by prefix.
 */
const disallowPrefix = (pattern: string): string => {
  const at = pattern.indexOf(":");
  return at === -1 ? pattern : pattern.slice(0, at);
};

/** The paths robots.txt keeps crawlers out of: the non-indexed pages in both languages, logout and the API. */
export function disallowedPaths(): string[] {
  const pages = NOT_INDEXED_PAGES.flatMap((page) => LOCALES.map((locale) => disallowPrefix(pagePattern(page, locale))));
  return [...new Set([...pages, "/sair", "/v2/"])];
}

/** Everything may be crawled except `disallowedPaths()`; the sitemap index says where the rest is. */
export function buildRobotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
