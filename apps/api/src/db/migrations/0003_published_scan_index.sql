-- The search screen's hot path: published listings of one purpose, newest first, filtered by
-- price, bedrooms, type, neighbourhood and the most used flags. A partial covering index lets
-- PostgreSQL count and page them from the index alone (index-only scans) instead of reading
-- the wide listing rows. Drizzle's index builder cannot express INCLUDE, hence plain SQL.
CREATE INDEX IF NOT EXISTS "properties_published_scan_idx" ON "properties"
  ("purpose", "published_at" DESC, "id" DESC)
  INCLUDE ("rent_cents", "sale_price_cents", "bedrooms", "type", "neighbourhood", "has_furniture", "accept_pets",
           "has_air_conditioning", "customer_id", "sponsored")
  WHERE "status" = 'published';
