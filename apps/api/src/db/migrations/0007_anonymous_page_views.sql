-- Page views become anonymous counts: the day (in São Paulo) instead of the instant, and no
-- visitor or account column. Existing rows keep their day.
ALTER TABLE "page_views" DROP CONSTRAINT "page_views_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "page_views_created_idx";--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "day" date;--> statement-breakpoint
UPDATE "page_views" SET "day" = ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date;--> statement-breakpoint
ALTER TABLE "page_views" ALTER COLUMN "day" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "page_views_day_idx" ON "page_views" USING btree ("day");--> statement-breakpoint
ALTER TABLE "page_views" DROP COLUMN "visitor_id";--> statement-breakpoint
ALTER TABLE "page_views" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "page_views" DROP COLUMN "created_at";
