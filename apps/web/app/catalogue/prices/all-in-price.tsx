import { formatBRL } from "@campuslar/domain/money/money";
import type { PropertyListItem } from "@campuslar/domain/property/property-dto";
import { useT } from "../../i18n/t.ts";
import { allInShown } from "./price-text.ts";
import "./price-messages.ts";

/**
 * "R$ 3.450,00/mês com tudo" beside a rental's rent (issue 22): what is paid every month, with
 * what it adds up told on hover and to screen readers. Nothing when it is the rent alone or
 * unknown (a sale, a rent not given).
 */
export function AllInPrice({
  property,
  className = "text-sm",
}: {
  property: Pick<PropertyListItem, "purpose" | "rentAmount" | "allInMonthly">;
  /** Its size and spacing where it stands (`text-sm` unless told). */
  className?: string;
}) {
  const { t } = useT();
  const allIn = allInShown(property);
  if (allIn === null) return null;
  const explain = t("property.price.allIn.explain");
  return (
    <p className={`font-semibold text-ink-700 ${className}`} title={explain} data-testid="all-in-price">
      {t("property.price.allIn", { price: formatBRL(allIn) })}
      <span className="sr-only"> ({explain})</span>
    </p>
  );
}
