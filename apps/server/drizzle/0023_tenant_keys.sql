-- Issue 16: every tenant table keyed (company_id, id), every link between tenant tables carrying
-- company_id, so the schema distributes on Citus by company (docs/scale-out.md). Hand-ordered from
-- drizzle-kit's output: constraints go before the keys they lean on, and come back after.
-- The companies' slug moves from a trigger to the service: companies becomes a reference table, and a
-- trigger reading its own table would run against every node's copy.
DROP TRIGGER IF EXISTS "companies_slug" ON "companies";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "companies_set_slug"();
--> statement-breakpoint
-- The platform, as a company: what belongs to no company is kept under it (PLATFORM_COMPANY_ID).
INSERT INTO "companies" ("id", "name", "company_no", "company_address", "postal_code", "country", "company_size",
  "allowed_modules", "default_module", "slug")
VALUES ('00000000-0000-0000-0000-000000000000', 'Atrium platform', 'PLATFORM', '', '', 'Platform', '1-40',
  '{}', '', NULL)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- The audit trail refuses changes; this one gives old rows of no company their home.
ALTER TABLE "audit_events" DISABLE TRIGGER "audit_events_append_only";
--> statement-breakpoint
UPDATE "audit_events" SET "company_id" = '00000000-0000-0000-0000-000000000000' WHERE "company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE TRIGGER "audit_events_append_only";
--> statement-breakpoint
UPDATE "outbox_messages" SET "company_id" = '00000000-0000-0000-0000-000000000000' WHERE "company_id" IS NULL;
--> statement-breakpoint
CREATE TABLE "sign_in_identities" (
	"email" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_board_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"board_id" uuid NOT NULL
);
--> statement-breakpoint
-- What is unique across companies lives in reference tables: sign-in addresses and board names.
INSERT INTO "sign_in_identities" ("email", "company_id", "user_id")
  SELECT lower("email"), "company_id", "id" FROM "users";
--> statement-breakpoint
INSERT INTO "job_board_slugs" ("slug", "company_id", "board_id")
  SELECT "slug", "company_id", "id" FROM "job_boards";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_custom_role_id_company_roles_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_manager_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "people_search" DROP CONSTRAINT "people_search_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "departments" DROP CONSTRAINT "departments_parent_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "departments" DROP CONSTRAINT "departments_head_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "group_members" DROP CONSTRAINT "group_members_group_id_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "group_members" DROP CONSTRAINT "group_members_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_attribute_values" DROP CONSTRAINT "user_attribute_values_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_attribute_values" DROP CONSTRAINT "user_attribute_values_attribute_id_user_attribute_definitions_id_fk";
--> statement-breakpoint
ALTER TABLE "impersonation_sessions" DROP CONSTRAINT "impersonation_sessions_impersonator_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "impersonation_sessions" DROP CONSTRAINT "impersonation_sessions_target_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "refresh_tokens" DROP CONSTRAINT "refresh_tokens_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_uploaded_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "job_followers" DROP CONSTRAINT "job_followers_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "job_followers" DROP CONSTRAINT "job_followers_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "job_hiring_team" DROP CONSTRAINT "job_hiring_team_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "job_hiring_team" DROP CONSTRAINT "job_hiring_team_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "job_kickoffs" DROP CONSTRAINT "job_kickoffs_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "job_kickoffs" DROP CONSTRAINT "job_kickoffs_updated_by_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "job_notification_settings" DROP CONSTRAINT "job_notification_settings_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "job_offices" DROP CONSTRAINT "job_offices_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "job_offices" DROP CONSTRAINT "job_offices_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "job_openings" DROP CONSTRAINT "job_openings_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_close_reason_id_close_reasons_id_fk";
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_created_by_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "job_interviews" DROP CONSTRAINT "job_interviews_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "job_interviews" DROP CONSTRAINT "job_interviews_stage_id_job_stages_id_fk";
--> statement-breakpoint
ALTER TABLE "job_stages" DROP CONSTRAINT "job_stages_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "job_posts" DROP CONSTRAINT "job_posts_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "job_posts" DROP CONSTRAINT "job_posts_board_id_job_boards_id_fk";
--> statement-breakpoint
ALTER TABLE "job_posts" DROP CONSTRAINT "job_posts_created_by_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_candidate_id_candidates_id_fk";
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_job_post_id_job_posts_id_fk";
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_job_board_id_job_boards_id_fk";
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_stage_id_job_stages_id_fk";
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_resume_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_cover_letter_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_referrer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "pending_applications" DROP CONSTRAINT "pending_applications_job_post_id_job_posts_id_fk";
--> statement-breakpoint
ALTER TABLE "pending_applications" DROP CONSTRAINT "pending_applications_resume_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "pending_applications" DROP CONSTRAINT "pending_applications_cover_letter_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "job_board_api_keys" DROP CONSTRAINT "job_board_api_keys_created_by_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "approval_decisions" DROP CONSTRAINT "approval_decisions_request_id_approval_requests_id_fk";
--> statement-breakpoint
ALTER TABLE "approval_decisions" DROP CONSTRAINT "approval_decisions_approver_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "approval_flows" DROP CONSTRAINT "approval_flows_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "approval_flows" DROP CONSTRAINT "approval_flows_updated_by_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "approval_requests" DROP CONSTRAINT "approval_requests_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "approval_requests" DROP CONSTRAINT "approval_requests_requested_by_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "email_templates" DROP CONSTRAINT "email_templates_updated_by_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "offer_templates" DROP CONSTRAINT "offer_templates_updated_by_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "job_custom_field_values" DROP CONSTRAINT "job_custom_field_values_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "job_custom_field_values" DROP CONSTRAINT "job_custom_field_values_field_id_job_custom_fields_id_fk";
--> statement-breakpoint
ALTER TABLE "job_forms" DROP CONSTRAINT "job_forms_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "job_scorecards" DROP CONSTRAINT "job_scorecards_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "job_stage_transitions" DROP CONSTRAINT "job_stage_transitions_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "job_stage_transitions" DROP CONSTRAINT "job_stage_transitions_stage_id_job_stages_id_fk";
--> statement-breakpoint
ALTER TABLE "job_stage_transitions" DROP CONSTRAINT "job_stage_transitions_email_template_id_email_templates_id_fk";
--> statement-breakpoint
ALTER TABLE "job_stage_transitions" DROP CONSTRAINT "job_stage_transitions_form_id_job_forms_id_fk";
--> statement-breakpoint
ALTER TABLE "job_stage_transitions" DROP CONSTRAINT "job_stage_transitions_credit_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "job_tasks" DROP CONSTRAINT "job_tasks_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "job_tasks" DROP CONSTRAINT "job_tasks_assignee_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "job_tasks" DROP CONSTRAINT "job_tasks_created_by_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "refresh_tokens" DROP CONSTRAINT "refresh_tokens_token_hash_unique";
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_storage_key_unique";
--> statement-breakpoint
DROP INDEX "users_email_key";
--> statement-breakpoint
DROP INDEX "job_boards_slug_key";
--> statement-breakpoint
DROP INDEX "job_posts_job_board_key";
--> statement-breakpoint
DROP INDEX "applications_job_candidate_key";
--> statement-breakpoint
DROP INDEX "job_board_api_keys_hash_key";
--> statement-breakpoint
DROP INDEX "approval_decisions_request_group_approver_key";
--> statement-breakpoint
DROP INDEX "approval_flows_job_kind_key";
--> statement-breakpoint
DROP INDEX "approval_requests_pending_key";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey";
--> statement-breakpoint
ALTER TABLE "people_search" DROP CONSTRAINT "people_search_pkey";
--> statement-breakpoint
ALTER TABLE "company_roles" DROP CONSTRAINT "company_roles_pkey";
--> statement-breakpoint
ALTER TABLE "departments" DROP CONSTRAINT "departments_pkey";
--> statement-breakpoint
ALTER TABLE "locations" DROP CONSTRAINT "locations_pkey";
--> statement-breakpoint
ALTER TABLE "groups" DROP CONSTRAINT "groups_pkey";
--> statement-breakpoint
ALTER TABLE "user_attribute_definitions" DROP CONSTRAINT "user_attribute_definitions_pkey";
--> statement-breakpoint
ALTER TABLE "impersonation_sessions" DROP CONSTRAINT "impersonation_sessions_pkey";
--> statement-breakpoint
ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_pkey";
--> statement-breakpoint
ALTER TABLE "refresh_tokens" DROP CONSTRAINT "refresh_tokens_pkey";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_pkey";
--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_pkey";
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_pkey";
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_pkey";
--> statement-breakpoint
ALTER TABLE "close_reasons" DROP CONSTRAINT "close_reasons_pkey";
--> statement-breakpoint
ALTER TABLE "job_boards" DROP CONSTRAINT "job_boards_pkey";
--> statement-breakpoint
ALTER TABLE "job_followers" DROP CONSTRAINT "job_followers_job_id_user_id_pk";
--> statement-breakpoint
ALTER TABLE "job_hiring_team" DROP CONSTRAINT "job_hiring_team_job_id_role_user_id_pk";
--> statement-breakpoint
ALTER TABLE "job_kickoffs" DROP CONSTRAINT "job_kickoffs_pkey";
--> statement-breakpoint
ALTER TABLE "job_notification_settings" DROP CONSTRAINT "job_notification_settings_pkey";
--> statement-breakpoint
ALTER TABLE "job_offices" DROP CONSTRAINT "job_offices_job_id_location_id_pk";
--> statement-breakpoint
ALTER TABLE "job_openings" DROP CONSTRAINT "job_openings_pkey";
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_pkey";
--> statement-breakpoint
ALTER TABLE "job_interviews" DROP CONSTRAINT "job_interviews_pkey";
--> statement-breakpoint
ALTER TABLE "job_stages" DROP CONSTRAINT "job_stages_pkey";
--> statement-breakpoint
ALTER TABLE "job_posts" DROP CONSTRAINT "job_posts_pkey";
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_pkey";
--> statement-breakpoint
ALTER TABLE "candidates" DROP CONSTRAINT "candidates_pkey";
--> statement-breakpoint
ALTER TABLE "pending_applications" DROP CONSTRAINT "pending_applications_pkey";
--> statement-breakpoint
ALTER TABLE "job_board_api_keys" DROP CONSTRAINT "job_board_api_keys_pkey";
--> statement-breakpoint
ALTER TABLE "approval_decisions" DROP CONSTRAINT "approval_decisions_pkey";
--> statement-breakpoint
ALTER TABLE "approval_flows" DROP CONSTRAINT "approval_flows_pkey";
--> statement-breakpoint
ALTER TABLE "approval_requests" DROP CONSTRAINT "approval_requests_pkey";
--> statement-breakpoint
ALTER TABLE "email_templates" DROP CONSTRAINT "email_templates_pkey";
--> statement-breakpoint
ALTER TABLE "offer_templates" DROP CONSTRAINT "offer_templates_pkey";
--> statement-breakpoint
ALTER TABLE "job_custom_field_values" DROP CONSTRAINT "job_custom_field_values_job_id_field_id_pk";
--> statement-breakpoint
ALTER TABLE "job_custom_fields" DROP CONSTRAINT "job_custom_fields_pkey";
--> statement-breakpoint
ALTER TABLE "job_forms" DROP CONSTRAINT "job_forms_pkey";
--> statement-breakpoint
ALTER TABLE "job_scorecards" DROP CONSTRAINT "job_scorecards_pkey";
--> statement-breakpoint
ALTER TABLE "job_stage_transitions" DROP CONSTRAINT "job_stage_transitions_pkey";
--> statement-breakpoint
ALTER TABLE "job_tasks" DROP CONSTRAINT "job_tasks_pkey";
--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "people_search" ADD CONSTRAINT "people_search_pkey" PRIMARY KEY("company_id","user_id");
--> statement-breakpoint
ALTER TABLE "company_roles" ADD CONSTRAINT "company_roles_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "user_attribute_definitions" ADD CONSTRAINT "user_attribute_definitions_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "impersonation_sessions" ADD CONSTRAINT "impersonation_sessions_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "close_reasons" ADD CONSTRAINT "close_reasons_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "job_boards" ADD CONSTRAINT "job_boards_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "job_followers" ADD CONSTRAINT "job_followers_company_id_job_id_user_id_pk" PRIMARY KEY("company_id","job_id","user_id");
--> statement-breakpoint
ALTER TABLE "job_hiring_team" ADD CONSTRAINT "job_hiring_team_company_id_job_id_role_user_id_pk" PRIMARY KEY("company_id","job_id","role","user_id");
--> statement-breakpoint
ALTER TABLE "job_kickoffs" ADD CONSTRAINT "job_kickoffs_pkey" PRIMARY KEY("company_id","job_id");
--> statement-breakpoint
ALTER TABLE "job_notification_settings" ADD CONSTRAINT "job_notification_settings_pkey" PRIMARY KEY("company_id","job_id");
--> statement-breakpoint
ALTER TABLE "job_offices" ADD CONSTRAINT "job_offices_company_id_job_id_location_id_pk" PRIMARY KEY("company_id","job_id","location_id");
--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "job_interviews" ADD CONSTRAINT "job_interviews_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "job_stages" ADD CONSTRAINT "job_stages_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "pending_applications" ADD CONSTRAINT "pending_applications_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "job_board_api_keys" ADD CONSTRAINT "job_board_api_keys_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "approval_flows" ADD CONSTRAINT "approval_flows_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "offer_templates" ADD CONSTRAINT "offer_templates_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "job_custom_field_values" ADD CONSTRAINT "job_custom_field_values_company_id_job_id_field_id_pk" PRIMARY KEY("company_id","job_id","field_id");
--> statement-breakpoint
ALTER TABLE "job_custom_fields" ADD CONSTRAINT "job_custom_fields_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "job_forms" ADD CONSTRAINT "job_forms_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "job_scorecards" ADD CONSTRAINT "job_scorecards_pkey" PRIMARY KEY("company_id","job_id");
--> statement-breakpoint
ALTER TABLE "job_stage_transitions" ADD CONSTRAINT "job_stage_transitions_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "job_tasks" ADD CONSTRAINT "job_tasks_pkey" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "sign_in_identities" ADD CONSTRAINT "sign_in_identities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_board_slugs" ADD CONSTRAINT "job_board_slugs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_custom_role_id_fkey" FOREIGN KEY ("company_id","custom_role_id") REFERENCES "public"."company_roles"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_department_id_fkey" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_location_id_fkey" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_manager_id_fkey" FOREIGN KEY ("company_id","manager_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "people_search" ADD CONSTRAINT "people_search_user_id_fkey" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_parent_id_fkey" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."departments"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_head_user_id_fkey" FOREIGN KEY ("company_id","head_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_fkey" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."groups"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_fkey" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_attribute_values" ADD CONSTRAINT "user_attribute_values_user_id_fkey" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_attribute_values" ADD CONSTRAINT "user_attribute_values_attribute_id_fkey" FOREIGN KEY ("company_id","attribute_id") REFERENCES "public"."user_attribute_definitions"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "impersonation_sessions" ADD CONSTRAINT "impersonation_sessions_impersonator_user_id_fkey" FOREIGN KEY ("company_id","impersonator_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "impersonation_sessions" ADD CONSTRAINT "impersonation_sessions_target_user_id_fkey" FOREIGN KEY ("company_id","target_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_fkey" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_fkey" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_fkey" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_fkey" FOREIGN KEY ("company_id","uploaded_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_followers" ADD CONSTRAINT "job_followers_job_id_fkey" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_followers" ADD CONSTRAINT "job_followers_user_id_fkey" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_hiring_team" ADD CONSTRAINT "job_hiring_team_job_id_fkey" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_hiring_team" ADD CONSTRAINT "job_hiring_team_user_id_fkey" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_kickoffs" ADD CONSTRAINT "job_kickoffs_job_id_fkey" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_kickoffs" ADD CONSTRAINT "job_kickoffs_updated_by_id_fkey" FOREIGN KEY ("company_id","updated_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_notification_settings" ADD CONSTRAINT "job_notification_settings_job_id_fkey" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_offices" ADD CONSTRAINT "job_offices_job_id_fkey" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_offices" ADD CONSTRAINT "job_offices_location_id_fkey" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_job_id_fkey" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_department_id_fkey" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_close_reason_id_fkey" FOREIGN KEY ("company_id","close_reason_id") REFERENCES "public"."close_reasons"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_id_fkey" FOREIGN KEY ("company_id","created_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_interviews" ADD CONSTRAINT "job_interviews_job_id_fkey" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_interviews" ADD CONSTRAINT "job_interviews_stage_id_fkey" FOREIGN KEY ("company_id","stage_id") REFERENCES "public"."job_stages"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_stages" ADD CONSTRAINT "job_stages_job_id_fkey" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_job_id_fkey" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_board_id_fkey" FOREIGN KEY ("company_id","board_id") REFERENCES "public"."job_boards"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_created_by_id_fkey" FOREIGN KEY ("company_id","created_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_fkey" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_fkey" FOREIGN KEY ("company_id","candidate_id") REFERENCES "public"."candidates"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_post_id_fkey" FOREIGN KEY ("company_id","job_post_id") REFERENCES "public"."job_posts"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_board_id_fkey" FOREIGN KEY ("company_id","job_board_id") REFERENCES "public"."job_boards"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_stage_id_fkey" FOREIGN KEY ("company_id","stage_id") REFERENCES "public"."job_stages"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_resume_file_id_fkey" FOREIGN KEY ("company_id","resume_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_cover_letter_file_id_fkey" FOREIGN KEY ("company_id","cover_letter_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_referrer_id_fkey" FOREIGN KEY ("company_id","referrer_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pending_applications" ADD CONSTRAINT "pending_applications_job_post_id_fkey" FOREIGN KEY ("company_id","job_post_id") REFERENCES "public"."job_posts"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pending_applications" ADD CONSTRAINT "pending_applications_resume_file_id_fkey" FOREIGN KEY ("company_id","resume_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pending_applications" ADD CONSTRAINT "pending_applications_cover_letter_file_id_fkey" FOREIGN KEY ("company_id","cover_letter_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_board_api_keys" ADD CONSTRAINT "job_board_api_keys_created_by_id_fkey" FOREIGN KEY ("company_id","created_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_request_id_fkey" FOREIGN KEY ("company_id","request_id") REFERENCES "public"."approval_requests"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_approver_id_fkey" FOREIGN KEY ("company_id","approver_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_flows" ADD CONSTRAINT "approval_flows_job_id_fkey" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_flows" ADD CONSTRAINT "approval_flows_updated_by_id_fkey" FOREIGN KEY ("company_id","updated_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_job_id_fkey" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requested_by_id_fkey" FOREIGN KEY ("company_id","requested_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_updated_by_id_fkey" FOREIGN KEY ("company_id","updated_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "offer_templates" ADD CONSTRAINT "offer_templates_updated_by_id_fkey" FOREIGN KEY ("company_id","updated_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_custom_field_values" ADD CONSTRAINT "job_custom_field_values_job_id_fkey" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_custom_field_values" ADD CONSTRAINT "job_custom_field_values_field_id_fkey" FOREIGN KEY ("company_id","field_id") REFERENCES "public"."job_custom_fields"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_forms" ADD CONSTRAINT "job_forms_job_id_fkey" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_scorecards" ADD CONSTRAINT "job_scorecards_job_id_fkey" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_stage_transitions" ADD CONSTRAINT "job_stage_transitions_job_id_fkey" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_stage_transitions" ADD CONSTRAINT "job_stage_transitions_stage_id_fkey" FOREIGN KEY ("company_id","stage_id") REFERENCES "public"."job_stages"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_stage_transitions" ADD CONSTRAINT "job_stage_transitions_email_template_id_fkey" FOREIGN KEY ("company_id","email_template_id") REFERENCES "public"."email_templates"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_stage_transitions" ADD CONSTRAINT "job_stage_transitions_form_id_fkey" FOREIGN KEY ("company_id","form_id") REFERENCES "public"."job_forms"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_stage_transitions" ADD CONSTRAINT "job_stage_transitions_credit_user_id_fkey" FOREIGN KEY ("company_id","credit_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_tasks" ADD CONSTRAINT "job_tasks_job_id_fkey" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_tasks" ADD CONSTRAINT "job_tasks_assignee_id_fkey" FOREIGN KEY ("company_id","assignee_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_tasks" ADD CONSTRAINT "job_tasks_created_by_id_fkey" FOREIGN KEY ("company_id","created_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_email_key" ON "users" USING btree ("company_id",lower("email"));
--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_unique" ON "refresh_tokens" USING btree ("company_id","token_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_unique" ON "files" USING btree ("company_id","storage_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "job_boards_company_slug_key" ON "job_boards" USING btree ("company_id","slug");
--> statement-breakpoint
CREATE UNIQUE INDEX "job_posts_job_board_key" ON "job_posts" USING btree ("company_id","job_id","board_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_candidate_key" ON "applications" USING btree ("company_id","job_id","candidate_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "job_board_api_keys_hash_key" ON "job_board_api_keys" USING btree ("company_id","key_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "approval_decisions_request_group_approver_key" ON "approval_decisions" USING btree ("company_id","request_id","group_index","approver_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "approval_flows_job_kind_key" ON "approval_flows" USING btree ("company_id","job_id","kind") WHERE "approval_flows"."job_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_pending_key" ON "approval_requests" USING btree ("company_id","job_id","kind") WHERE "approval_requests"."status" = 'pending';
--> statement-breakpoint
-- people_search's key is (company_id, user_id) now, and a person never changes company. The trigger
-- writes only the row of its own company: on Citus, the co-located shard (docs/scale-out.md).
CREATE OR REPLACE FUNCTION "people_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "people_search" ("user_id", "company_id", "search_text", "last_name_key", "first_name_key")
  VALUES (
    NEW."id",
    NEW."company_id",
    lower(NEW."first_name" || ' ' || NEW."last_name" || ' ' || NEW."email" || ' ' || coalesce(NEW."job_title", '')),
    lower(NEW."last_name"),
    lower(NEW."first_name")
  )
  ON CONFLICT ("company_id", "user_id") DO UPDATE SET
    "search_text" = EXCLUDED."search_text",
    "last_name_key" = EXCLUDED."last_name_key",
    "first_name_key" = EXCLUDED."first_name_key";
  RETURN NULL;
END $$;
