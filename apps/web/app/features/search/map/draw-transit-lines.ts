import type { TransitLine } from "@campuslar/domain/commute/commute-dto";
import L from "leaflet";

/**
 * The metro and train lines over the search's map, each in its own colour, under the pins (in
 * Leaflet's overlay pane, below the markers). A thin dark casing under each line keeps the pale
 * ones (Line 4's yellow, Line 15's silver) visible on light streets. A line names itself in a
 * tooltip when pointed at or tapped. Loaded with the map's drawing, never before.
 */
export function drawTransitLines(
  map: L.Map,
  lines: readonly TransitLine[],
  title: (line: TransitLine) => string,
): L.LayerGroup {
  const group = L.layerGroup();
  const casings = L.layerGroup().addTo(group);
  for (const line of lines) {
    const colour = /^[0-9a-f]{6}$/i.test(line.color) ? `#${line.color}` : "#4b5563";
    for (const path of line.paths) {
      L.polyline(path, { color: "#1f2937", weight: 7, opacity: 0.35, interactive: false }).addTo(casings);
      const drawn = L.polyline(path, { color: colour, weight: 4, opacity: 0.95, className: "transit-line" });
      drawn.bindTooltip(title(line), { sticky: true, direction: "top" });
      drawn.addTo(group);
      // Each line's paths say which line they are, for the page's own checks and for debugging.
      drawn.on("add", () => drawn.getElement()?.setAttribute("data-line", line.id));
    }
  }
  return group.addTo(map);
}
