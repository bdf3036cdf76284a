import { HTML_LANG, localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { COMPANY } from "@campuslar/domain/site/company";
import { JsonLd } from "../../seo/json-ld.tsx";
import { AccountDeletedNotice } from "./home/account-deleted-notice.tsx";
import { HighlightedListings } from "./home/highlighted-listings.tsx";
import { HomeHero } from "./home/home-hero.tsx";
import { HomeServices } from "./home/home-services.tsx";
import { HowItWorks } from "./home/how-it-works.tsx";
import { MediaMentions } from "./home/media-mentions.tsx";
import { PartnerUniversities } from "./home/partner-universities.tsx";
import { Recommendations } from "./home/recommendations.tsx";
import { Testimonials } from "./home/testimonials.tsx";
import "./home/messages.ts";
import { loadSearchFilters } from "../../api/search-filters.server.ts";
import { loadUniversities } from "../../api/universities.server.ts";
import { pageUniversities } from "../../catalogue/page-universities.ts";
import { t as translate, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf, useRootData } from "../../site/root-data.ts";
import type { Route } from "./+types/home-page";
import { loadHighlights, loadHomeContent, remembered } from "./home/home.server.ts";
import { homeCatalogue, homeUniversities } from "./home/home.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "home.meta.title"),
    fullTitle: true,
    description: translate(locale, "home.meta.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
  });
}

/**
 * The landing page reads four things at once: the universities (with how many listings are
 * near each), the catalogue's counts (neighbourhoods, types) and a handful of listings,
 * sponsored first, each kept for a minute (the same for every visitor), and the press mentions
 * and testimonials staff published, read fresh. Each may fail on its own; the page shows
 * everything else.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const [universities, filters, highlights, content] = await Promise.all([
    remembered("universities", () => loadUniversities(context)),
    remembered("filters", () => loadSearchFilters(context)),
    remembered(`highlights:${locale}`, () => loadHighlights(context, locale)),
    loadHomeContent(context, locale),
  ]);
  return {
    universities: universities ? homeUniversities(universities, locale) : null,
    catalogue: filters ? homeCatalogue(filters) : null,
    highlights,
    content,
    // For the top bar's search box, which suggests them without asking the API.
    pageUniversities: pageUniversities(universities),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { universities, catalogue, highlights, content } = loaderData;
  return (
    <>
      <CompanyJsonLd />
      <WebSiteJsonLd />
      <AccountDeletedNotice />
      <HomeHero
        universities={universities ?? []}
        neighbourhoods={catalogue?.neighbourhoods ?? []}
        total={catalogue?.total ?? null}
      />
      <PartnerUniversities universities={universities} />
      <HighlightedListings listings={highlights} />
      {catalogue ? <Recommendations catalogue={catalogue} /> : null}
      <HowItWorks />
      <HomeServices />
      <Testimonials items={content.testimonials} />
      <MediaMentions mentions={content.pressMentions} />
    </>
  );
}

/** Who runs the site, for search engines' knowledge panels: a real-estate agent in São Paulo. */
function CompanyJsonLd() {
  const { locale, t } = useT();
  const { origin, creci } = useRootData();
  return (
    <JsonLd
      data={{
        "@type": "RealEstateAgent",
        name: COMPANY.name,
        legalName: COMPANY.legalName,
        url: `${origin}${href("home", locale)}`,
        logo: `${origin}/icon-512.png`,
        description: t("home.meta.description"),
        foundingDate: String(COMPANY.foundedYear),
        email: COMPANY.contactEmail,
        telephone: COMPANY.whatsapp.display,
        areaServed: COMPANY.city,
        address: { "@type": "PostalAddress", addressLocality: "São Paulo", addressRegion: "SP", addressCountry: "BR" },
        // Only a configured number: search engines must never be told the demo placeholder.
        ...(creci ? { identifier: creci } : {}),
        sameAs: COMPANY.social.map((s) => s.url),
      }}
    />
  );
}

/** The site's own search, so a search engine can offer it under the result (sitelinks search box). */
function WebSiteJsonLd() {
  const { locale } = useT();
  const { origin } = useRootData();
  return (
    <JsonLd
      data={{
        "@type": "WebSite",
        name: COMPANY.name,
        url: `${origin}${href("home", locale)}`,
        inLanguage: HTML_LANG[locale],
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${origin}${href("search", locale)}?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      }}
    />
  );
}
