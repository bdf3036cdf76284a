DROP INDEX "properties_neighbourhood_idx";--> statement-breakpoint
CREATE INDEX "properties_neighbourhood_lower_idx" ON "properties" USING btree (lower("neighbourhood"));