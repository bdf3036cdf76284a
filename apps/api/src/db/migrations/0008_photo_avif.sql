ALTER TABLE "property_photos" ADD COLUMN "has_avif" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Owners' uploads (stored under listings/) have always been written in AVIF too.
UPDATE "property_photos" SET "has_avif" = true WHERE "storage_key" LIKE 'listings/%';
