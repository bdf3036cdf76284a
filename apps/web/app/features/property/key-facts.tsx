import { formatBRL } from "@campuslar/domain/money/money";
import { billCosts, monthlyTotal } from "@campuslar/domain/property/contract-costs";
import type { PropertyDetail } from "@campuslar/domain/property/property-dto";
import { formatDistance } from "../../catalogue/search-params.ts";
import { countText } from "../../i18n/count-text.ts";
import { useT } from "../../i18n/t.ts";
import { ListingIcon, type ListingIconName } from "../../ui/icons/listing-icons.tsx";
import "./summary-messages.ts";

type University = PropertyDetail["nearbyUniversities"][number];

/**
 * The university whose distance the page states: the one the visitor chose (`?university=`,
 * as the search page writes it) when it is near this listing, else the nearest partner
 * university, else none.
 */
export function shownUniversity(property: Pick<PropertyDetail, "nearbyUniversities">, chosen: string | null) {
  const near = property.nearbyUniversities;
  const picked = chosen ? near.find((university) => university.slug === chosen) : undefined;
  if (picked) return picked;
  return near
    .filter((university) => university.isPartner)
    .reduce<University | undefined>((best, u) => (best && best.distanceM <= u.distanceM ? best : u), undefined);
}

type Costed = Pick<PropertyDetail, "rentAmount" | "condoFee" | "iptu" | "billsIncluded" | "billEstimates">;

/**
 * What a rental costs each month, all in (issue 22): the rent, the condomínio, the IPTU and the
 * owner's estimate of the bills the rent does not include; and what besides the rent makes it up.
 */
export function useMonthlyTotal(property: Costed): {
  total: string;
  amount: number;
  /** "R$ 3.450,00/mês com tudo", or null when nothing comes on top of the rent. */
  headline: string | null;
  /** What makes it up ("aluguel + condomínio + IPTU"), or that nothing comes on top. */
  parts: string;
} {
  const { t } = useT();
  const amount = monthlyTotal(property);
  const estimated = billCosts(property).some((bill) => !bill.included && bill.estimate > 0);
  const fees = [
    property.condoFee > 0 ? t("summary.fee.condo") : null,
    property.iptu > 0 ? t("summary.fee.iptu") : null,
    estimated ? t("summary.fee.bills") : null,
  ].filter((fee): fee is string => fee !== null);
  const total = formatBRL(amount);
  return {
    total,
    amount,
    headline: fees.length > 0 ? t("summary.total", { total }) : null,
    parts: fees.length > 0 ? t("summary.parts", { fees: fees.join(t("summary.fee.and")) }) : t("summary.noFees"),
  };
}

/**
 * The facts a student decides by, in one compact row: bedrooms, free places (a rental) and the
 * distance to the university (see `shownUniversity`). The price and the costs are said beside it.
 */
export function KeyFacts({
  property,
  university,
  className = "",
}: {
  property: Pick<PropertyDetail, "purpose" | "bedrooms" | "vacancies">;
  university: University | undefined;
  className?: string;
}) {
  const { locale, t } = useT();
  const facts: { icon: ListingIconName; text: string; key: string }[] = [
    { key: "bedrooms", icon: "bed", text: countText(locale, "summary.bedrooms", property.bedrooms) },
    ...(property.purpose === "rent"
      ? [{ key: "vacancies", icon: "door" as const, text: countText(locale, "summary.vacancies", property.vacancies) }]
      : []),
    ...(university
      ? [
          {
            key: "distance",
            icon: "cap" as const,
            text: t("summary.distance", {
              distance: formatDistance(locale, university.distanceM),
              university: university.name,
            }),
          },
        ]
      : []),
  ];
  return (
    <ul aria-label={t("summary.facts")} className={`flex flex-wrap gap-2 ${className}`} data-testid="key-facts">
      {facts.map((fact) => (
        <li
          key={fact.key}
          data-fact={fact.key}
          className="inline-flex items-center gap-1.5 rounded-full bg-sand-100 px-3 py-1 text-sm font-medium text-ink-900"
        >
          <ListingIcon name={fact.icon} className="size-4 shrink-0 text-pine-700" />
          {fact.text}
        </li>
      ))}
    </ul>
  );
}
