CREATE TYPE "public"."alert_frequency" AS ENUM('instant', 'daily', 'weekly');--> statement-breakpoint
CREATE TYPE "public"."video_call_kind" AS ENUM('link', 'whatsapp');--> statement-breakpoint
CREATE TYPE "public"."visit_mode" AS ENUM('in_person', 'video');--> statement-breakpoint
CREATE TYPE "public"."visit_status" AS ENUM('requested', 'confirmed', 'declined', 'cancelled');--> statement-breakpoint
CREATE TABLE "alert_deliveries" (
	"saved_search_id" uuid NOT NULL,
	"property_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_deliveries_saved_search_id_property_id_pk" PRIMARY KEY("saved_search_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"locale" "locale" DEFAULT 'pt' NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" "alert_frequency" DEFAULT 'daily' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirm_token_hash" text,
	"unsubscribe_token" text NOT NULL,
	"last_run_at" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_exceptions" (
	"property_id" integer NOT NULL,
	"date" date NOT NULL,
	"closed" boolean NOT NULL,
	"windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "visit_exceptions_property_id_date_pk" PRIMARY KEY("property_id","date")
);
--> statement-breakpoint
CREATE TABLE "visit_settings" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"in_person" boolean DEFAULT true NOT NULL,
	"video" boolean DEFAULT false NOT NULL,
	"video_kind" "video_call_kind",
	"video_link" text,
	"video_phone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "visit_windows_weekday" CHECK ("visit_windows"."weekday" between 0 and 6),
	CONSTRAINT "visit_windows_span" CHECK (0 <= "visit_windows"."start_minute" and "visit_windows"."start_minute" < "visit_windows"."end_minute" and "visit_windows"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"mode" "visit_mode" NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"locale" "locale" DEFAULT 'pt' NOT NULL,
	"status" "visit_status" DEFAULT 'requested' NOT NULL,
	"student_token" text NOT NULL,
	"owner_token" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_dropped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_exceptions" ADD CONSTRAINT "visit_exceptions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_settings" ADD CONSTRAINT "visit_settings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_windows" ADD CONSTRAINT "visit_windows_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_deliveries_property_idx" ON "alert_deliveries" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_unsubscribe_token_idx" ON "saved_searches" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_confirm_token_idx" ON "saved_searches" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saved_searches_email_idx" ON "saved_searches" USING btree ("email");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("next_run_at") WHERE "saved_searches"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "visit_windows_property_idx" ON "visit_windows" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visits_live_slot" ON "visits" USING btree ("property_id","starts_at") WHERE "visits"."status" in ('requested', 'confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX "visits_student_token" ON "visits" USING btree ("student_token");--> statement-breakpoint
CREATE UNIQUE INDEX "visits_owner_token" ON "visits" USING btree ("owner_token");--> statement-breakpoint
CREATE INDEX "visits_starts_idx" ON "visits" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "visits_status_starts_idx" ON "visits" USING btree ("status","starts_at");
--> statement-breakpoint
-- Issue 23: a listing whose rent or sale price went down is new to the alerts again. Every writer
-- (an owner's change approved, staff, a script) goes through this trigger.
CREATE FUNCTION "properties_price_dropped"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."rent_cents" < OLD."rent_cents" OR NEW."sale_price_cents" < OLD."sale_price_cents" THEN
    NEW."price_dropped_at" := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_price_dropped" BEFORE UPDATE OF "rent_cents", "sale_price_cents" ON "properties" FOR EACH ROW EXECUTE FUNCTION "properties_price_dropped"();--> statement-breakpoint
-- The alerts' candidates: listings that became cheaper since a run.
CREATE INDEX "properties_price_dropped_idx" ON "properties" ("price_dropped_at") WHERE "price_dropped_at" IS NOT NULL;
