ALTER TABLE "rooms" DROP COLUMN "label";--> statement-breakpoint
-- Owner listings used to copy their Portuguese text into the English columns; empty them so
-- English pages show that text marked as Portuguese until the owner writes an English one.
UPDATE "properties" SET "title_en" = '', "description_en" = '' WHERE "owner_form" IS NOT NULL AND "title_en" = "title_pt" AND "description_en" = "description_pt";
