ALTER TABLE "properties" ADD COLUMN "owner_form" jsonb;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "properties_status_submitted_idx" ON "properties" USING btree ("status","submitted_at");