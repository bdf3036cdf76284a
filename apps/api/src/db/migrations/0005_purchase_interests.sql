CREATE TABLE "purchase_interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"locale" "locale" DEFAULT 'pt' NOT NULL,
	"status" "lead_status" DEFAULT 'new' NOT NULL,
	"staff_notes" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"is_student" boolean NOT NULL,
	"found_via" "found_via" NOT NULL,
	"message" text NOT NULL,
	"contact_method" "contact_method" NOT NULL,
	"offer_cents" bigint,
	"visit_date" date
);
--> statement-breakpoint
ALTER TABLE "purchase_interests" ADD CONSTRAINT "purchase_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_interests" ADD CONSTRAINT "purchase_interests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_interests_property_idx" ON "purchase_interests" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "purchase_interests_status_idx" ON "purchase_interests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_interests_idempotency_key" ON "purchase_interests" USING btree ("idempotency_key");