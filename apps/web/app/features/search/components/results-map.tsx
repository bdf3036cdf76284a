import type { PropertyListItem } from "@campuslar/domain/property/property-dto";
import { href } from "@campuslar/domain/routes/route-table";
import { ListingsMap, type MapPoint } from "../../../catalogue/listings-map.tsx";
import { priceText } from "../../../catalogue/price-text.ts";
import { useT } from "../../../i18n/t.ts";
import "../messages.ts";

export function ResultsMap({ items }: { items: PropertyListItem[] }) {
  const { locale, t: translate } = useT();
  if (items.length === 0) return null;
  const points: MapPoint[] = items.map((item) => ({
    code: item.code,
    lat: item.location.lat,
    lng: item.location.lng,
    label: `${item.title} · ${priceText(locale, item)}`,
    href: href("property", locale, { code: item.code }),
  }));
  return (
    <section aria-labelledby="search-map-title" className="mt-12">
      <h2 id="search-map-title" className="text-h3 font-semibold text-ink-900">
        {translate("search.map.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{translate("search.map.note")}</p>
      <ListingsMap
        points={points}
        label={translate("search.map")}
        className="mt-3 aspect-[4/3] w-full sm:aspect-[16/9]"
      />
    </section>
  );
}
