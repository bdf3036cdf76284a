import type { PropertyListItem } from "@campuslar/domain/property/property-dto";
import { href } from "@campuslar/domain/routes/route-table";
import "./messages.ts";
import { PropertyCard } from "../../../catalogue/card/property-card.tsx";
import { countText } from "../../../i18n/count-text.ts";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { ArrowRightIcon } from "./home-icons.tsx";
import { HomeSection, MORE_LINK_CLASS, Unavailable } from "./home-section.tsx";

/** A phone shows the first four, one under the other; wider screens two rows. */
const PHONE_COUNT = 4;

/**
 * Sponsored listings first, in their sponsored card (marked, with the sponsor's name), then the
 * newest. Every photo here loads lazily: the hero's heading is the first screen's largest paint.
 */
export function HighlightedListings({ listings }: { listings: { items: PropertyListItem[]; total: number } | null }) {
  const { locale, t } = useT();
  const more =
    listings && listings.total > 0 ? (
      <AppLink to={href("search", locale)} className={MORE_LINK_CLASS}>
        {countText(locale, "home.listings.all", listings.total)}
        <ArrowRightIcon className="size-4" />
      </AppLink>
    ) : null;
  return (
    <HomeSection
      id="home-listings"
      title={t("home.listings.title")}
      intro={t("home.listings.intro")}
      action={more}
      tinted
    >
      {listings === null ? (
        <Unavailable>{t("home.listings.unavailable")}</Unavailable>
      ) : (
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {listings.items.map((property, index) => (
            <li key={property.code} className={index >= PHONE_COUNT ? "max-sm:hidden" : undefined}>
              <PropertyCard property={property} variant={property.sponsored ? "sponsored" : "plain"} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
