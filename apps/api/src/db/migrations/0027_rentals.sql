CREATE TYPE "public"."document_kind" AS ENUM('identity', 'cpf', 'address');--> statement-breakpoint
CREATE TYPE "public"."document_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."document_subject" AS ENUM('student', 'guarantor');--> statement-breakpoint
CREATE TYPE "public"."lease_side" AS ENUM('student', 'owner');--> statement-breakpoint
CREATE TYPE "public"."rental_actor" AS ENUM('student', 'owner', 'staff', 'clock');--> statement-breakpoint
CREATE TYPE "public"."rental_message_author" AS ENUM('student', 'owner', 'staff');--> statement-breakpoint
CREATE TYPE "public"."rental_state" AS ENUM('proposed', 'countered', 'awaiting_documents', 'awaiting_signatures', 'awaiting_payment', 'declined', 'withdrawn', 'expired', 'closed', 'cancelled');--> statement-breakpoint
CREATE TABLE "lease_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"side" "lease_side" NOT NULL,
	"user_id" uuid,
	"typed_name" text NOT NULL,
	"document_sha256" text NOT NULL,
	"ip" "inet",
	"user_agent" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rental_id" uuid NOT NULL,
	"version" smallint NOT NULL,
	"terms" jsonb NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"signed_storage_key" text,
	"signed_sha256" text,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "private_file_reads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"reader_id" uuid,
	"purpose" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rental_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"subject" "document_subject" NOT NULL,
	"kind" "document_kind" NOT NULL,
	"id_type" text,
	"cpf" text,
	"storage_key" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"status" "document_status" DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"delete_after" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rental_id" uuid NOT NULL,
	"move" text NOT NULL,
	"actor" "rental_actor" NOT NULL,
	"actor_id" uuid,
	"from_state" "rental_state",
	"to_state" "rental_state" NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_message_reads" (
	"rental_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read_id" integer DEFAULT 0 NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rental_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rental_id" uuid NOT NULL,
	"author_id" uuid,
	"author" "rental_message_author" NOT NULL,
	"body" text NOT NULL,
	"masked" text[] DEFAULT '{}'::text[] NOT NULL,
	"reported_at" timestamp with time zone,
	"reported_by" uuid,
	"report_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rentals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"property_id" integer NOT NULL,
	"student_id" uuid NOT NULL,
	"owner_id" uuid,
	"state" "rental_state" DEFAULT 'proposed' NOT NULL,
	"move_in" date NOT NULL,
	"months" smallint NOT NULL,
	"move_out" date NOT NULL,
	"monthly_rent_cents" integer NOT NULL,
	"guarantee" "warranty_type" NOT NULL,
	"occupants" smallint NOT NULL,
	"room_number" smallint,
	"proposed_terms" jsonb NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"decline_reason" text,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rentals_code_unique" UNIQUE("code"),
	CONSTRAINT "rentals_months" CHECK ("rentals"."months" between 1 and 60),
	CONSTRAINT "rentals_rent" CHECK ("rentals"."monthly_rent_cents" > 0),
	CONSTRAINT "rentals_occupants" CHECK ("rentals"."occupants" between 1 and 20),
	CONSTRAINT "rentals_stay" CHECK ("rentals"."move_in" < "rentals"."move_out")
);
--> statement-breakpoint
CREATE TABLE "signature_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "lease_signatures" ADD CONSTRAINT "lease_signatures_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_signatures" ADD CONSTRAINT "lease_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_file_reads" ADD CONSTRAINT "private_file_reads_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_documents" ADD CONSTRAINT "rental_documents_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_documents" ADD CONSTRAINT "rental_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_documents" ADD CONSTRAINT "rental_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_events" ADD CONSTRAINT "rental_events_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_events" ADD CONSTRAINT "rental_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_message_reads" ADD CONSTRAINT "rental_message_reads_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_message_reads" ADD CONSTRAINT "rental_message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_messages" ADD CONSTRAINT "rental_messages_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_messages" ADD CONSTRAINT "rental_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_messages" ADD CONSTRAINT "rental_messages_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_codes" ADD CONSTRAINT "signature_codes_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_codes" ADD CONSTRAINT "signature_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lease_signatures_live_side" ON "lease_signatures" USING btree ("lease_id","side") WHERE "lease_signatures"."voided_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "leases_rental_version" ON "leases" USING btree ("rental_id","version");--> statement-breakpoint
CREATE INDEX "private_file_reads_key_idx" ON "private_file_reads" USING btree ("storage_key","at");--> statement-breakpoint
CREATE INDEX "rental_documents_rental_idx" ON "rental_documents" USING btree ("rental_id","created_at");--> statement-breakpoint
CREATE INDEX "rental_events_rental_idx" ON "rental_events" USING btree ("rental_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_message_reads_key" ON "rental_message_reads" USING btree ("rental_id","user_id");--> statement-breakpoint
CREATE INDEX "rental_messages_rental_idx" ON "rental_messages" USING btree ("rental_id","id");--> statement-breakpoint
CREATE INDEX "rentals_property_state_idx" ON "rentals" USING btree ("property_id","state");--> statement-breakpoint
CREATE INDEX "rentals_student_idx" ON "rentals" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "rentals_owner_idx" ON "rentals" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "rentals_due_idx" ON "rentals" USING btree ("due_at") WHERE "rentals"."due_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "rentals_student_idempotency_key" ON "rentals" USING btree ("student_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "signature_codes_lease_user_idx" ON "signature_codes" USING btree ("lease_id","user_id");