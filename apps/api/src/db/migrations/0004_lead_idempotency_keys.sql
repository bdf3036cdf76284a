ALTER TABLE "advertise_requests" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "concierge_signups" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "interest_requests" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "advertise_requests_idempotency_key" ON "advertise_requests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "concierge_signups_idempotency_key" ON "concierge_signups" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "interest_requests_idempotency_key" ON "interest_requests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_idempotency_key" ON "service_requests" USING btree ("idempotency_key");