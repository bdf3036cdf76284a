CREATE TABLE "press_mentions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outlet" text NOT NULL,
	"headline_pt" text NOT NULL,
	"headline_en" text,
	"url" text NOT NULL,
	"published_on" date NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"example" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"context_pt" text NOT NULL,
	"context_en" text,
	"quote_pt" text NOT NULL,
	"quote_en" text,
	"given_on" date NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"example" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "press_mentions_published_idx" ON "press_mentions" USING btree ("published","position");--> statement-breakpoint
CREATE INDEX "testimonials_published_idx" ON "testimonials" USING btree ("published","position");