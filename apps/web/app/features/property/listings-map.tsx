import { useEffect, useRef } from "react";
import { attributionHtml, escapeHtml } from "../../catalogue/map-html.ts";
import { useRootData } from "../../site/root-data.ts";

export type MapPoint = {
  code: string;
  lat: number;
  lng: number;
  /** What the marker says (title and price); also its link's accessible name. */
  label: string;
  /** The listing's page. */
  href: string;
};

/**
 * Listings on a map (Leaflet), on the configured tiles (`MAP_TILE_URL`, OpenStreetMap's by default). Leaflet and its tiles load only in the browser,
 * once the map comes near the screen, so a phone that never scrolls to it pays nothing for it.
 * The map adds to the page but nothing depends on it: if the tiles cannot load, the list and
 * every link still work. Markers link to the listings for pointer and touch; keyboard and
 * screen-reader users reach the same listings through the list, so the markers stay out of
 * the tab order instead of adding a second, overlapping stop per listing.
 */
export function ListingsMap({ points, label, className }: { points: MapPoint[]; label: string; className?: string }) {
  const container = useRef<HTMLElement>(null);
  const { mapTiles } = useRootData();
  const pointsKey = points.map((p) => `${p.code}:${p.lat}:${p.lng}`).join("|");

  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when the set of points changes (pointsKey), not on every render's new array.
  useEffect(() => {
    const element = container.current;
    if (!element || points.length === 0) return;
    let disposed = false;
    let map: import("leaflet").Map | undefined;
    const draw = () =>
      Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]).then(([leaflet]) => {
        if (disposed) return;
        const L = leaflet.default;
        map = L.map(element, { scrollWheelZoom: false, attributionControl: true });
        L.tileLayer(mapTiles.url, { maxZoom: 19, attribution: attributionHtml(mapTiles) }).addTo(map);
        const markers = points.map((point) => {
          const icon = L.divIcon({
            className: "listing-marker",
            html: `<a href="${encodeURI(point.href)}" tabindex="-1" aria-hidden="true" title="${escapeHtml(point.label)}"><span></span></a>`,
            iconSize: [28, 28],
            iconAnchor: [14, 28],
          });
          return L.marker([point.lat, point.lng], { icon, keyboard: false, title: point.label });
        });
        const group = L.featureGroup(markers).addTo(map);
        if (points.length === 1) map.setView([points[0]?.lat ?? 0, points[0]?.lng ?? 0], 15);
        else map.fitBounds(group.getBounds(), { padding: [24, 24], maxZoom: 15 });
      });
    const nearScreen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        nearScreen.disconnect();
        void draw();
      },
      { rootMargin: "300px" },
    );
    nearScreen.observe(element);
    return () => {
      disposed = true;
      nearScreen.disconnect();
      map?.remove();
    };
  }, [pointsKey]);

  return (
    <section
      ref={container}
      aria-label={label}
      className={`isolate z-0 overflow-hidden rounded-2xl border border-sand-200 bg-sand-100 ${className ?? "aspect-[4/3] w-full"}`}
    />
  );
}
