import { numberFormat } from "@campuslar/domain/i18n/intl-formats";
import { HTML_LANG } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import "../../../catalogue/listing-facts/listing-labels-messages.ts";
import "./messages.ts";
import { countText } from "../../../i18n/count-text.ts";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { type HomeCatalogue, RECOMMENDED_NEIGHBOURHOODS, searchQuery } from "./home.ts";
import { HomeSection } from "./home-section.tsx";

/**
 * "Students also looked at": the neighbourhoods with the most listings and the kinds of home,
 * each a ready-made search with how many listings it finds.
 */
export function Recommendations({ catalogue }: { catalogue: HomeCatalogue }) {
  const { locale, t } = useT();
  const search = href("search", locale);
  const neighbourhoods = catalogue.neighbourhoods.slice(0, RECOMMENDED_NEIGHBOURHOODS);
  return (
    <HomeSection id="home-recommendations" title={t("home.recommend.title")}>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <ChipGroup
          id="home-recommend-neighbourhoods"
          title={t("home.recommend.neighbourhoods")}
          chips={neighbourhoods.map((n) => ({
            key: n.name,
            label: n.name,
            count: n.count,
            to: `${search}${searchQuery({ neighbourhood: n.name })}`,
          }))}
        />
        <ChipGroup
          id="home-recommend-types"
          title={t("home.recommend.types")}
          chips={catalogue.types.map((type) => ({
            key: type.type,
            label: t(`accommodation.type.${type.type}`),
            count: type.count,
            to: `${search}${searchQuery({ type: type.type })}`,
          }))}
        />
      </div>
    </HomeSection>
  );
}

function ChipGroup({
  id,
  title,
  chips,
}: {
  id: string;
  title: string;
  chips: { key: string; label: string; count: number; to: string }[];
}) {
  const { locale } = useT();
  if (chips.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-h3 font-semibold text-ink-900">
        {title}
      </h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <AppLink
              to={chip.to}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-sand-300 bg-white px-3.5 py-2 text-sm text-ink-900 transition-colors hover:border-pine-600 hover:bg-pine-50 sm:gap-2 sm:px-4 sm:text-base"
            >
              <span className="font-semibold">{chip.label}</span>
              {/* The number alone on screen, the whole phrase for screen readers. */}
              <span
                aria-hidden="true"
                className="rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-ink-700"
              >
                {numberFormat(HTML_LANG[locale]).format(chip.count)}
              </span>
              <span className="sr-only">{countText(locale, "home.recommend.count", chip.count)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
