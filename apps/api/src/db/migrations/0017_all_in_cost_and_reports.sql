CREATE TYPE "public"."report_reason" AS ENUM('fake', 'unavailable', 'wrong_information', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('open', 'resolved', 'dismissed');--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"reason" "report_reason" NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"email" text,
	"user_id" uuid,
	"locale" "locale" DEFAULT 'pt' NOT NULL,
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"idempotency_key" text,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bills_gas" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "water_estimate_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "electricity_estimate_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "gas_estimate_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "internet_estimate_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "cleaning_estimate_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "all_in_cents" integer GENERATED ALWAYS AS (case when purpose = 'rent' and rent_cents is not null then rent_cents + condo_fee_cents + iptu_cents
        + case when bills_water then 0 else water_estimate_cents end
        + case when bills_electricity then 0 else electricity_estimate_cents end
        + case when bills_gas then 0 else gas_estimate_cents end
        + case when bills_internet then 0 else internet_estimate_cents end
        + case when bills_cleaning then 0 else cleaning_estimate_cents end end) STORED;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_reports_status_created_idx" ON "listing_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "listing_reports_property_status_idx" ON "listing_reports" USING btree ("property_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_idempotency_key" ON "listing_reports" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "properties_all_in_idx" ON "properties" USING btree ("status","purpose","all_in_cents");