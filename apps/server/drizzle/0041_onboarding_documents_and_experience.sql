CREATE TABLE "onboarding_email_templates" (
	"company_id" uuid NOT NULL,
	"key" text NOT NULL,
	"subject" text NOT NULL,
	"body_html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_email_templates_pkey" PRIMARY KEY("company_id","key")
);
--> statement-breakpoint
CREATE TABLE "onboarding_hire_mail_log" (
	"company_id" uuid NOT NULL,
	"new_hire_id" uuid NOT NULL,
	"key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_hire_mail_log_pkey" PRIMARY KEY("company_id","new_hire_id","key")
);
--> statement-breakpoint
CREATE TABLE "onboarding_welcome_pages" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"rules" jsonb NOT NULL,
	"components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_welcome_pages_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "onboarding_welcome_settings" (
	"company_id" uuid NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"welcome_mail_days_before" integer DEFAULT 3 NOT NULL,
	"logo_file_id" uuid,
	"primary_color" text DEFAULT '#1b5bd8' NOT NULL,
	"accent_color" text DEFAULT '#f5a623' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_welcome_settings_pkey" PRIMARY KEY("company_id"),
	CONSTRAINT "onboarding_welcome_settings_days_check" CHECK ("onboarding_welcome_settings"."welcome_mail_days_before" between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "onboarding_fields" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"section" text NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"help_text" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_fields_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "onboarding_profiles" (
	"company_id" uuid NOT NULL,
	"new_hire_id" uuid NOT NULL,
	"date_of_birth" date,
	"address" jsonb,
	"emergency_contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bank_kind" text,
	"bank_account_holder" text,
	"bank_name" text,
	"bank_details_sealed" text,
	"bank_account_last4" text,
	"field_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_profiles_pkey" PRIMARY KEY("company_id","new_hire_id"),
	CONSTRAINT "onboarding_profiles_bank_complete" CHECK (("onboarding_profiles"."bank_details_sealed" is null) = ("onboarding_profiles"."bank_kind" is null))
);
--> statement-breakpoint
CREATE TABLE "onboarding_feedback_answers" (
	"company_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"rating" integer,
	"text" text,
	"yes_no" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_feedback_answers_pkey" PRIMARY KEY("company_id","request_id","question_id"),
	CONSTRAINT "onboarding_feedback_answers_rating" CHECK ("onboarding_feedback_answers"."rating" is null or "onboarding_feedback_answers"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "onboarding_feedback_questions" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"set_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_feedback_questions_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "onboarding_feedback_requests" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"set_id" uuid NOT NULL,
	"new_hire_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "onboarding_feedback_requests_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "onboarding_feedback_sets" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"days_after_start" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_feedback_sets_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "onboarding_feedback_sets_days" CHECK ("onboarding_feedback_sets"."days_after_start" between 1 and 730)
);
--> statement-breakpoint
CREATE TABLE "onboarding_hire_visibility" (
	"company_id" uuid NOT NULL,
	"role_key" text NOT NULL,
	"scope" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_hire_visibility_pkey" PRIMARY KEY("company_id","role_key")
);
--> statement-breakpoint
CREATE TABLE "onboarding_signature_requests" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"new_hire_id" uuid NOT NULL,
	"template_id" uuid,
	"name" text NOT NULL,
	"file_id" uuid NOT NULL,
	"pages" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"original_sha256" text NOT NULL,
	"counter_signer_role" text,
	"counter_signer_user_id" uuid,
	"state" text DEFAULT 'waiting_for_signature' NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"signer_evidence" jsonb,
	"counter_signer_evidence" jsonb,
	"signed_storage_key" text,
	"signed_size_bytes" integer,
	"signed_content_sha256" text,
	"signed_sha256" text,
	"sent_by" uuid,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_signature_requests_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "onboarding_signature_requests_completed_signed" CHECK ("onboarding_signature_requests"."state" <> 'completed' or ("onboarding_signature_requests"."signed_storage_key" is not null and "onboarding_signature_requests"."signed_sha256" is not null and "onboarding_signature_requests"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "onboarding_signature_template_criteria" (
	"company_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "onboarding_signature_template_criteria_pkey" PRIMARY KEY("company_id","template_id","kind","value")
);
--> statement-breakpoint
CREATE TABLE "onboarding_signature_templates" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"file_id" uuid NOT NULL,
	"file_sha256" text NOT NULL,
	"pages" jsonb NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"counter_signer_role" text,
	"counter_signer_user_id" uuid,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_signature_templates_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "onboarding_signature_templates_person_named" CHECK (("onboarding_signature_templates"."counter_signer_role" = 'person') = ("onboarding_signature_templates"."counter_signer_user_id" is not null))
);
--> statement-breakpoint
DROP INDEX "new_hires_company_to_activate_idx";--> statement-breakpoint
ALTER TABLE "new_hires" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "onboarding_task_templates" ADD COLUMN "attachment_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "new_hire_tasks" ADD COLUMN "attachment_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "new_hire_tasks" ADD COLUMN "document_file_id" uuid;--> statement-breakpoint
ALTER TABLE "onboarding_email_templates" ADD CONSTRAINT "onboarding_email_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_hire_mail_log" ADD CONSTRAINT "onboarding_hire_mail_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_hire_mail_log" ADD CONSTRAINT "onboarding_hire_mail_log_new_hire_id_fkey" FOREIGN KEY ("company_id","new_hire_id") REFERENCES "public"."new_hires"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_welcome_pages" ADD CONSTRAINT "onboarding_welcome_pages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_welcome_settings" ADD CONSTRAINT "onboarding_welcome_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_welcome_settings" ADD CONSTRAINT "onboarding_welcome_settings_logo_file_id_fkey" FOREIGN KEY ("company_id","logo_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_fields" ADD CONSTRAINT "onboarding_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_profiles" ADD CONSTRAINT "onboarding_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_profiles" ADD CONSTRAINT "onboarding_profiles_new_hire_id_fkey" FOREIGN KEY ("company_id","new_hire_id") REFERENCES "public"."new_hires"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_feedback_answers" ADD CONSTRAINT "onboarding_feedback_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_feedback_answers" ADD CONSTRAINT "onboarding_feedback_answers_request_id_fkey" FOREIGN KEY ("company_id","request_id") REFERENCES "public"."onboarding_feedback_requests"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_feedback_answers" ADD CONSTRAINT "onboarding_feedback_answers_question_id_fkey" FOREIGN KEY ("company_id","question_id") REFERENCES "public"."onboarding_feedback_questions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_feedback_questions" ADD CONSTRAINT "onboarding_feedback_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_feedback_questions" ADD CONSTRAINT "onboarding_feedback_questions_set_id_fkey" FOREIGN KEY ("company_id","set_id") REFERENCES "public"."onboarding_feedback_sets"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_feedback_requests" ADD CONSTRAINT "onboarding_feedback_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_feedback_requests" ADD CONSTRAINT "onboarding_feedback_requests_set_id_fkey" FOREIGN KEY ("company_id","set_id") REFERENCES "public"."onboarding_feedback_sets"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_feedback_requests" ADD CONSTRAINT "onboarding_feedback_requests_new_hire_id_fkey" FOREIGN KEY ("company_id","new_hire_id") REFERENCES "public"."new_hires"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_feedback_sets" ADD CONSTRAINT "onboarding_feedback_sets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_hire_visibility" ADD CONSTRAINT "onboarding_hire_visibility_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_signature_requests" ADD CONSTRAINT "onboarding_signature_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_signature_requests" ADD CONSTRAINT "onboarding_signature_requests_new_hire_id_fkey" FOREIGN KEY ("company_id","new_hire_id") REFERENCES "public"."new_hires"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_signature_requests" ADD CONSTRAINT "onboarding_signature_requests_template_id_fkey" FOREIGN KEY ("company_id","template_id") REFERENCES "public"."onboarding_signature_templates"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_signature_requests" ADD CONSTRAINT "onboarding_signature_requests_file_id_fkey" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_signature_requests" ADD CONSTRAINT "onboarding_signature_requests_counter_signer_user_id_fkey" FOREIGN KEY ("company_id","counter_signer_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_signature_requests" ADD CONSTRAINT "onboarding_signature_requests_sent_by_fkey" FOREIGN KEY ("company_id","sent_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_signature_requests" ADD CONSTRAINT "onboarding_signature_requests_cancelled_by_fkey" FOREIGN KEY ("company_id","cancelled_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_signature_template_criteria" ADD CONSTRAINT "onboarding_signature_template_criteria_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_signature_template_criteria" ADD CONSTRAINT "onboarding_signature_template_criteria_template_id_fkey" FOREIGN KEY ("company_id","template_id") REFERENCES "public"."onboarding_signature_templates"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_signature_templates" ADD CONSTRAINT "onboarding_signature_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_signature_templates" ADD CONSTRAINT "onboarding_signature_templates_file_id_fkey" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_signature_templates" ADD CONSTRAINT "onboarding_signature_templates_counter_signer_user_id_fkey" FOREIGN KEY ("company_id","counter_signer_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onboarding_welcome_pages_company_position_idx" ON "onboarding_welcome_pages" USING btree ("company_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_fields_company_name_key" ON "onboarding_fields" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "onboarding_feedback_questions_set_idx" ON "onboarding_feedback_questions" USING btree ("company_id","set_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_feedback_requests_set_hire_key" ON "onboarding_feedback_requests" USING btree ("company_id","set_id","new_hire_id");--> statement-breakpoint
CREATE INDEX "onboarding_feedback_requests_hire_idx" ON "onboarding_feedback_requests" USING btree ("company_id","new_hire_id");--> statement-breakpoint
CREATE INDEX "onboarding_feedback_requests_answered_idx" ON "onboarding_feedback_requests" USING btree ("company_id","answered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_feedback_sets_company_name_key" ON "onboarding_feedback_sets" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_signature_requests_live_key" ON "onboarding_signature_requests" USING btree ("company_id","new_hire_id","template_id") WHERE "onboarding_signature_requests"."state" <> 'cancelled' and "onboarding_signature_requests"."template_id" is not null;--> statement-breakpoint
CREATE INDEX "onboarding_signature_requests_hire_idx" ON "onboarding_signature_requests" USING btree ("company_id","new_hire_id","created_at");--> statement-breakpoint
CREATE INDEX "onboarding_signature_requests_counter_signer_idx" ON "onboarding_signature_requests" USING btree ("company_id","counter_signer_user_id") WHERE "onboarding_signature_requests"."state" = 'waiting_for_counter_signature';--> statement-breakpoint
CREATE INDEX "onboarding_signature_requests_state_idx" ON "onboarding_signature_requests" USING btree ("company_id","state","created_at");--> statement-breakpoint
CREATE INDEX "onboarding_signature_templates_company_name_idx" ON "onboarding_signature_templates" USING btree ("company_id",lower("name"));--> statement-breakpoint
ALTER TABLE "new_hire_tasks" ADD CONSTRAINT "new_hire_tasks_document_file_id_fkey" FOREIGN KEY ("company_id","document_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_hires_company_to_activate_idx" ON "new_hires" USING btree ("company_id","start_date") WHERE "new_hires"."activated_at" is null and "new_hires"."state" <> 'cancelled';--> statement-breakpoint
-- Hires linked to an account before activation was recorded apart were activated already.
UPDATE "new_hires" SET "activated_at" = "updated_at" WHERE "user_id" IS NOT NULL;
