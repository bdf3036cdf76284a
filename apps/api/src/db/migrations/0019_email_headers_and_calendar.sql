ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "calendar" jsonb;