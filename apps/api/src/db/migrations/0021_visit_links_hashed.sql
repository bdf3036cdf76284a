CREATE TYPE "public"."visit_link_side" AS ENUM('student', 'owner');--> statement-breakpoint
CREATE TABLE "visit_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"visit_id" uuid NOT NULL,
	"side" "visit_link_side" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "visits_student_token";--> statement-breakpoint
DROP INDEX "visits_owner_token";--> statement-breakpoint
ALTER TABLE "visit_links" ADD CONSTRAINT "visit_links_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_links_visit_idx" ON "visit_links" USING btree ("visit_id");--> statement-breakpoint
-- The links already e-mailed keep working: their tokens move here as the SHA-256 hex that
-- hashToken (apps/api/src/auth/tokens.ts) computes, and the plain tokens are dropped.
INSERT INTO "visit_links" ("token_hash", "visit_id", "side")
SELECT encode(sha256(convert_to("student_token", 'UTF8')), 'hex'), "id", 'student'::"visit_link_side" FROM "visits"
UNION ALL
SELECT encode(sha256(convert_to("owner_token", 'UTF8')), 'hex'), "id", 'owner'::"visit_link_side" FROM "visits";--> statement-breakpoint
ALTER TABLE "visits" DROP COLUMN "student_token";--> statement-breakpoint
ALTER TABLE "visits" DROP COLUMN "owner_token";