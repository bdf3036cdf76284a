ALTER TABLE "advertise_requests" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "interest_requests" ADD COLUMN "room_number" smallint;