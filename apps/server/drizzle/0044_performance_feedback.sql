CREATE TABLE "performance_goal_check_ins" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"goal_id" uuid NOT NULL,
	"key_result_id" uuid,
	"author_id" uuid NOT NULL,
	"value" numeric(22, 4),
	"previous_value" numeric(22, 4),
	"status" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"goal_progress" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_goal_check_ins_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "performance_goal_cycles" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_goal_cycles_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "performance_goal_cycles_dates" CHECK ("performance_goal_cycles"."end_date" >= "performance_goal_cycles"."start_date")
);
--> statement-breakpoint
CREATE TABLE "performance_goal_key_results" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"goal_id" uuid NOT NULL,
	"title" text NOT NULL,
	"measure_kind" text NOT NULL,
	"currency" text,
	"start_value" numeric(22, 4) DEFAULT 0 NOT NULL,
	"target_value" numeric(22, 4) DEFAULT 1 NOT NULL,
	"current_value" numeric(22, 4) DEFAULT 0 NOT NULL,
	"weight" numeric(22, 4),
	"position" integer DEFAULT 0 NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_goal_key_results_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "performance_goal_key_results_currency" CHECK (("performance_goal_key_results"."measure_kind" = 'currency') = ("performance_goal_key_results"."currency" is not null))
);
--> statement-breakpoint
CREATE TABLE "performance_goals" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"level" text NOT NULL,
	"department_id" uuid,
	"owner_id" uuid NOT NULL,
	"created_by_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"measure_kind" text NOT NULL,
	"currency" text,
	"start_value" numeric(22, 4) DEFAULT 0 NOT NULL,
	"target_value" numeric(22, 4) DEFAULT 1 NOT NULL,
	"current_value" numeric(22, 4) DEFAULT 0 NOT NULL,
	"start_date" date,
	"due_date" date,
	"status" text DEFAULT 'on_track' NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"cycle_id" uuid,
	"parent_goal_id" uuid,
	"parent_key_result_id" uuid,
	"progress" double precision DEFAULT 0 NOT NULL,
	"last_check_in_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_goals_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "performance_goals_department_level" CHECK (("performance_goals"."level" = 'department') = ("performance_goals"."department_id" is not null)),
	CONSTRAINT "performance_goals_key_result_has_goal" CHECK ("performance_goals"."parent_key_result_id" is null or "performance_goals"."parent_goal_id" is not null),
	CONSTRAINT "performance_goals_not_own_parent" CHECK ("performance_goals"."parent_goal_id" is null or "performance_goals"."parent_goal_id" <> "performance_goals"."id"),
	CONSTRAINT "performance_goals_currency" CHECK (("performance_goals"."measure_kind" = 'currency') = ("performance_goals"."currency" is not null))
);
--> statement-breakpoint
CREATE TABLE "performance_company_values" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_company_values_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "performance_feedback" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"giver_id" uuid NOT NULL,
	"visibility" text NOT NULL,
	"value_id" uuid,
	"body" text NOT NULL,
	"request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_feedback_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "performance_feedback_visibility" CHECK ("performance_feedback"."visibility" in ('public', 'recipient', 'recipient_and_manager', 'manager_only'))
);
--> statement-breakpoint
CREATE TABLE "performance_feedback_comments" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"feedback_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_feedback_comments_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "performance_feedback_private_notes" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_feedback_private_notes_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "performance_feedback_reactions" (
	"company_id" uuid NOT NULL,
	"feedback_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reaction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_feedback_reactions_pkey" PRIMARY KEY("company_id","feedback_id","user_id","reaction")
);
--> statement-breakpoint
CREATE TABLE "performance_feedback_recipients" (
	"company_id" uuid NOT NULL,
	"feedback_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "performance_feedback_recipients_pkey" PRIMARY KEY("company_id","feedback_id","recipient_id")
);
--> statement-breakpoint
CREATE TABLE "performance_feedback_request_responders" (
	"company_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"responder_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"responded_at" timestamp with time zone,
	"remind_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "performance_feedback_request_responders_pkey" PRIMARY KEY("company_id","request_id","responder_id")
);
--> statement-breakpoint
CREATE TABLE "performance_feedback_requests" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"question" text DEFAULT '' NOT NULL,
	"visibility" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "performance_feedback_requests_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "performance_feedback_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"permitted_types" text[] DEFAULT '{praise,recipient,recipient_and_manager,manager_only,request}'::text[] NOT NULL,
	"praise_wall_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_update_comments" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"update_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "performance_update_comments_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "performance_update_reminders" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"period_end" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_update_reminders_pkey" PRIMARY KEY("company_id","user_id","period_end")
);
--> statement-breakpoint
CREATE TABLE "performance_update_settings" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"manager_id" uuid,
	"cadence" text NOT NULL,
	"due_weekday" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"remind_on_due_day" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_update_settings_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "performance_update_settings_due_weekday" CHECK ("performance_update_settings"."due_weekday" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "performance_updates" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"cadence" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"sentiment" integer,
	"answers" jsonb NOT NULL,
	"accomplishments" text DEFAULT '' NOT NULL,
	"priorities" jsonb NOT NULL,
	"shared_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_updates_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "performance_updates_sentiment" CHECK ("performance_updates"."sentiment" between 1 and 5),
	CONSTRAINT "performance_updates_period" CHECK ("performance_updates"."period_start" <= "performance_updates"."period_end")
);
--> statement-breakpoint
ALTER TABLE "performance_goal_check_ins" ADD CONSTRAINT "performance_goal_check_ins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_goal_check_ins" ADD CONSTRAINT "performance_goal_check_ins_goal_id_fkey" FOREIGN KEY ("company_id","goal_id") REFERENCES "public"."performance_goals"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_goal_check_ins" ADD CONSTRAINT "performance_goal_check_ins_key_result_id_fkey" FOREIGN KEY ("company_id","key_result_id") REFERENCES "public"."performance_goal_key_results"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_goal_check_ins" ADD CONSTRAINT "performance_goal_check_ins_author_id_fkey" FOREIGN KEY ("company_id","author_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_goal_cycles" ADD CONSTRAINT "performance_goal_cycles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_goal_key_results" ADD CONSTRAINT "performance_goal_key_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_goal_key_results" ADD CONSTRAINT "performance_goal_key_results_goal_id_fkey" FOREIGN KEY ("company_id","goal_id") REFERENCES "public"."performance_goals"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_goals" ADD CONSTRAINT "performance_goals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_goals" ADD CONSTRAINT "performance_goals_owner_id_fkey" FOREIGN KEY ("company_id","owner_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_goals" ADD CONSTRAINT "performance_goals_created_by_id_fkey" FOREIGN KEY ("company_id","created_by_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_goals" ADD CONSTRAINT "performance_goals_cycle_id_fkey" FOREIGN KEY ("company_id","cycle_id") REFERENCES "public"."performance_goal_cycles"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_goals" ADD CONSTRAINT "performance_goals_parent_goal_id_fkey" FOREIGN KEY ("company_id","parent_goal_id") REFERENCES "public"."performance_goals"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_goals" ADD CONSTRAINT "performance_goals_parent_key_result_id_fkey" FOREIGN KEY ("company_id","parent_key_result_id") REFERENCES "public"."performance_goal_key_results"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_company_values" ADD CONSTRAINT "performance_company_values_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback" ADD CONSTRAINT "performance_feedback_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback" ADD CONSTRAINT "performance_feedback_giver_id_fkey" FOREIGN KEY ("company_id","giver_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback" ADD CONSTRAINT "performance_feedback_value_id_fkey" FOREIGN KEY ("company_id","value_id") REFERENCES "public"."performance_company_values"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback" ADD CONSTRAINT "performance_feedback_request_id_fkey" FOREIGN KEY ("company_id","request_id") REFERENCES "public"."performance_feedback_requests"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback_comments" ADD CONSTRAINT "performance_feedback_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback_comments" ADD CONSTRAINT "performance_feedback_comments_feedback_id_fkey" FOREIGN KEY ("company_id","feedback_id") REFERENCES "public"."performance_feedback"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback_comments" ADD CONSTRAINT "performance_feedback_comments_author_id_fkey" FOREIGN KEY ("company_id","author_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback_private_notes" ADD CONSTRAINT "performance_feedback_private_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback_private_notes" ADD CONSTRAINT "performance_feedback_private_notes_author_id_fkey" FOREIGN KEY ("company_id","author_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback_private_notes" ADD CONSTRAINT "performance_feedback_private_notes_subject_id_fkey" FOREIGN KEY ("company_id","subject_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback_reactions" ADD CONSTRAINT "performance_feedback_reactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback_reactions" ADD CONSTRAINT "performance_feedback_reactions_feedback_id_fkey" FOREIGN KEY ("company_id","feedback_id") REFERENCES "public"."performance_feedback"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback_reactions" ADD CONSTRAINT "performance_feedback_reactions_user_id_fkey" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback_recipients" ADD CONSTRAINT "performance_feedback_recipients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback_recipients" ADD CONSTRAINT "performance_feedback_recipients_feedback_id_fkey" FOREIGN KEY ("company_id","feedback_id") REFERENCES "public"."performance_feedback"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback_recipients" ADD CONSTRAINT "performance_feedback_recipients_recipient_id_fkey" FOREIGN KEY ("company_id","recipient_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback_request_responders" ADD CONSTRAINT "performance_feedback_request_responders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback_request_responders" ADD CONSTRAINT "performance_feedback_request_responders_request_id_fkey" FOREIGN KEY ("company_id","request_id") REFERENCES "public"."performance_feedback_requests"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback_request_responders" ADD CONSTRAINT "performance_feedback_request_responders_responder_id_fkey" FOREIGN KEY ("company_id","responder_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback_requests" ADD CONSTRAINT "performance_feedback_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback_requests" ADD CONSTRAINT "performance_feedback_requests_requester_id_fkey" FOREIGN KEY ("company_id","requester_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback_requests" ADD CONSTRAINT "performance_feedback_requests_subject_id_fkey" FOREIGN KEY ("company_id","subject_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_feedback_settings" ADD CONSTRAINT "performance_feedback_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_update_comments" ADD CONSTRAINT "performance_update_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_update_comments" ADD CONSTRAINT "performance_update_comments_update_id_fkey" FOREIGN KEY ("company_id","update_id") REFERENCES "public"."performance_updates"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_update_comments" ADD CONSTRAINT "performance_update_comments_author_id_fkey" FOREIGN KEY ("company_id","author_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_update_reminders" ADD CONSTRAINT "performance_update_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_update_reminders" ADD CONSTRAINT "performance_update_reminders_user_id_fkey" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_update_settings" ADD CONSTRAINT "performance_update_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_update_settings" ADD CONSTRAINT "performance_update_settings_manager_id_fkey" FOREIGN KEY ("company_id","manager_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_updates" ADD CONSTRAINT "performance_updates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_updates" ADD CONSTRAINT "performance_updates_author_id_fkey" FOREIGN KEY ("company_id","author_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performance_goal_check_ins_goal_idx" ON "performance_goal_check_ins" USING btree ("company_id","goal_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "performance_goal_cycles_name_key" ON "performance_goal_cycles" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "performance_goal_key_results_goal_idx" ON "performance_goal_key_results" USING btree ("company_id","goal_id","position");--> statement-breakpoint
CREATE INDEX "performance_goals_owner_idx" ON "performance_goals" USING btree ("company_id","owner_id");--> statement-breakpoint
CREATE INDEX "performance_goals_parent_idx" ON "performance_goals" USING btree ("company_id","parent_goal_id");--> statement-breakpoint
CREATE INDEX "performance_goals_parent_key_result_idx" ON "performance_goals" USING btree ("company_id","parent_key_result_id");--> statement-breakpoint
CREATE INDEX "performance_goals_level_idx" ON "performance_goals" USING btree ("company_id","level","department_id");--> statement-breakpoint
CREATE INDEX "performance_goals_cycle_idx" ON "performance_goals" USING btree ("company_id","cycle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "performance_company_values_name_key" ON "performance_company_values" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "performance_feedback_wall_idx" ON "performance_feedback" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "performance_feedback"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "performance_feedback_giver_idx" ON "performance_feedback" USING btree ("company_id","giver_id","created_at");--> statement-breakpoint
CREATE INDEX "performance_feedback_created_idx" ON "performance_feedback" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "performance_feedback_request_answer_key" ON "performance_feedback" USING btree ("company_id","request_id","giver_id") WHERE "performance_feedback"."request_id" is not null;--> statement-breakpoint
CREATE INDEX "performance_feedback_comments_feedback_idx" ON "performance_feedback_comments" USING btree ("company_id","feedback_id","created_at");--> statement-breakpoint
CREATE INDEX "performance_feedback_private_notes_author_idx" ON "performance_feedback_private_notes" USING btree ("company_id","author_id","updated_at");--> statement-breakpoint
CREATE INDEX "performance_feedback_recipients_recipient_idx" ON "performance_feedback_recipients" USING btree ("company_id","recipient_id");--> statement-breakpoint
CREATE INDEX "performance_feedback_request_responders_responder_idx" ON "performance_feedback_request_responders" USING btree ("company_id","responder_id","status");--> statement-breakpoint
CREATE INDEX "performance_feedback_request_responders_remind_idx" ON "performance_feedback_request_responders" USING btree ("remind_at") WHERE "performance_feedback_request_responders"."status" = 'pending' and "performance_feedback_request_responders"."reminded_at" is null;--> statement-breakpoint
CREATE INDEX "performance_feedback_requests_requester_idx" ON "performance_feedback_requests" USING btree ("company_id","requester_id","created_at");--> statement-breakpoint
CREATE INDEX "performance_update_comments_update_idx" ON "performance_update_comments" USING btree ("company_id","update_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "performance_update_settings_company_key" ON "performance_update_settings" USING btree ("company_id") WHERE "performance_update_settings"."manager_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "performance_update_settings_manager_key" ON "performance_update_settings" USING btree ("company_id","manager_id") WHERE "performance_update_settings"."manager_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "performance_updates_period_key" ON "performance_updates" USING btree ("company_id","author_id","period_start");