import { HTML_LANG, LOCALES, type Locale, localeFromPath } from "@campuslar/domain/i18n/locales";
import { switchLocalePath } from "@campuslar/domain/routes/route-table";
import { COMPANY } from "@campuslar/domain/site/company";
import type { MetaDescriptor } from "react-router";

/** The Open Graph locale of each language (`pt_BR`, `en_US`). */
const OG_LOCALE: Record<Locale, string> = { pt: "pt_BR", en: "en_US" };

/** The image shared links show when a page has none of its own (1200 × 630). */
export const DEFAULT_SHARE_IMAGE = "/og-image.png";

export type PageSeo = {
  /** The page's own name; the brand is added after it (the home page passes the full title). */
  title: string;
  description: string;
  /** Site origin without a trailing slash (the root loader's `origin`). */
  origin: string;
  /** The path being shown: canonical and alternates are built from it, without the query. */
  pathname: string;
  /** Absolute or site-relative image for link previews. */
  image?: string;
  /** `website` by default; a listing is a `product`-like page but Open Graph knows no better than `website`. */
  type?: string;
  /** Pages that must not be indexed (account, reset, 404): robots noindex, no canonical. */
  noindex?: boolean;
  /** Whether `title` already carries the brand (the home page). */
  fullTitle?: boolean;
};

/**
 * Everything a page puts in `<head>` for search engines and link previews (DESIGN §5): title,
 * description, canonical, `hreflang` alternates for both languages plus `x-default`
 * (Portuguese, the default language), and Open Graph.
 */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const locale = localeFromPath(seo.pathname);
  const title = seo.fullTitle ? seo.title : `${seo.title} · ${COMPANY.name}`;
  const url = `${seo.origin}${seo.pathname}`;
  const image = seo.image ?? DEFAULT_SHARE_IMAGE;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { property: "og:site_name", content: COMPANY.name },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image.startsWith("/") ? `${seo.origin}${image}` : image },
    { property: "og:locale", content: OG_LOCALE[locale] },
    { property: "og:locale:alternate", content: OG_LOCALE[locale === "pt" ? "en" : "pt"] },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (seo.noindex) return [...tags, { name: "robots", content: "noindex" }];
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: url },
    ...LOCALES.map((other) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: HTML_LANG[other],
      href: `${seo.origin}${switchLocalePath(seo.pathname, other)}`,
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: `${seo.origin}${switchLocalePath(seo.pathname, "pt")}`,
    },
  ];
}
