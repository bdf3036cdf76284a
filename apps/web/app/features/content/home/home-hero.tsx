import { href } from "@campuslar/domain/routes/route-table";
import { COMPANY } from "@campuslar/domain/site/company";
import { DIRECT_BOOKING_FEE_REAIS, GUARANTOR_REQUIRED } from "@campuslar/domain/site/offers";
import { type FormEvent, useId } from "react";
import { Form, useNavigate } from "react-router";
import { Button } from "../../../ui/button.tsx";
import "./messages.ts";
import { cleanSearchParams } from "../../../catalogue/search-params.ts";
import { countText } from "../../../i18n/count-text.ts";
import { useT } from "../../../i18n/t.ts";
import { HeroIllustration } from "./hero-illustration.tsx";
import type { HomeUniversity, NamedCount } from "./home.ts";
import { CheckIcon, SearchIcon } from "./home-icons.tsx";

type HeroProps = {
  universities: HomeUniversity[];
  neighbourhoods: NamedCount[];
  /** Published rent listings; null when the catalogue could not be read. */
  total: number | null;
};

/**
 * The first screen: what the site is, and a search by university and/or neighbourhood. The
 * search is a plain GET form to the search page (`?university=…&neighbourhood=…`), so it
 * works before any script has loaded; with one, empty fields are left out of the address.
 */
export function HomeHero({ universities, neighbourhoods, total }: HeroProps) {
  const { t } = useT();
  const facts = [
    GUARANTOR_REQUIRED ? null : t("home.facts.noGuarantor"),
    DIRECT_BOOKING_FEE_REAIS === 0 ? t("home.facts.noFee") : null,
    t("home.facts.freeListing"),
    t("home.facts.since", { year: String(COMPANY.foundedYear) }),
  ].filter((fact): fact is string => fact !== null);

  return (
    <section className="border-b border-sand-200 bg-gradient-to-b from-brand-50 to-cream">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-5 pt-10 pb-12 sm:px-8 sm:pt-16 sm:pb-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <h1 className="max-w-3xl font-display text-h1 font-semibold tracking-tight text-ink-900 sm:text-hero">
            {t("home.title")}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-700 sm:text-lead">{t("home.pitch")}</p>
          <HeroSearch universities={universities} neighbourhoods={neighbourhoods} total={total} />
          <ul aria-label={t("home.facts.label")} className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-700">
            {facts.map((fact) => (
              <li key={fact} className="inline-flex items-center gap-1.5">
                <CheckIcon className="size-4 shrink-0 text-pine-700" />
                {fact}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration className="hidden w-full lg:block" />
      </div>
    </section>
  );
}

const SELECT_CLASS =
  "mt-1.5 block min-h-12 w-full rounded-xl border border-sand-300 bg-white px-3 py-2.5 text-base text-ink-900 focus:border-pine-600";

function HeroSearch({ universities, neighbourhoods, total }: HeroProps) {
  const { locale, t } = useT();
  const navigate = useNavigate();
  const id = useId();
  const action = href("search", locale);
  const partners = universities.filter((u) => u.isPartner);
  const others = universities.filter((u) => !u.isPartner);
  const option = (name: string, count: number) => t("home.search.option", { name, count });

  // With a script the address carries only what was chosen (`/imoveis?university=fgv`).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(`${action}${cleanSearchParams(new FormData(event.currentTarget).entries(), "recent")}`);
  };

  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={t("home.search.label")}
      aria-describedby={`${id}-hint`}
      onSubmit={onSubmit}
      className="mt-8 rounded-2xl border border-sand-200 bg-white p-4 shadow-md sm:p-5"
    >
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
        <div>
          <label htmlFor={`${id}-university`} className="block text-sm font-semibold text-ink-900">
            {t("home.search.university")}
          </label>
          <select id={`${id}-university`} name="university" defaultValue="" className={SELECT_CLASS}>
            <option value="">{t("home.search.university.any")}</option>
            {partners.length > 0 ? (
              <optgroup label={t("home.search.university.partners")}>
                {partners.map((u) => (
                  <option key={u.slug} value={u.slug}>
                    {option(u.shortName, u.nearbyListings)}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {others.length > 0 ? (
              <optgroup label={t("home.search.university.others")}>
                {others.map((u) => (
                  <option key={u.slug} value={u.slug}>
                    {option(u.shortName, u.nearbyListings)}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-neighbourhood`} className="block text-sm font-semibold text-ink-900">
            {t("home.search.neighbourhood")}
          </label>
          <select id={`${id}-neighbourhood`} name="neighbourhood" defaultValue="" className={SELECT_CLASS}>
            <option value="">{t("home.search.neighbourhood.any")}</option>
            {neighbourhoods.map((n) => (
              <option key={n.name} value={n.name}>
                {option(n.name, n.count)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="lg" corners="xl">
          <SearchIcon className="size-5" />
          {t("home.search.submit")}
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-3 flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-ink-600">
        <span>{t("home.search.hint")}</span>
        {total !== null ? (
          <span className="font-semibold text-pine-700">{countText(locale, "home.search.total", total)}</span>
        ) : null}
      </p>
    </Form>
  );
}
