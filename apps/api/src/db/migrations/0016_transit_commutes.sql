-- Commutes to campus by metro and train (issue 21). `transit_networks` holds the GTFS feed as
-- loaded (the newest row is the current network); `property_commutes` each published listing's
-- minutes to each university, which searches filter and order by (`university_id, minutes`);
-- `commute_campuses` where each university's commutes were computed to, on which network, so a
-- university added or moved is found; `commute_routes` the legs from a boarded station to a
-- campus, which with a listing's walk to that station make the legs its page shows.
CREATE TABLE "commute_campuses" (
	"network_id" integer NOT NULL,
	"university_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "commute_campuses_network_id_university_id_pk" PRIMARY KEY("network_id","university_id")
);
--> statement-breakpoint
CREATE TABLE "commute_routes" (
	"network_id" integer NOT NULL,
	"university_id" integer NOT NULL,
	"station" smallint NOT NULL,
	"station_lat" double precision NOT NULL,
	"station_lng" double precision NOT NULL,
	"legs" jsonb NOT NULL,
	CONSTRAINT "commute_routes_network_id_university_id_station_pk" PRIMARY KEY("network_id","university_id","station")
);
--> statement-breakpoint
CREATE TABLE "property_commutes" (
	"property_id" integer NOT NULL,
	"university_id" integer NOT NULL,
	"minutes" smallint NOT NULL,
	"walk_only_minutes" smallint NOT NULL,
	"rides" smallint NOT NULL,
	"board_station" smallint,
	"no_station_nearby" boolean DEFAULT false NOT NULL,
	CONSTRAINT "property_commutes_property_id_university_id_pk" PRIMARY KEY("property_id","university_id")
);
--> statement-breakpoint
CREATE TABLE "transit_networks" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_sha256" text NOT NULL,
	"network_date" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"feed" jsonb NOT NULL,
	CONSTRAINT "transit_networks_feedSha256_unique" UNIQUE("feed_sha256")
);
--> statement-breakpoint
ALTER TABLE "commute_campuses" ADD CONSTRAINT "commute_campuses_network_id_transit_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."transit_networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commute_campuses" ADD CONSTRAINT "commute_campuses_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commute_routes" ADD CONSTRAINT "commute_routes_network_id_university_id_commute_campuses_network_id_university_id_fk" FOREIGN KEY ("network_id","university_id") REFERENCES "public"."commute_campuses"("network_id","university_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_commutes" ADD CONSTRAINT "property_commutes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_commutes" ADD CONSTRAINT "property_commutes_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_commutes_university_idx" ON "property_commutes" USING btree ("university_id","minutes","property_id");
--> statement-breakpoint
-- Commutes are shown with the catalogue (a card's "22 min to FGV", a listing's legs, the lines on
-- the map): writing them moves the catalogue version like any catalogue write (migration 0014).
CREATE TRIGGER "property_commutes_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_commutes" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "commute_routes_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "commute_routes" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "transit_networks_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "transit_networks" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
