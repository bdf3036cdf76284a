-- The map's searches (issue 20): published listings of one purpose inside a box of latitude and
-- longitude (`bbox`), counted, paged and pinned, with the search's other filters. A partial
-- covering index keyed on the place lets PostgreSQL range over the box's latitudes, filter its
-- longitudes inside the index, and count the matches with the common filters from the index
-- alone (index-only scans) instead of reading the wide listing rows; `id` is there for the join
-- to a university's listings. At 100,000 listings a district's count went from a parallel
-- sequential scan of 100–170 ms to 3–5 ms (EXPLAIN ANALYZE on PostgreSQL 15). Drizzle's index
-- builder cannot express INCLUDE, hence plain SQL (as 0003).
CREATE INDEX IF NOT EXISTS "properties_published_place_idx" ON "properties"
  ("purpose", "lat", "lng")
  INCLUDE ("id", "published_at", "rent_cents", "sale_price_cents", "bedrooms", "type", "neighbourhood", "has_furniture",
           "accept_pets", "has_air_conditioning", "customer_id", "sponsored")
  WHERE "status" = 'published';
