CREATE TABLE "listing_revisions" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"form" jsonb NOT NULL,
	"photo_ids" integer[],
	"version" integer DEFAULT 1 NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_photos" ADD COLUMN "approved" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_revisions" ADD CONSTRAINT "listing_revisions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_revisions_queue_idx" ON "listing_revisions" USING btree ("updated_at");