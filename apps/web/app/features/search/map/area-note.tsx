import type { SearchOrder } from "@campuslar/domain/property/property-search-query";
import { useLocation } from "react-router";
import { withParam } from "../../../catalogue/search-params.ts";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { MapIcon } from "../../../ui/icons/search-icons.tsx";
import "./map-messages.ts";

/**
 * Above the list while it is narrowed to the map's area: says so, with the way back to every
 * area. An area the address holds but that cannot be read is named too, not silently dropped.
 */
export function AreaNote({ bbox, error, defaultOrder }: { bbox?: string; error: boolean; defaultOrder: SearchOrder }) {
  const { t } = useT();
  const location = useLocation();
  if (!bbox) return null;
  const params = new URLSearchParams(location.search);
  params.delete("page");
  const everywhere = withParam(params.toString(), "bbox", undefined, defaultOrder) || location.pathname;
  return (
    <p
      data-testid="area-note"
      className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-pine-100 bg-pine-50 px-4 py-2.5 text-sm text-pine-900"
    >
      <MapIcon className="size-4 shrink-0" />
      <span>{t(error ? "searchMap.area.error" : "searchMap.area")}</span>
      <AppLink
        to={everywhere}
        preventScrollReset
        className="font-semibold text-pine-800 underline underline-offset-2 hover:text-pine-900"
      >
        {t("searchMap.area.clear")}
      </AppLink>
    </p>
  );
}
