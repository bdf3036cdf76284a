import type { MapTiles } from "@campuslar/domain/site/map-tiles";

/** The tile provider's attribution as Leaflet shows it: the text, linked to its copyright page when there is one. */
export function attributionHtml({ attribution, attributionUrl }: MapTiles): string {
  const text = escapeHtml(attribution);
  return attributionUrl ? `<a href="${escapeHtml(attributionUrl)}">${text}</a>` : text;
}

/** Text made safe for the HTML a Leaflet icon or attribution is written in. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
