CREATE TABLE "job_kickoffs" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"responsibilities" text DEFAULT '' NOT NULL,
	"qualifications" text DEFAULT '' NOT NULL,
	"selling_points" text DEFAULT '' NOT NULL,
	"interview_notes" text DEFAULT '' NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_kickoffs" ADD CONSTRAINT "job_kickoffs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_kickoffs" ADD CONSTRAINT "job_kickoffs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_kickoffs" ADD CONSTRAINT "job_kickoffs_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;