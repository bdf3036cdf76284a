import { comparisonUniversity } from "@campuslar/domain/geo/comparison-university";
import { distanceMeters } from "@campuslar/domain/geo/distance";
import { walkingMinutes } from "@campuslar/domain/geo/walking-time";
import { formatBRL } from "@campuslar/domain/money/money";
import { BILLS } from "@campuslar/domain/property/all-in-cost";
import { monthlyTotal } from "@campuslar/domain/property/contract-costs";
import type { PropertyListItem } from "@campuslar/domain/property/property-dto";
import { AMENITY_FLAGS } from "@campuslar/domain/property/property-enums";
import { href } from "@campuslar/domain/routes/route-table";
import { type ReactNode, useId, useState } from "react";
import { useLocation } from "react-router";
import { ListingPhoto } from "../../catalogue/card/listing-photo.tsx";
import { OwnerText } from "../../catalogue/listing-facts/listing-labels.tsx";
import { formatDistance } from "../../catalogue/search-params.ts";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { useHydrated } from "../../ui/use-hydrated.ts";
import type { ComparisonCosts, ComparisonUniversity } from "./favorites-comparison.server.ts";
import "./messages.ts";
import "../../catalogue/listing-facts/listing-labels-messages.ts";
import "../../catalogue/listing-facts/listing-facts-messages.ts";

/** The query parameter of the university the distances are measured from (the form without JavaScript). */
export const COMPARE_UNIVERSITY_PARAM = "universidade";

type Props = {
  listings: readonly PropertyListItem[];
  costs: Readonly<Record<string, ComparisonCosts>>;
  universities: readonly ComparisonUniversity[];
  /** The university asked for in the address, if any. */
  asked: string | null;
};

const cell = "border-b border-sand-200 px-3 py-3 align-top text-ink-900 sm:px-4";
const rowHeader =
  "sticky left-0 z-10 border-b border-r border-sand-200 px-3 py-3 text-left align-top text-sm font-semibold text-ink-800 sm:px-4";

/**
 * The favourites side by side (the page's promise): one column per listing, one row per fact a
 * student weighs (price, every monthly cost and the total, size, rooms, the walk to a university
 * they pick, each amenity). A real table: a caption, column headers per listing, row headers;
 * on a phone it scrolls sideways under a sticky first column. Amenity rows where the listings
 * differ are marked, in words as well as colour. The arithmetic is the domain's.
 */
export function ComparisonTable({ listings, costs, universities, asked }: Props) {
  const { locale, t } = useT();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const id = useId();
  const known = (slug: string | null) => (slug && universities.some((u) => u.slug === slug) ? slug : null);
  const [chosen, setChosen] = useState(
    () =>
      known(asked) ??
      comparisonUniversity(
        listings,
        universities.map((u) => u.slug),
      ),
  );
  const university = universities.find((u) => u.slug === chosen) ?? null;

  const yes = t("compare.yes");
  const no = t("compare.no");
  const amenities = AMENITY_FLAGS.filter((flag) => listings.some((listing) => listing[flag]));
  const money = (value: number | undefined) => (value === undefined ? t("compare.unknown") : formatBRL(value));

  const row = (label: ReactNode, values: ReactNode[], options: { key: string; differs?: boolean; testId?: string }) => (
    <tr key={options.key} data-row={options.testId ?? options.key} className={options.differs ? "bg-amber-50" : ""}>
      <th scope="row" className={`${rowHeader} ${options.differs ? "bg-amber-50" : "bg-sand-50"}`}>
        {label}
        {options.differs ? (
          <span className="mt-0.5 block text-xs font-medium text-ink-700">{t("compare.differs")}</span>
        ) : null}
      </th>
      {values.map((value, index) => (
        <td key={listings[index]?.code ?? index} className={`${cell} tabular-nums`}>
          {value}
        </td>
      ))}
    </tr>
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8" data-testid="comparison">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id={`${id}-heading`} className="font-display text-h2 font-semibold text-ink-900">
            {t("compare.heading")}
          </h2>
          <p className="mt-1 text-sm text-ink-700">{t("compare.lead")}</p>
        </div>
        {universities.length > 0 ? (
          <form method="get" action={pathname} className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
            <div className="min-w-0 flex-1 sm:w-80 sm:flex-none">
              <label htmlFor={`${id}-university`} className="block text-sm font-semibold text-ink-900">
                {t("compare.university")}
              </label>
              <select
                id={`${id}-university`}
                name={COMPARE_UNIVERSITY_PARAM}
                value={chosen ?? ""}
                onChange={(event) => setChosen(event.target.value)}
                className="mt-1.5 block min-h-11 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink-900 shadow-xs focus:border-pine-600"
              >
                {universities.map((option) => (
                  <option key={option.slug} value={option.slug}>
                    {option.shortName === option.name ? option.name : `${option.shortName} – ${option.name}`}
                  </option>
                ))}
              </select>
            </div>
            {hydrated ? null : (
              <button
                type="submit"
                className="inline-flex min-h-11 items-center rounded-full border border-pine-700 bg-white px-4 font-semibold text-pine-800 hover:bg-pine-50"
              >
                {t("compare.update")}
              </button>
            )}
          </form>
        ) : null}
      </div>

      {/* Scrolls sideways on a narrow screen; the listings' links in the header take the keyboard along. */}
      <div className="mt-4 overflow-x-auto rounded-2xl border border-sand-200 bg-white shadow-xs">
        <table className="w-full min-w-max border-separate border-spacing-0 text-sm sm:text-base">
          <caption className="sr-only">{t("compare.caption", { count: listings.length })}</caption>
          <thead>
            <tr>
              <td className="sticky left-0 z-10 w-32 border-b border-r border-sand-200 bg-sand-50 sm:w-44" />
              {listings.map((listing) => {
                const photo = listing.photos[0];
                return (
                  <th
                    key={listing.code}
                    scope="col"
                    data-code={listing.code}
                    className="w-44 min-w-44 border-b border-sand-200 p-3 text-left align-top font-normal sm:w-56 sm:min-w-56 sm:p-4"
                  >
                    {photo ? (
                      <ListingPhoto
                        photo={{ ...photo, alt: "" }}
                        sizes="224px"
                        loading="lazy"
                        className="aspect-4/3 w-full rounded-lg object-cover"
                      />
                    ) : null}
                    <AppLink
                      to={href("property", locale, { code: listing.code })}
                      className="mt-2 line-clamp-3 block font-semibold text-pine-800 underline-offset-4 hover:underline"
                    >
                      <OwnerText language={listing.titleLanguage}>{listing.title}</OwnerText>
                    </AppLink>
                    <span className="mt-0.5 block text-xs text-ink-700">
                      {t(`accommodation.type.${listing.type}`)} · {listing.address.neighbourhood}
                    </span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {row(
              t("compare.price"),
              listings.map((listing) => (
                <span key={listing.code} data-price={listing.rentAmount}>
                  <span className="block font-semibold">{formatBRL(listing.rentAmount)}</span>
                  <span className="block text-xs text-ink-700">
                    {t(listing.priceScope === "room" ? "compare.price.perRoom" : "compare.price.whole")}
                  </span>
                </span>
              )),
              { key: "price" },
            )}
            {row(
              t("compare.condoFee"),
              listings.map((listing) => money(costs[listing.code]?.condoFee)),
              { key: "condoFee" },
            )}
            {row(
              t("compare.iptu"),
              listings.map((listing) => money(costs[listing.code]?.iptu)),
              { key: "iptu" },
            )}
            {row(
              t("compare.total"),
              listings.map((listing) => {
                const extra = costs[listing.code];
                return (
                  <span key={listing.code} className="font-semibold">
                    {extra
                      ? formatBRL(monthlyTotal({ rentAmount: listing.rentAmount, ...extra }))
                      : t("compare.unknown")}
                  </span>
                );
              }),
              { key: "total" },
            )}
            {row(
              t("compare.bills"),
              listings.map((listing) => {
                const bills = costs[listing.code]?.billsIncluded;
                if (!bills) return t("compare.unknown");
                const included = BILLS.filter((bill) => bills[bill]).map((bill) => t(`listing.bills.${bill}`));
                return included.length > 0 ? included.join(", ") : t("compare.none");
              }),
              { key: "bills" },
            )}
            {row(
              t("compare.area"),
              listings.map((listing) => `${listing.areaM2} m²`),
              { key: "area" },
            )}
            {row(
              t("compare.bedrooms"),
              listings.map((listing) => listing.bedrooms),
              { key: "bedrooms" },
            )}
            {row(
              t("compare.bathrooms"),
              listings.map((listing) => listing.bathrooms),
              { key: "bathrooms" },
            )}
            {university
              ? row(
                  t("compare.distance", { university: university.shortName }),
                  listings.map((listing) => {
                    const meters = distanceMeters(listing.location, university.location);
                    return (
                      <span key={listing.code} data-distance={meters}>
                        <span className="block font-semibold">{formatDistance(locale, meters)}</span>
                        <span className="block text-xs text-ink-700">
                          {t("compare.walk", { minutes: walkingMinutes(meters) })}
                        </span>
                      </span>
                    );
                  }),
                  { key: `distance-${university.slug}`, testId: "distance" },
                )
              : null}
            {amenities.map((flag) => {
              const has = listings.map((listing) => listing[flag]);
              return row(
                t(`listing.amenity.${flag}`),
                has.map((value, index) => (
                  <span key={listings[index]?.code} className={value ? "font-semibold text-pine-800" : "text-ink-700"}>
                    <span aria-hidden="true">{value ? "✓ " : "– "}</span>
                    {value ? yes : no}
                  </span>
                )),
                { key: flag, differs: has.some((value) => value !== has[0]) },
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
