CREATE TABLE "onboarding_criteria" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_criteria_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "onboarding_criterion_values" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_criterion_values_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "new_hire_criterion_values" (
	"company_id" uuid NOT NULL,
	"new_hire_id" uuid NOT NULL,
	"value_id" uuid NOT NULL,
	CONSTRAINT "new_hire_criterion_values_pkey" PRIMARY KEY("company_id","new_hire_id","value_id")
);
--> statement-breakpoint
CREATE TABLE "new_hires" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"preferred_first_name" text,
	"legal_first_name" text NOT NULL,
	"legal_last_name" text NOT NULL,
	"personal_email" text NOT NULL,
	"phone" text,
	"start_date" date,
	"job_title" text,
	"department_id" uuid,
	"location_id" uuid,
	"manager_user_id" uuid,
	"hr_contact_user_id" uuid,
	"buddy_user_id" uuid,
	"employment_type" text,
	"work_country" text,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
	"application_id" uuid,
	"candidate_id" uuid,
	"user_id" uuid,
	"invited_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "new_hires_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "onboarding_task_template_criteria" (
	"company_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "onboarding_task_template_criteria_pkey" PRIMARY KEY("company_id","template_id","kind","value")
);
--> statement-breakpoint
CREATE TABLE "onboarding_task_templates" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"kind" text DEFAULT 'task' NOT NULL,
	"assignee_role" text NOT NULL,
	"assignee_user_id" uuid,
	"assignee_group_id" uuid,
	"due_offset_days" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_task_templates_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "new_hire_tasks" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"new_hire_id" uuid NOT NULL,
	"template_id" uuid,
	"name" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"kind" text DEFAULT 'task' NOT NULL,
	"assignee_role" text NOT NULL,
	"assignee_user_id" uuid,
	"assignee_group_id" uuid,
	"due_date" date,
	"due_offset_days" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "new_hire_tasks_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "onboarding_data_flow" (
	"company_id" uuid NOT NULL,
	"phone" boolean DEFAULT true NOT NULL,
	"department" boolean DEFAULT true NOT NULL,
	"location" boolean DEFAULT true NOT NULL,
	"manager" boolean DEFAULT true NOT NULL,
	"start_date" boolean DEFAULT true NOT NULL,
	"job_title" boolean DEFAULT true NOT NULL,
	"offer_custom_fields" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_data_flow_pkey" PRIMARY KEY("company_id")
);
--> statement-breakpoint
CREATE TABLE "onboarding_event_cursor" (
	"company_id" uuid NOT NULL,
	"consumer" text NOT NULL,
	"last_event_id" uuid,
	"last_created_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_event_cursor_pkey" PRIMARY KEY("company_id","consumer")
);
--> statement-breakpoint
ALTER TABLE "onboarding_criteria" ADD CONSTRAINT "onboarding_criteria_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_criterion_values" ADD CONSTRAINT "onboarding_criterion_values_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_criterion_values" ADD CONSTRAINT "onboarding_criterion_values_criterion_id_fkey" FOREIGN KEY ("company_id","criterion_id") REFERENCES "public"."onboarding_criteria"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hire_criterion_values" ADD CONSTRAINT "new_hire_criterion_values_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hire_criterion_values" ADD CONSTRAINT "new_hire_criterion_values_new_hire_id_fkey" FOREIGN KEY ("company_id","new_hire_id") REFERENCES "public"."new_hires"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hire_criterion_values" ADD CONSTRAINT "new_hire_criterion_values_value_id_fkey" FOREIGN KEY ("company_id","value_id") REFERENCES "public"."onboarding_criterion_values"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hires" ADD CONSTRAINT "new_hires_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hires" ADD CONSTRAINT "new_hires_manager_user_id_fkey" FOREIGN KEY ("company_id","manager_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hires" ADD CONSTRAINT "new_hires_hr_contact_user_id_fkey" FOREIGN KEY ("company_id","hr_contact_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hires" ADD CONSTRAINT "new_hires_buddy_user_id_fkey" FOREIGN KEY ("company_id","buddy_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hires" ADD CONSTRAINT "new_hires_user_id_fkey" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_task_template_criteria" ADD CONSTRAINT "onboarding_task_template_criteria_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_task_template_criteria" ADD CONSTRAINT "onboarding_task_template_criteria_template_id_fkey" FOREIGN KEY ("company_id","template_id") REFERENCES "public"."onboarding_task_templates"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_task_templates" ADD CONSTRAINT "onboarding_task_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_task_templates" ADD CONSTRAINT "onboarding_task_templates_assignee_user_id_fkey" FOREIGN KEY ("company_id","assignee_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hire_tasks" ADD CONSTRAINT "new_hire_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hire_tasks" ADD CONSTRAINT "new_hire_tasks_new_hire_id_fkey" FOREIGN KEY ("company_id","new_hire_id") REFERENCES "public"."new_hires"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hire_tasks" ADD CONSTRAINT "new_hire_tasks_template_id_fkey" FOREIGN KEY ("company_id","template_id") REFERENCES "public"."onboarding_task_templates"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hire_tasks" ADD CONSTRAINT "new_hire_tasks_assignee_user_id_fkey" FOREIGN KEY ("company_id","assignee_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hire_tasks" ADD CONSTRAINT "new_hire_tasks_completed_by_fkey" FOREIGN KEY ("company_id","completed_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_data_flow" ADD CONSTRAINT "onboarding_data_flow_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_event_cursor" ADD CONSTRAINT "onboarding_event_cursor_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_criteria_company_name_key" ON "onboarding_criteria" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_criterion_values_name_key" ON "onboarding_criterion_values" USING btree ("company_id","criterion_id",lower("name"));--> statement-breakpoint
CREATE INDEX "new_hire_criterion_values_value_idx" ON "new_hire_criterion_values" USING btree ("company_id","value_id");--> statement-breakpoint
CREATE UNIQUE INDEX "new_hires_company_application_key" ON "new_hires" USING btree ("company_id","application_id");--> statement-breakpoint
CREATE INDEX "new_hires_company_start_idx" ON "new_hires" USING btree ("company_id","start_date","id");--> statement-breakpoint
CREATE INDEX "new_hires_company_state_start_idx" ON "new_hires" USING btree ("company_id","state","start_date");--> statement-breakpoint
CREATE INDEX "new_hires_company_name_idx" ON "new_hires" USING btree ("company_id",lower("legal_last_name"),lower("legal_first_name"));--> statement-breakpoint
CREATE INDEX "new_hires_company_to_activate_idx" ON "new_hires" USING btree ("company_id","start_date") WHERE "new_hires"."user_id" is null and "new_hires"."state" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "onboarding_task_template_criteria_value_idx" ON "onboarding_task_template_criteria" USING btree ("company_id","kind","value");--> statement-breakpoint
CREATE INDEX "onboarding_task_templates_company_position_idx" ON "onboarding_task_templates" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "new_hire_tasks_assignee_idx" ON "new_hire_tasks" USING btree ("company_id","assignee_user_id","status","due_date");--> statement-breakpoint
CREATE INDEX "new_hire_tasks_group_idx" ON "new_hire_tasks" USING btree ("company_id","assignee_group_id","status","due_date");--> statement-breakpoint
CREATE INDEX "new_hire_tasks_hire_idx" ON "new_hire_tasks" USING btree ("company_id","new_hire_id","position");--> statement-breakpoint
CREATE INDEX "new_hire_tasks_template_idx" ON "new_hire_tasks" USING btree ("company_id","template_id");