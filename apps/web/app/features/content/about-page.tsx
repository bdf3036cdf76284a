import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href, type PageId } from "@campuslar/domain/routes/route-table";
import { COMPANY } from "@campuslar/domain/site/company";
import { whatsappText, whatsappUrl } from "@campuslar/domain/site/whatsapp";
import type { University } from "@campuslar/domain/university/university-dto";
import { loadUniversities } from "../../api/universities.server.ts";
import { countText } from "../../i18n/count-text.ts";
import { t as translate, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { useCreci } from "../../site/creci.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { ContentIcon, type ContentIconName } from "../../ui/icons/content-icons.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { WhatsAppCta } from "../../ui/whatsapp-cta.tsx";
import type { Route } from "./+types/about-page";
import type { Sponsor } from "./sponsors.server.ts";
import { loadSponsors } from "./sponsors.server.ts";
import "./about-messages.ts";
import "../../seo/page-messages.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "page.about.title"),
    description: translate(locale, "page.about.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const [universities, sponsors] = await Promise.all([loadUniversities(context), loadSponsors(context)]);
  return { partners: universities?.filter((university) => university.isPartner) ?? null, sponsors };
}

type Offer = { id: "homes" | "concierge" | "roommates" | "services"; icon: ContentIconName; page?: PageId };

/** Spec §1: what the company offers, each with the page (or the chat) that acts on it. */
const OFFERS: readonly Offer[] = [
  { id: "homes", icon: "home", page: "search" },
  { id: "concierge", icon: "concierge", page: "concierge" },
  { id: "roommates", icon: "users" },
  { id: "services", icon: "wrench", page: "services" },
];

const linkClass = "font-semibold text-pine-800 underline underline-offset-2 hover:text-pine-900";

export default function About({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useT();
  const creci = useCreci(locale).text;
  return (
    <>
      <PageHeader title={t("page.about.title")} lead={t("page.about.description")} />

      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-12 sm:px-8 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="about-story">
          <h2 id="about-story" className="font-display text-h2 font-semibold text-ink-900">
            {t("about.story.title")}
          </h2>
          <div className="mt-4 space-y-4 text-lg text-ink-700">
            <p>{t("about.story.since", { year: String(COMPANY.foundedYear) })}</p>
            <p>{t("about.story.intermediary")}</p>
            <p>{t("about.story.audience")}</p>
          </div>
        </section>
        <section aria-labelledby="about-facts" className="rounded-2xl border border-sand-200 bg-white p-6 sm:p-8">
          <h2 id="about-facts" className="font-display text-h3 font-semibold text-ink-900">
            {t("about.facts.title")}
          </h2>
          <dl className="mt-4 divide-y divide-sand-200">
            <Fact label={t("about.fact.since.label")} value={String(COMPANY.foundedYear)} />
            <Fact label={t("about.fact.model.label")} value={t("about.fact.model.value")} />
            <Fact label={t("about.fact.creci.label")} value={creci} />
            <Fact label={t("about.fact.city.label")} value={COMPANY.city} />
          </dl>
        </section>
      </div>

      <section aria-labelledby="about-offers" className="border-y border-sand-200 bg-sand-50">
        <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
          <h2 id="about-offers" className="font-display text-h2 font-semibold text-ink-900">
            {t("about.offers.title")}
          </h2>
          <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {OFFERS.map((offer) => (
              <li key={offer.id} className="flex flex-col rounded-xl border border-sand-200 bg-white p-5 shadow-sm">
                <span className="flex size-11 items-center justify-center rounded-full bg-pine-50 text-pine-700">
                  <ContentIcon name={offer.icon} />
                </span>
                <h3 className="mt-4 text-h3 font-semibold text-ink-900">{t(`about.offer.${offer.id}.title`)}</h3>
                <p className="mt-2 text-ink-700">{t(`about.offer.${offer.id}.text`)}</p>
                <p className="mt-auto pt-4">
                  {offer.page ? (
                    <AppLink to={href(offer.page, locale)} className={linkClass}>
                      {t(`about.offer.${offer.id}.link`)}
                    </AppLink>
                  ) : (
                    <a
                      href={whatsappUrl(t("about.offer.roommates.whatsapp"))}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={linkClass}
                    >
                      {t(`about.offer.${offer.id}.link`)}
                    </a>
                  )}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Partners partners={loaderData.partners} sponsors={loaderData.sponsors} />

      <section aria-labelledby="about-contact" className="mx-auto max-w-6xl px-5 pb-16 sm:px-8">
        <div className="rounded-2xl bg-pine-50 p-6 sm:p-8">
          <h2 id="about-contact" className="font-display text-h2 font-semibold text-ink-900">
            {t("about.contact.title")}
          </h2>
          <p className="mt-2 text-ink-700">{t("about.contact.text")}</p>
          <dl className="mt-5 grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm font-semibold text-ink-700">{t("about.contact.email")}</dt>
              <dd className="mt-1">
                <a href={`mailto:${COMPANY.contactEmail}`} className={`${linkClass} break-all`}>
                  {COMPANY.contactEmail}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-ink-700">{t("about.contact.whatsapp")}</dt>
              <dd className="mt-1 text-ink-900">{COMPANY.whatsapp.display}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-ink-700">{t("about.contact.company")}</dt>
              <dd className="mt-1 text-ink-900">
                {COMPANY.legalName}
                <br />
                {creci}
              </dd>
            </div>
          </dl>
          <WhatsAppCta text={whatsappText(locale)} label={t("about.contact.cta")} className="mt-6" />
        </div>
      </section>
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <dt className="text-sm text-ink-700">{label}</dt>
      <dd className="font-semibold text-ink-900">{value}</dd>
    </div>
  );
}

const cardClass =
  "flex h-full flex-col rounded-xl border border-brand-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-500";

function Partners({ partners, sponsors }: { partners: University[] | null; sponsors: Sponsor[] }) {
  const { locale, t } = useT();
  return (
    <section aria-labelledby="about-partners" className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
      <h2 id="about-partners" className="font-display text-h2 font-semibold text-ink-900">
        {t("about.partners.title")}
      </h2>
      <p className="mt-2 text-ink-700">{t("about.partners.intro")}</p>

      {partners === null ? (
        <p role="status" className="mt-6 rounded-xl border border-brand-200 bg-brand-50 px-5 py-4 text-brand-800">
          {t("about.partners.unavailable")}
        </p>
      ) : partners.length > 0 ? (
        <>
          <h3 className="mt-8 text-h3 font-semibold text-ink-900">{t("about.partners.universities")}</h3>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="partner-universities">
            {partners.map((university) => (
              <li key={university.slug}>
                <AppLink to={href("searchUniversity", locale, { slug: university.slug })} className={cardClass}>
                  <span className="flex items-center gap-3">
                    <ContentIcon name="graduation" className="size-6 shrink-0 text-brand-700" />
                    <span className="text-lg font-semibold text-ink-900">{university.shortName}</span>
                  </span>
                  {university.names[locale] !== university.shortName ? (
                    <span className="mt-1 text-sm text-ink-700">{university.names[locale]}</span>
                  ) : null}
                  <span className="mt-auto pt-3 text-sm font-semibold text-pine-700">
                    {countText(locale, "about.partners.nearby", university.nearbyListings)}
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {sponsors.length > 0 ? (
        <>
          <h3 className="mt-10 text-h3 font-semibold text-ink-900">{t("about.partners.sponsors")}</h3>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="partner-sponsors">
            {sponsors.map((sponsor) => (
              <li key={sponsor.slug}>
                <AppLink to={href("searchCustomer", locale, { customer: sponsor.slug })} className={cardClass}>
                  <span className="text-lg font-semibold text-ink-900">{sponsor.name}</span>
                  <span className="mt-auto pt-3 text-sm font-semibold text-pine-700">
                    {t("about.partners.sponsors.hint")}
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
