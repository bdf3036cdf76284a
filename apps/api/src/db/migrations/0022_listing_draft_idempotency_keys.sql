ALTER TABLE "properties" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "properties_owner_idempotency_key" ON "properties" USING btree ("owner_id","idempotency_key");