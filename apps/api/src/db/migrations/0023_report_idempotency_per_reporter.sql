DROP INDEX "listing_reports_idempotency_key";--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "reporter_key" text;--> statement-breakpoint
-- Reports already keyed keep answering their reporter's retry: the same hash as reporterKey()
-- in services/reports/report-service.ts (the client's address was never stored, so "anonymous").
UPDATE "listing_reports" SET "reporter_key" = encode(sha256(convert_to(CASE
  WHEN "user_id" IS NOT NULL THEN 'user:' || "user_id"::text
  WHEN "email" IS NOT NULL THEN 'email:' || lower("email")
  ELSE 'anonymous' END, 'UTF8')), 'hex')
WHERE "idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_idempotency_key" ON "listing_reports" USING btree ("property_id","reporter_key","idempotency_key");