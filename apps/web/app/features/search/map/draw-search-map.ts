import type { TransitLine } from "@campuslar/domain/commute/commute-dto";
import type { BoundingBox } from "@campuslar/domain/property/bounding-box";
import type { PropertyPin } from "@campuslar/domain/property/property-pins-dto";
import type { MapTiles } from "@campuslar/domain/site/map-tiles";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import Supercluster, { type AnyProps, type ClusterFeature, type PointFeature } from "supercluster";
import { attributionHtml, escapeHtml } from "../../../catalogue/map-html.ts";
import { drawTransitLines } from "./draw-transit-lines.ts";

/**
 * The search map's drawing, in Leaflet: price pins, clusters where they crowd, the campus, and
 * which pin is hovered or chosen. This module and Leaflet load only when a map is shown (the
 * page imports it dynamically), so a page whose map stays closed pays nothing for it.
 *
 * Pins and clusters are HTML elements with real text in the page's language. They stay out of
 * the tab order and out of the accessibility tree: every pin's listing is in the list, which is
 * the keyboard's and the screen reader's path (decision 023).
 */

export type SearchMapOptions = {
  tiles: MapTiles;
  /** The chosen university's campus, marked with its short name; `title` is its whole name. */
  campus?: { lat: number; lng: number; shortName: string; title: string };
  /** A pin's text: its price, short. */
  pinText: (pin: PropertyPin) => string;
  /** A cluster's title: how many homes it holds. */
  clusterTitle: (count: number) => string;
  /** The visitor moved or zoomed the map (never called for the page's own moves). */
  onMoved: (box: BoundingBox) => void;
  /** The visitor clicked a pin. */
  onSelect: (code: string) => void;
  /** The pins and clusters were drawn again (new pins, or a move). */
  onDrawn: () => void;
};

export type SearchMapDrawing = {
  /** The pins to show, replacing the last ones. */
  setPins: (pins: readonly PropertyPin[]) => void;
  /** Frames these pins (or the campus, when there are none) without counting as a move. */
  fitPins: () => void;
  /** Shows exactly this box without counting as a move. */
  showBox: (box: BoundingBox) => void;
  /** The box the map shows now. */
  box: () => BoundingBox;
  /** Marks the pin of the listing the visitor points at in the list (or its cluster). */
  highlight: (code: string | null) => void;
  /** Marks the chosen pin, bringing it into view if it is outside. */
  select: (code: string | null) => void;
  /** The pins drawn on their own in the visible area, west to east: what a swipe steps through. */
  visiblePins: () => PropertyPin[];
  /** Draws these metro and train lines under the pins, named by `title`; null takes them away. */
  setLines: (lines: readonly TransitLine[] | null, title?: (line: TransitLine) => string) => void;
  /** Call after the map's box changed size (a phone's map opened). */
  resize: () => void;
  destroy: () => void;
};

/** São Paulo's centre, for a map with nothing to frame. */
const CITY_CENTRE: L.LatLngTuple = [-23.5558, -46.6396];
const MAX_ZOOM = 18;
/**
 * Pins closer than about a price label's width fold into a cluster. Supercluster measures in a
 * 512-unit tile unless told; Leaflet's tiles are 256 pixels, so the extent says so.
 */
const CLUSTERING = { radius: 64, extent: 256, maxZoom: MAX_ZOOM - 1 };

type PinProperties = { pin: PropertyPin };
type Feature = PointFeature<PinProperties>;
type Drawn = ClusterFeature<AnyProps> | Feature;

export function drawSearchMap(element: HTMLElement, options: SearchMapOptions): SearchMapDrawing {
  const map = L.map(element, { zoomControl: true, attributionControl: true, maxZoom: MAX_ZOOM, minZoom: 9 });
  map.setView(options.campus ? [options.campus.lat, options.campus.lng] : CITY_CENTRE, 13, { animate: false });
  L.tileLayer(options.tiles.url, { maxZoom: 19, attribution: attributionHtml(options.tiles) }).addTo(map);
  if (options.campus) {
    L.marker([options.campus.lat, options.campus.lng], {
      icon: L.divIcon({
        className: "search-map-campus",
        html: `<span aria-hidden="true"></span><b aria-hidden="true">${escapeHtml(options.campus.shortName)}</b>`,
        iconSize: undefined,
      }),
      title: options.campus.title,
      interactive: false,
      keyboard: false,
      zIndexOffset: -1000,
    }).addTo(map);
  }

  const layer = L.layerGroup().addTo(map);
  let lines: L.LayerGroup | null = null;
  let pins: readonly PropertyPin[] = [];
  let index = new Supercluster<PinProperties>(CLUSTERING);
  let drawn: Drawn[] = [];
  const elements = new Map<string, L.Marker>();
  let highlighted: string | null = null;
  let selected: string | null = null;
  // The page's own moves (framing the pins, showing a box) are not the visitor's: with
  // `animate: false` Leaflet ends them before returning, so a flag around them is enough.
  let quiet = false;
  const quietly = (move: () => void) => {
    quiet = true;
    try {
      move();
    } finally {
      quiet = false;
    }
  };

  const box = (): BoundingBox => {
    const bounds = map.getBounds();
    return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
  };

  function render() {
    layer.clearLayers();
    elements.clear();
    drawn = index.getClusters([...box()] as [number, number, number, number], Math.round(map.getZoom()));
    for (const feature of drawn) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      if ("cluster" in feature.properties && feature.properties.cluster) {
        const id = feature.properties.cluster_id as number;
        const count = feature.properties.point_count as number;
        const marker = L.marker([lat, lng], {
          icon: L.divIcon({
            className: "search-map-cluster",
            html: `<span aria-hidden="true">${count}</span>`,
            iconSize: undefined,
          }),
          keyboard: false,
          title: options.clusterTitle(count),
        });
        marker.on("click", () => map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(id), MAX_ZOOM)));
        marker.addTo(layer);
        elements.set(`cluster:${id}`, marker);
        continue;
      }
      const { pin } = feature.properties as PinProperties;
      const marker = L.marker([lat, lng], {
        icon: L.divIcon({
          className: "search-map-pin",
          html: `<span aria-hidden="true" data-pin="${escapeHtml(pin.code)}">${escapeHtml(options.pinText(pin))}</span>`,
          iconSize: undefined,
        }),
        keyboard: false,
        riseOnHover: true,
      });
      marker.on("click", () => options.onSelect(pin.code));
      marker.addTo(layer);
      elements.set(pin.code, marker);
    }
    mark();
    options.onDrawn();
  }

  /** The marker showing a listing: its own pin, or the cluster it is folded into. */
  function markerOf(code: string): L.Marker | undefined {
    const own = elements.get(code);
    if (own) return own;
    for (const feature of drawn) {
      if (!("cluster" in feature.properties && feature.properties.cluster)) continue;
      const id = feature.properties.cluster_id as number;
      if (index.getLeaves(id, Number.POSITIVE_INFINITY).some((leaf) => leaf.properties.pin.code === code)) {
        return elements.get(`cluster:${id}`);
      }
    }
    return undefined;
  }

  function mark() {
    for (const marker of elements.values()) {
      const icon = marker.getElement();
      icon?.removeAttribute("data-highlighted");
      icon?.removeAttribute("data-selected");
      marker.setZIndexOffset(0);
    }
    for (const [code, attribute, lift] of [
      [selected, "data-selected", 2000],
      [highlighted, "data-highlighted", 1000],
    ] as const) {
      if (!code) continue;
      const marker = markerOf(code);
      marker?.getElement()?.setAttribute(attribute, "");
      marker?.setZIndexOffset(lift);
    }
  }

  map.on("moveend", () => {
    render();
    if (!quiet) options.onMoved(box());
  });

  return {
    setPins(next) {
      pins = next;
      index = new Supercluster<PinProperties>(CLUSTERING);
      index.load(
        next.map(
          (pin): Feature => ({
            type: "Feature",
            geometry: { type: "Point", coordinates: [pin.lng, pin.lat] },
            properties: { pin },
          }),
        ),
      );
      render();
    },
    fitPins() {
      quietly(() => {
        if (pins.length === 0) return;
        const bounds = L.latLngBounds(pins.map((pin) => [pin.lat, pin.lng] as L.LatLngTuple));
        if (options.campus) bounds.extend([options.campus.lat, options.campus.lng]);
        map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15, animate: false });
      });
      render();
    },
    showBox([west, south, east, north]) {
      quietly(() =>
        map.fitBounds(
          [
            [south, west],
            [north, east],
          ],
          { animate: false },
        ),
      );
    },
    box,
    highlight(code) {
      highlighted = code;
      mark();
    },
    select(code) {
      selected = code;
      const pin = code ? pins.find((p) => p.code === code) : undefined;
      if (pin && !map.getBounds().pad(-0.1).contains([pin.lat, pin.lng])) {
        quietly(() => map.panTo([pin.lat, pin.lng], { animate: false }));
      }
      mark();
    },
    visiblePins() {
      return drawn
        .filter((feature): feature is Feature => !("cluster" in feature.properties && feature.properties.cluster))
        .map((feature) => feature.properties.pin)
        .sort((a, b) => a.lng - b.lng);
    },
    setLines(next, title = (line) => line.shortName) {
      lines?.remove();
      lines = next ? drawTransitLines(map, next, title) : null;
    },
    resize() {
      quietly(() => map.invalidateSize({ animate: false }));
    },
    destroy() {
      map.remove();
    },
  };
}
