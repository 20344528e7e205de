CREATE TABLE "performance_one_on_one_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"default_cadence" text DEFAULT 'weekly' NOT NULL,
	"default_duration_minutes" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performance_one_on_one_settings" ADD CONSTRAINT "performance_one_on_one_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;