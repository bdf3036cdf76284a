import type { GtfsFeed, GtfsService, Weekday } from "./gtfs-feed.ts";

/*
 * A parsed GTFS feed as `transit_networks.feed` keeps it: the same tables, with each service's
 * days as a list (JSON has no sets). Stored parsed, not as the zip, so the server needs neither
 * the file nor the parser once the network is loaded.
 */

export type StoredGtfsFeed = Omit<GtfsFeed, "services"> & {
  services: { id: string; days: Weekday[] }[];
};

export const toStoredFeed = (feed: GtfsFeed): StoredGtfsFeed => ({
  ...feed,
  services: feed.services.map((service) => ({ id: service.id, days: [...service.days] })),
});

export function fromStoredFeed(stored: unknown): GtfsFeed {
  const feed = stored as StoredGtfsFeed;
  if (!Array.isArray(feed?.stops) || !Array.isArray(feed.services)) {
    throw new Error("transit_networks.feed is not a stored GTFS feed");
  }
  const services: GtfsService[] = feed.services.map((service) => ({ id: service.id, days: new Set(service.days) }));
  return { ...feed, shapes: feed.shapes ?? [], services };
}
