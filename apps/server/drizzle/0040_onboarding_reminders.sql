CREATE TABLE "onboarding_reminder_log" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_reminder_log_pkey" PRIMARY KEY("company_id","user_id","day")
);
--> statement-breakpoint
DROP INDEX "new_hire_tasks_assignee_idx";--> statement-breakpoint
DROP INDEX "new_hire_tasks_group_idx";--> statement-breakpoint
ALTER TABLE "onboarding_reminder_log" ADD CONSTRAINT "onboarding_reminder_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_reminder_log" ADD CONSTRAINT "onboarding_reminder_log_user_id_fkey" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_hire_tasks_order_idx" ON "new_hire_tasks" USING btree ("company_id",("status" <> 'open'),"due_date","new_hire_id","position","id");--> statement-breakpoint
CREATE INDEX "new_hire_tasks_assignee_idx" ON "new_hire_tasks" USING btree ("company_id","assignee_user_id","status","due_date","new_hire_id");--> statement-breakpoint
CREATE INDEX "new_hire_tasks_group_idx" ON "new_hire_tasks" USING btree ("company_id","assignee_group_id","status","due_date","new_hire_id");--> statement-breakpoint
ALTER TABLE "new_hire_tasks" ADD CONSTRAINT "new_hire_tasks_one_assignee" CHECK ("new_hire_tasks"."assignee_user_id" is null or "new_hire_tasks"."assignee_group_id" is null);