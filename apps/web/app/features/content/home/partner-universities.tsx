import { href } from "@campuslar/domain/routes/route-table";
import "./messages.ts";
import { countText } from "../../../i18n/count-text.ts";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { ChevronDownIcon, MapPinIcon } from "../../../ui/icons/icons.tsx";
import type { HomeUniversity } from "./home.ts";
import { HomeSection, Unavailable } from "./home-section.tsx";

/**
 * The partner universities as cards, each with how many listings are within walking reach and
 * a link to their page; every other university in a list that opens below (no script needed).
 */
export function PartnerUniversities({ universities }: { universities: HomeUniversity[] | null }) {
  const { t } = useT();
  const partners = universities?.filter((u) => u.isPartner) ?? [];
  const others = universities?.filter((u) => !u.isPartner) ?? [];
  return (
    <HomeSection id="home-universities" title={t("home.universities.title")} intro={t("home.universities.intro")}>
      {universities === null ? (
        <Unavailable>{t("home.universities.unavailable")}</Unavailable>
      ) : (
        <>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {partners.map((university) => (
              <PartnerCard key={university.slug} university={university} />
            ))}
          </ul>
          {others.length > 0 ? (
            <details className="group mt-6 rounded-xl border border-sand-200 bg-white">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-5 py-3 font-semibold text-ink-900 hover:bg-sand-50 [&::-webkit-details-marker]:hidden">
                {t("home.universities.all", { count: universities.length })}
                <ChevronDownIcon className="size-5 shrink-0 text-ink-600 transition-transform group-open:rotate-180" />
              </summary>
              <ul className="grid gap-x-6 gap-y-1 border-t border-sand-200 px-5 py-4 sm:grid-cols-2 lg:grid-cols-3">
                {universities.map((university) => (
                  <UniversityLink key={university.slug} university={university} />
                ))}
              </ul>
            </details>
          ) : null}
        </>
      )}
    </HomeSection>
  );
}

function PartnerCard({ university }: { university: HomeUniversity }) {
  const { locale, t } = useT();
  return (
    <li className="relative flex flex-col rounded-2xl border border-brand-200 bg-white p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-xl font-semibold text-ink-900">
          <AppLink
            to={href("searchUniversity", locale, { slug: university.slug })}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-800 focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-pine-600"
          >
            {university.shortName}
          </AppLink>
        </h3>
        <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          {t("home.universities.badge")}
        </span>
      </div>
      {university.name !== university.shortName ? <p className="mt-1 text-sm text-ink-700">{university.name}</p> : null}
      <p className="mt-3 flex items-center gap-1.5 text-sm text-ink-700">
        <MapPinIcon className="size-4 shrink-0 text-brand-700" />
        {university.neighbourhood}
      </p>
      <p className="mt-auto pt-4 font-semibold text-pine-700">
        {countText(locale, "home.universities.nearby", university.nearbyListings)}
      </p>
    </li>
  );
}

function UniversityLink({ university }: { university: HomeUniversity }) {
  const { locale } = useT();
  return (
    <li>
      <AppLink
        to={href("searchUniversity", locale, { slug: university.slug })}
        className="flex min-h-11 items-baseline justify-between gap-3 rounded-md py-2 text-ink-900 hover:text-brand-800"
      >
        <span className="font-medium underline-offset-4 hover:underline">{university.shortName}</span>
        <span className="shrink-0 text-sm text-pine-700">
          {countText(locale, "home.universities.nearby", university.nearbyListings)}
        </span>
      </AppLink>
    </li>
  );
}
