import { localeFromPath } from "@campuslar/domain/i18n/locales";
import type { University } from "@campuslar/domain/university/university-dto";
import { useEffect, useId, useState } from "react";
import { Form } from "react-router";
import { HeroIllustration } from "../components/hero-illustration.tsx";
import { t as translate, useT } from "../i18n/t.ts";
import { loadUniversities } from "../lib/universities.server.ts";
import { filterUniversities, nearbyKey } from "../lib/university-filter.ts";
import type { Route } from "./+types/home";

export function meta({ location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return [
    { title: translate(locale, "home.meta.title") },
    { name: "description", content: translate(locale, "home.meta.description") },
  ];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  return {
    query: url.searchParams.get("q") ?? "",
    universities: await loadUniversities(context),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <>
      <section className="border-b border-sand-200 bg-gradient-to-b from-brand-50 to-cream">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-5 pt-12 pb-14 sm:px-8 sm:pt-20 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div>
            <h1 className="max-w-3xl font-display text-h1 font-semibold tracking-tight text-ink-900 sm:text-hero">
              {t("home.title")}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-ink-700 sm:text-lead">{t("home.pitch")}</p>
          </div>
          <HeroIllustration className="hidden w-full lg:block" />
        </div>
      </section>
      <Universities universities={loaderData.universities} initialQuery={loaderData.query} />
    </>
  );
}

function Universities({ universities, initialQuery }: { universities: University[] | null; initialQuery: string }) {
  const { t } = useT();
  const inputId = useId();
  const [query, setQuery] = useState(initialQuery);
  // The live count only means something once typing filters the list, i.e. after hydration.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const shown = universities ? filterUniversities(universities, query) : [];
  const partners = shown.filter((u) => u.isPartner);
  const others = shown.filter((u) => !u.isPartner);

  return (
    <section aria-labelledby="universities-title" className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div>
          <h2 id="universities-title" className="font-display text-h2 font-semibold text-ink-900">
            {t("universities.title")}
          </h2>
          <p className="mt-2 text-ink-700">{t("universities.intro")}</p>
        </div>
        {universities ? (
          // Without JavaScript the form filters on the server (?q=); with it, typing filters at once.
          <Form method="get" role="search" className="w-full md:max-w-sm">
            <label htmlFor={inputId} className="block text-sm font-medium text-ink-900">
              {t("universities.filter.label")}
            </label>
            <div className="mt-1.5 flex gap-2">
              <input
                id={inputId}
                type="search"
                name="q"
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
                placeholder={t("universities.filter.placeholder")}
                autoComplete="off"
                className="min-w-0 flex-1 rounded-lg border border-sand-300 bg-white px-3.5 py-2.5 text-ink-900 placeholder:text-ink-600 focus:border-pine-600 focus:outline-2 focus:outline-pine-600/30"
              />
              <button
                type="submit"
                className="rounded-lg bg-pine-700 px-4 py-2.5 font-semibold text-white transition-colors hover:bg-pine-800"
              >
                {t("universities.filter.submit")}
              </button>
            </div>
          </Form>
        ) : null}
      </div>

      {universities === null ? (
        <p className="mt-8 rounded-xl border border-brand-200 bg-brand-50 px-5 py-4 text-brand-800" role="status">
          {t("universities.unavailable")}
        </p>
      ) : (
        <>
          {hydrated ? (
            <p role="status" className="mt-6 text-sm text-ink-700">
              {t("universities.filter.count", { shown: shown.length, total: universities.length })}
            </p>
          ) : null}
          {shown.length === 0 ? (
            <p className="mt-8 text-ink-700">{t("universities.filter.empty", { query: query.trim() })}</p>
          ) : null}
          <UniversityGroup id="partner-universities" title={t("universities.partners")} items={partners} featured />
          <UniversityGroup id="other-universities" title={t("universities.others")} items={others} featured={false} />
        </>
      )}
    </section>
  );
}

/**
 * Partners are featured as full cards; the other universities, many more of them, as compact
 * rows so a phone does not scroll through thirty tall cards.
 */
function UniversityGroup({
  id,
  title,
  items,
  featured,
}: {
  id: string;
  title: string;
  items: University[];
  featured: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h3 id={id} className="text-h3 font-semibold text-ink-900">
        {title}
      </h3>
      <ul className={`mt-4 grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 ${featured ? "gap-4" : "gap-3"}`}>
        {items.map((university) =>
          featured ? (
            <PartnerCard key={university.slug} university={university} />
          ) : (
            <UniversityRow key={university.slug} university={university} />
          ),
        )}
      </ul>
    </section>
  );
}

function PartnerCard({ university }: { university: University }) {
  const { locale, t } = useT();
  const fullName = university.names[locale];
  return (
    <li className="flex flex-col rounded-xl border border-brand-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <p className="text-lg font-semibold text-ink-900">{university.shortName}</p>
        <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          {t("universities.partnerBadge")}
        </span>
      </div>
      {fullName !== university.shortName ? <p className="mt-1 text-sm text-ink-700">{fullName}</p> : null}
      <Neighbourhood name={university.neighbourhood} className="mt-3" />
      <p className="mt-auto pt-4 font-semibold text-pine-700">
        <NearbyCount count={university.nearbyListings} />
      </p>
    </li>
  );
}

function UniversityRow({ university }: { university: University }) {
  const { locale } = useT();
  const fullName = university.names[locale];
  return (
    <li className="flex items-center justify-between gap-4 rounded-lg border border-sand-200 bg-white px-4 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">{university.shortName}</p>
        {fullName !== university.shortName ? (
          <p className="truncate text-xs text-ink-700" title={fullName}>
            {fullName}
          </p>
        ) : null}
        <Neighbourhood name={university.neighbourhood} className="mt-1" />
      </div>
      <p className="w-24 shrink-0 text-right text-sm leading-snug font-semibold text-pine-700">
        <NearbyCount count={university.nearbyListings} />
      </p>
    </li>
  );
}

function Neighbourhood({ name, className = "" }: { name: string; className?: string }) {
  return (
    <p className={`flex items-center gap-1.5 text-sm text-ink-700 ${className}`}>
      <PinIcon />
      {name}
    </p>
  );
}

function NearbyCount({ count }: { count: number }) {
  const { t } = useT();
  return t(nearbyKey(count), { count });
}

function PinIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4 shrink-0 text-brand-600" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M10 1.75a6 6 0 0 0-6 6c0 4.3 5.1 9.7 5.3 9.93a.95.95 0 0 0 1.4 0c.22-.23 5.3-5.63 5.3-9.93a6 6 0 0 0-6-6Zm0 8.25a2.25 2.25 0 1 1 0-4.5 2.25 2.25 0 0 1 0 4.5Z"
      />
    </svg>
  );
}
