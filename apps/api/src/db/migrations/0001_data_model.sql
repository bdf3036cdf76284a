CREATE TYPE "public"."accommodation_type" AS ENUM('coliving', 'apartamento', 'residencia_estudantil');--> statement-breakpoint
CREATE TYPE "public"."advertised_unit" AS ENUM('whole', 'room');--> statement-breakpoint
CREATE TYPE "public"."contact_method" AS ENUM('whatsapp', 'email', 'phone');--> statement-breakpoint
CREATE TYPE "public"."contact_request_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."daily_rhythm" AS ENUM('early', 'flexible', 'late');--> statement-breakpoint
CREATE TYPE "public"."found_via" AS ENUM('google', 'instagram', 'facebook', 'tiktok', 'friend', 'university', 'event', 'other');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('female', 'male', 'non_binary', 'unspecified');--> statement-breakpoint
CREATE TYPE "public"."gender_preference" AS ENUM('any', 'male', 'female');--> statement-breakpoint
CREATE TYPE "public"."lead_status" AS ENUM('new', 'contacted', 'closed');--> statement-breakpoint
CREATE TYPE "public"."listing_status" AS ENUM('draft', 'pending', 'published', 'archived');--> statement-breakpoint
CREATE TYPE "public"."locale" AS ENUM('pt', 'en');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('pending', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."purpose" AS ENUM('rent', 'sale');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('tenant', 'owner', 'provider', 'staff');--> statement-breakpoint
CREATE TYPE "public"."service_kind" AS ENUM('photos_video', 'digital_marketing', 'rent_guarantee', 'repairs', 'electronics_rental', 'integration_events', 'inspections');--> statement-breakpoint
CREATE TYPE "public"."warranty_type" AS ENUM('guarantor', 'insurance', 'escrow_deposit');--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description_pt" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" uuid NOT NULL,
	"property_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"purpose" "purpose" DEFAULT 'rent' NOT NULL,
	"type" "accommodation_type" NOT NULL,
	"status" "listing_status" DEFAULT 'draft' NOT NULL,
	"advertised_unit" "advertised_unit" DEFAULT 'whole' NOT NULL,
	"title_pt" text NOT NULL,
	"title_en" text NOT NULL,
	"description_pt" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"street" text NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"complement" text DEFAULT '' NOT NULL,
	"neighbourhood" text NOT NULL,
	"city" text DEFAULT 'São Paulo' NOT NULL,
	"state" text DEFAULT 'SP' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"rent_cents" integer,
	"sale_price_cents" bigint,
	"condo_fee_cents" integer DEFAULT 0 NOT NULL,
	"iptu_cents" integer DEFAULT 0 NOT NULL,
	"bills_water" boolean DEFAULT false NOT NULL,
	"bills_electricity" boolean DEFAULT false NOT NULL,
	"bills_internet" boolean DEFAULT false NOT NULL,
	"bills_cleaning" boolean DEFAULT false NOT NULL,
	"bedrooms" smallint NOT NULL,
	"bathrooms" smallint NOT NULL,
	"garage_spaces" smallint DEFAULT 0 NOT NULL,
	"capacity" smallint NOT NULL,
	"occupants" smallint DEFAULT 0 NOT NULL,
	"area_m2" integer NOT NULL,
	"shared_bedroom" boolean DEFAULT false NOT NULL,
	"shared_bathroom" boolean DEFAULT false NOT NULL,
	"in_room_items" text[] DEFAULT '{}'::text[] NOT NULL,
	"gender_preference" "gender_preference" DEFAULT 'any' NOT NULL,
	"smokers_allowed" boolean DEFAULT false NOT NULL,
	"min_age" smallint,
	"max_age" smallint,
	"min_contract_months" smallint DEFAULT 6 NOT NULL,
	"available_from" date,
	"has_gas_shower" boolean DEFAULT false NOT NULL,
	"has_lift" boolean DEFAULT false NOT NULL,
	"has_balcony" boolean DEFAULT false NOT NULL,
	"has_cabinets" boolean DEFAULT false NOT NULL,
	"has_meeting_room" boolean DEFAULT false NOT NULL,
	"has_blindex" boolean DEFAULT false NOT NULL,
	"has_air_conditioning" boolean DEFAULT false NOT NULL,
	"has_sauna" boolean DEFAULT false NOT NULL,
	"has_washing_machine" boolean DEFAULT false NOT NULL,
	"has_electric_shower" boolean DEFAULT false NOT NULL,
	"has_laundry" boolean DEFAULT false NOT NULL,
	"has_grill" boolean DEFAULT false NOT NULL,
	"has_gym" boolean DEFAULT false NOT NULL,
	"has_pool" boolean DEFAULT false NOT NULL,
	"has_utility_room" boolean DEFAULT false NOT NULL,
	"has_party_room" boolean DEFAULT false NOT NULL,
	"has_refrigerator" boolean DEFAULT false NOT NULL,
	"is_penthouse" boolean DEFAULT false NOT NULL,
	"has_stove" boolean DEFAULT false NOT NULL,
	"has_microwave" boolean DEFAULT false NOT NULL,
	"has_piped_gas" boolean DEFAULT false NOT NULL,
	"has_lobby" boolean DEFAULT false NOT NULL,
	"has_furniture" boolean DEFAULT false NOT NULL,
	"accept_pets" boolean DEFAULT false NOT NULL,
	"has_sport_court" boolean DEFAULT false NOT NULL,
	"has_tv" boolean DEFAULT false NOT NULL,
	"owner_id" uuid,
	"sponsored" boolean DEFAULT false NOT NULL,
	"customer_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"rejection_reason" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "property_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt_pt" text DEFAULT '' NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_universities" (
	"property_id" integer NOT NULL,
	"university_id" integer NOT NULL,
	"distance_m" integer NOT NULL,
	CONSTRAINT "property_universities_property_id_university_id_pk" PRIMARY KEY("property_id","university_id")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"label" text NOT NULL,
	"beds" smallint DEFAULT 1 NOT NULL,
	"private_bathroom" boolean DEFAULT false NOT NULL,
	"area_m2" smallint,
	"rent_cents" integer,
	"available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "universities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_en" text NOT NULL,
	"short_name" text NOT NULL,
	"neighbourhood" text NOT NULL,
	"city" text DEFAULT 'São Paulo' NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"is_partner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "universities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "advertise_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"locale" "locale" DEFAULT 'pt' NOT NULL,
	"status" "lead_status" DEFAULT 'new' NOT NULL,
	"staff_notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"number" text NOT NULL,
	"neighbourhood" text NOT NULL,
	"postal_code" text NOT NULL,
	"complement" text DEFAULT '' NOT NULL,
	"bills_water" boolean DEFAULT false NOT NULL,
	"bills_electricity" boolean DEFAULT false NOT NULL,
	"bills_cleaning" boolean DEFAULT false NOT NULL,
	"allow_pets" boolean DEFAULT false NOT NULL,
	"parking" boolean DEFAULT false NOT NULL,
	"contract_period_months" smallint NOT NULL,
	"monthly_rent_cents" integer NOT NULL,
	"bedrooms" smallint NOT NULL,
	"bathrooms" smallint NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"coupon" text,
	"visit_date" date,
	"proposal" text DEFAULT '' NOT NULL,
	"move_date" date
);
--> statement-breakpoint
CREATE TABLE "concierge_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"locale" "locale" DEFAULT 'pt' NOT NULL,
	"status" "lead_status" DEFAULT 'new' NOT NULL,
	"staff_notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"partner" text NOT NULL,
	"full_name" text NOT NULL,
	"messaging_contact" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interest_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"locale" "locale" DEFAULT 'pt' NOT NULL,
	"status" "lead_status" DEFAULT 'new' NOT NULL,
	"staff_notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"is_student" boolean NOT NULL,
	"found_via" "found_via" NOT NULL,
	"move_date" date NOT NULL,
	"stay_period_months" smallint NOT NULL,
	"warranty_type" "warranty_type" NOT NULL,
	"proposal_cents" integer NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"contact_method" "contact_method" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"locale" "locale" DEFAULT 'pt' NOT NULL,
	"status" "lead_status" DEFAULT 'new' NOT NULL,
	"staff_notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"service" "service_kind" NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"property_code" text,
	"message" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"template" text NOT NULL,
	"locale" "locale" DEFAULT 'pt' NOT NULL,
	"status" "outbox_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"dedupe_key" text,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"locale" "locale" NOT NULL,
	"referrer" text,
	"visitor_id" text,
	"user_id" uuid,
	"property_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roommate_contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"status" "contact_request_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "roommate_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"budget_min_cents" integer NOT NULL,
	"budget_max_cents" integer NOT NULL,
	"move_date" date NOT NULL,
	"stay_months" smallint NOT NULL,
	"university_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"neighbourhoods" text[] DEFAULT '{}'::text[] NOT NULL,
	"rhythm" "daily_rhythm" NOT NULL,
	"cleanliness" smallint NOT NULL,
	"noise_tolerance" smallint NOT NULL,
	"guests_frequency" smallint NOT NULL,
	"smoker" boolean NOT NULL,
	"accepts_smokers" boolean NOT NULL,
	"has_pets" boolean NOT NULL,
	"accepts_pets" boolean NOT NULL,
	"gender" "gender" NOT NULL,
	"gender_preference" "gender_preference" DEFAULT 'any' NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"study_social_balance" smallint NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"messaging_link" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roommate_profiles_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"user_agent" text,
	"ip" "inet",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "role" DEFAULT 'tenant' NOT NULL,
	"locale" "locale" DEFAULT 'pt' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_photos" ADD CONSTRAINT "property_photos_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_universities" ADD CONSTRAINT "property_universities_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_universities" ADD CONSTRAINT "property_universities_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertise_requests" ADD CONSTRAINT "advertise_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_signups" ADD CONSTRAINT "concierge_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_requests" ADD CONSTRAINT "interest_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_requests" ADD CONSTRAINT "interest_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_contact_requests" ADD CONSTRAINT "roommate_contact_requests_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_contact_requests" ADD CONSTRAINT "roommate_contact_requests_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roommate_profiles" ADD CONSTRAINT "roommate_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_status_purpose_published_idx" ON "properties" USING btree ("status","purpose","published_at");--> statement-breakpoint
CREATE INDEX "properties_rent_idx" ON "properties" USING btree ("status","purpose","rent_cents");--> statement-breakpoint
CREATE INDEX "properties_sale_price_idx" ON "properties" USING btree ("status","purpose","sale_price_cents");--> statement-breakpoint
CREATE INDEX "properties_neighbourhood_idx" ON "properties" USING btree ("neighbourhood");--> statement-breakpoint
CREATE INDEX "properties_owner_idx" ON "properties" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "properties_customer_idx" ON "properties" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "properties_search_text_trgm_idx" ON "properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "property_photos_property_idx" ON "property_photos" USING btree ("property_id","position");--> statement-breakpoint
CREATE INDEX "property_universities_university_idx" ON "property_universities" USING btree ("university_id","distance_m");--> statement-breakpoint
CREATE INDEX "rooms_property_idx" ON "rooms" USING btree ("property_id","position");--> statement-breakpoint
CREATE INDEX "advertise_requests_status_idx" ON "advertise_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "concierge_signups_status_idx" ON "concierge_signups" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "interest_requests_property_idx" ON "interest_requests" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "interest_requests_status_idx" ON "interest_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_status_idx" ON "service_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","send_after");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_dedupe_key" ON "email_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "page_views_created_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "page_views_property_idx" ON "page_views" USING btree ("property_code");--> statement-breakpoint
CREATE UNIQUE INDEX "roommate_contact_requests_pair_key" ON "roommate_contact_requests" USING btree ("from_user_id","to_user_id");--> statement-breakpoint
CREATE INDEX "roommate_contact_requests_to_idx" ON "roommate_contact_requests" USING btree ("to_user_id");--> statement-breakpoint
CREATE INDEX "roommate_profiles_visible_idx" ON "roommate_profiles" USING btree ("visible","move_date");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));