CREATE TABLE "transit_feed_loads" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_name" text NOT NULL,
	"feed_sha256" text NOT NULL,
	"network_date" text NOT NULL,
	"feed" jsonb,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"error" text,
	"network_id" integer,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "transit_feed_loads_status_check" CHECK ("transit_feed_loads"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "transit_feed_loads" ADD CONSTRAINT "transit_feed_loads_network_id_transit_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."transit_networks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_feed_loads" ADD CONSTRAINT "transit_feed_loads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transit_feed_loads_network_idx" ON "transit_feed_loads" USING btree ("network_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transit_feed_loads_one_active_idx" ON "transit_feed_loads" USING btree ((true)) WHERE "transit_feed_loads"."status" in ('queued', 'running');