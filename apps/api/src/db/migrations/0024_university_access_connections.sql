CREATE TABLE "university_access_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL,
	"from_station" text NOT NULL,
	"line" text NOT NULL,
	"operator" text NOT NULL,
	"ride_minutes" smallint NOT NULL,
	"headway_minutes" smallint NOT NULL,
	"stop_lat" double precision NOT NULL,
	"stop_lng" double precision NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "university_access_connections" ADD CONSTRAINT "university_access_connections_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "university_access_connections_university_idx" ON "university_access_connections" USING btree ("university_id");