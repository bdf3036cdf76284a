import { formatShortBRL } from "@campuslar/domain/money/money";
import { type BoundingBox, boundingBoxText, parseBoundingBox } from "@campuslar/domain/property/bounding-box";
import type { PropertyListItem } from "@campuslar/domain/property/property-dto";
import type { PropertyPin, PropertyPins } from "@campuslar/domain/property/property-pins-dto";
import type { SearchOrder } from "@campuslar/domain/property/property-search-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { withParam } from "../../../catalogue/search-params.ts";
import { lineNameText, placeNameText } from "../../../catalogue/transit/transit-line-text.ts";
import { countText } from "../../../i18n/count-text.ts";
import { useT } from "../../../i18n/t.ts";
import { useRootData } from "../../../site/root-data.ts";
import type { SearchMapDrawing } from "./draw-search-map.ts";
import { watchHoveredListing } from "./hovered-listing.ts";
import { MapCard } from "./map-card.tsx";
import { useTransitLines } from "./use-transit-lines.ts";
import "./map-messages.ts";
import "./map-view-messages.ts";
import "../../../catalogue/transit/transit-line-messages.ts";

type PinsState =
  | { status: "loading" }
  | { status: "failed" }
  | ({ status: "done"; shown: number } & Omit<PropertyPins, "pins">);

export type MapViewProps = {
  /** The list's checked filters (no order, page or area), as `GET /v2/properties/pins` takes them. */
  pinsQuery: string;
  /** The area the list is narrowed to, as the address writes it (a valid one). */
  bbox: string | undefined;
  defaultOrder: SearchOrder;
  campus: { lat: number; lng: number; shortName: string; name: string } | undefined;
  university: string | undefined;
  /** The list's page: its listings' cards need no second request. */
  items: readonly PropertyListItem[];
};

/**
 * What the search's map shows, loaded only once a map is shown (search-map.tsx holds its place
 * and its button): a price pin per listing, clustered where they crowd, the chosen campus, the
 * chosen listing's card, and "search as I move the map", which narrows the list to the area in
 * view (`bbox=` in the address). Leaflet itself loads after this, with the drawing module.
 */
export function MapView({
  pinsQuery,
  bbox,
  defaultOrder,
  campus,
  university,
  items,
  onAreaSearch,
}: MapViewProps & {
  /** The map put a new area in the address (the list changed under a phone's map). */
  onAreaSearch: () => void;
}) {
  const { locale, t } = useT();
  const [moveSearch, setMoveSearch] = useState(true);
  const [pins, setPins] = useState<PinsState>({ status: "loading" });
  const [selected, setSelected] = useState<{ code: string; listing: PropertyListItem | null } | null>(null);
  const [inView, setInView] = useState<PropertyPin[]>([]);
  const { mapTiles } = useRootData();
  const location = useLocation();
  const navigate = useNavigate();

  const canvas = useRef<HTMLDivElement>(null);
  const drawing = useRef<SearchMapDrawing | null>(null);
  const [ready, setReady] = useState(false);
  // What the callbacks Leaflet holds must read at the time they run, not when the map was made.
  const latest = useRef({ moveSearch, search: location.search, pinsQuery, defaultOrder, items, locale, onAreaSearch });
  latest.current = { moveSearch, search: location.search, pinsQuery, defaultOrder, items, locale, onAreaSearch };
  // The area this map last put in the address: its own move coming back is not a new area.
  const sentBox = useRef<string | undefined>(bbox);
  const framed = useRef(false);
  const request = useRef<AbortController | null>(null);

  const loadPins = useCallback(async (box: BoundingBox | undefined, fit: boolean) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    const params = new URLSearchParams(latest.current.pinsQuery);
    if (box) params.set("bbox", boundingBoxText(box));
    setPins((previous) => (previous.status === "done" ? previous : { status: "loading" }));
    try {
      const response = await fetch(`/v2/properties/pins?${params}`, {
        signal: controller.signal,
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw new Error(`pins: HTTP ${response.status}`);
      const answer = (await response.json()) as PropertyPins;
      if (controller.signal.aborted) return;
      drawing.current?.setPins(answer.pins);
      if (fit) drawing.current?.fitPins();
      setPins({ status: "done", shown: answer.pins.length, total: answer.total, truncated: answer.truncated });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn("search map: the pins did not load", error);
      setPins({ status: "failed" });
    }
  }, []);

  const choose = useCallback(async (code: string | null) => {
    drawing.current?.select(code);
    if (!code) {
      setSelected(null);
      return;
    }
    const known = latest.current.items.find((item) => item.code === code) ?? null;
    setSelected({ code, listing: known });
    if (known) return;
    try {
      const response = await fetch(`/v2/properties/${encodeURIComponent(code)}?lang=${latest.current.locale}`, {
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw new Error(`listing ${code}: HTTP ${response.status}`);
      const listing = (await response.json()) as PropertyListItem;
      setSelected((current) => (current?.code === code ? { code, listing } : current));
    } catch (error) {
      console.warn("search map: the chosen listing did not load", error);
      setSelected((current) => (current?.code === code ? null : current));
    }
  }, []);

  // Draw the map once this is shown; take it down when it is hidden.
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once per showing; the callbacks read `latest`, the tiles and campus do not change while shown.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let disposed = false;
    void import("./draw-search-map.ts").then(({ drawSearchMap }) => {
      if (disposed) return;
      drawing.current = drawSearchMap(element, {
        tiles: mapTiles,
        campus: campus && { ...campus, title: t("searchMap.campus", { university: campus.name }) },
        pinText: (pin) => formatShortBRL(pin.price),
        clusterTitle: (count) => countText(latest.current.locale, "searchMap.cluster", count),
        onSelect: (code) => void choose(code),
        onDrawn: () => setInView(drawing.current?.visiblePins() ?? []),
        onMoved: (box) => {
          void loadPins(box, false);
          if (!latest.current.moveSearch) return;
          const text = boundingBoxText(box);
          sentBox.current = text;
          latest.current.onAreaSearch();
          const params = new URLSearchParams(latest.current.search);
          params.delete("page");
          void navigate(
            { search: withParam(params.toString(), "bbox", text, latest.current.defaultOrder) },
            { replace: true, preventScrollReset: true, state: { searchForm: true } },
          );
        },
      });
      setReady(true);
    });
    return () => {
      disposed = true;
      request.current?.abort();
      drawing.current?.destroy();
      drawing.current = null;
      framed.current = false;
      setReady(false);
    };
  }, []);

  // Pins for the filters: framed to them the first time; for the area in view after that. An
  // area arriving from the address (Back, a shared link) moves the map there.
  const lastQuery = useRef(pinsQuery);
  useEffect(() => {
    const map = drawing.current;
    if (!ready || !map) return;
    const box = bbox ? parseBoundingBox(bbox) : undefined;
    const area = box && "box" in box ? box.box : undefined;
    if (!framed.current) {
      framed.current = true;
      lastQuery.current = pinsQuery;
      if (area) map.showBox(area);
      void loadPins(area, area === undefined);
      return;
    }
    const newArea = area !== undefined && bbox !== sentBox.current;
    if (newArea) {
      sentBox.current = bbox;
      map.showBox(area);
    }
    if (newArea || pinsQuery !== lastQuery.current) void loadPins(map.box(), false);
    lastQuery.current = pinsQuery;
  }, [ready, pinsQuery, bbox, loadPins]);

  const lines = useTransitLines(
    drawing,
    ready,
    (line) => `${lineNameText(locale, line)} · ${placeNameText(line.longName)}`,
  );

  // The card the visitor points at in the list marks its pin.
  useEffect(() => {
    if (!ready) return;
    return watchHoveredListing((code) => drawing.current?.highlight(code));
  }, [ready]);

  const position = selected ? inView.findIndex((pin) => pin.code === selected.code) + 1 : 0;
  const step = (by: -1 | 1) => {
    if (inView.length === 0) return;
    const next = inView[(position - 1 + by + inView.length) % inView.length];
    if (next) void choose(next.code);
  };

  return (
    <>
      <div ref={canvas} className="absolute inset-0 z-0" data-testid="search-map-canvas" />
      <div className="pointer-events-none absolute inset-x-0 top-0 z-[1000] flex flex-wrap items-start justify-between gap-2 p-3 pl-14">
        <label className="pointer-events-auto inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-ink-900 shadow-md">
          <input
            type="checkbox"
            checked={moveSearch}
            onChange={(event) => setMoveSearch(event.currentTarget.checked)}
            className="size-4 accent-pine-700"
          />
          {t("searchMap.moveSearch")}
        </label>
        <label
          className="pointer-events-auto inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-ink-900 shadow-md"
          data-transit-lines={lines.state}
        >
          <input
            type="checkbox"
            checked={lines.wanted}
            onChange={(event) => lines.setWanted(event.currentTarget.checked)}
            aria-describedby={lines.state === "failed" ? "search-map-lines-failed" : undefined}
            className="size-4 accent-pine-700"
          />
          {t("searchMap.lines")}
        </label>
        <p
          role="status"
          className="pointer-events-auto rounded-full bg-white/95 px-3 py-1.5 text-xs font-semibold text-ink-900 shadow-md"
        >
          {pins.status === "loading"
            ? t("searchMap.loading")
            : pins.status === "failed"
              ? t("searchMap.failed")
              : pins.truncated
                ? t("searchMap.truncated", { shown: pins.shown, total: pins.total })
                : countText(locale, "searchMap.count", pins.total)}
        </p>
      </div>
      {lines.state === "failed" ? (
        <p
          id="search-map-lines-failed"
          role="status"
          className="absolute inset-x-3 top-16 z-[1000] mx-auto max-w-sm rounded-xl bg-white px-3 py-2 text-xs font-semibold text-ink-900 shadow-md"
        >
          {t("searchMap.lines.failed")}
        </p>
      ) : null}
      {selected?.listing ? (
        <div className="absolute inset-x-3 bottom-[calc(var(--cookie-notice-offset,0px)+5rem)] z-[1000] mx-auto max-w-md xl:bottom-3">
          <MapCard
            listing={selected.listing}
            university={university}
            universityName={campus?.shortName}
            position={position}
            count={inView.length}
            onStep={step}
            onClose={() => void choose(null)}
          />
        </div>
      ) : null}
    </>
  );
}
