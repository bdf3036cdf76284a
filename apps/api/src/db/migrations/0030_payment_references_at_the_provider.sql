ALTER TABLE "payment_references" ADD COLUMN "provider_pix_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;