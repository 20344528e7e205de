CREATE TABLE "recruiting_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"default_currency" text DEFAULT 'GBP' NOT NULL,
	"default_interview_minutes" integer DEFAULT 45 NOT NULL,
	"notify_new_applicants" text[] DEFAULT '{}'::text[] NOT NULL,
	"notify_scorecards_submitted" text[] DEFAULT '{}'::text[] NOT NULL,
	"notify_approvals" text[] DEFAULT '{}'::text[] NOT NULL,
	"notify_stuck_candidates" text[] DEFAULT '{}'::text[] NOT NULL,
	"stuck_after_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recruiting_settings" ADD CONSTRAINT "recruiting_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;