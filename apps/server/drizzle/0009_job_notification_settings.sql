CREATE TABLE "job_notification_settings" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"new_applicants" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"scorecards_submitted" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"approvals" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"stuck_candidates" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"stuck_after_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_notification_settings" ADD CONSTRAINT "job_notification_settings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_notification_settings" ADD CONSTRAINT "job_notification_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;