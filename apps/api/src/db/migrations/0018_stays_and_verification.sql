CREATE TYPE "public"."verification_method" AS ENUM('visit', 'video_call');--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "max_stay_months" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "verification_method" "verification_method";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "verified_by" uuid;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "occupied_until" date;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;