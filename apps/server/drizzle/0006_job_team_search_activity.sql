CREATE TABLE "job_hiring_team" (
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"responsible" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "job_hiring_team_job_id_role_user_id_pk" PRIMARY KEY("job_id","role","user_id")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(requisition_id, ''))) STORED;--> statement-breakpoint
ALTER TABLE "job_hiring_team" ADD CONSTRAINT "job_hiring_team_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_hiring_team" ADD CONSTRAINT "job_hiring_team_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_hiring_team" ADD CONSTRAINT "job_hiring_team_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_hiring_team_company_user_idx" ON "job_hiring_team" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "audit_events_company_target_idx" ON "audit_events" USING btree ("company_id","target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_search_trgm_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops);