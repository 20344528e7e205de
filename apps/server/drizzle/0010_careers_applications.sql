CREATE TABLE "job_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'interview' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"board_id" uuid NOT NULL,
	"title" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"standard_fields" jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"demographic_questions" boolean DEFAULT false NOT NULL,
	"gdpr_consent" boolean DEFAULT false NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"closes_on" date,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"job_post_id" uuid,
	"job_board_id" uuid,
	"stage_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resume_file_id" uuid,
	"cover_letter_file_id" uuid,
	"cover_letter_text" text,
	"demographics" jsonb,
	"consented_at" timestamp with time zone,
	"submissions" integer DEFAULT 1 NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_post_id" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"payload" jsonb NOT NULL,
	"resume_file_id" uuid,
	"cover_letter_file_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_board_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "job_stages" ADD CONSTRAINT "job_stages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_stages" ADD CONSTRAINT "job_stages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_board_id_job_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."job_boards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_post_id_job_posts_id_fk" FOREIGN KEY ("job_post_id") REFERENCES "public"."job_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_board_id_job_boards_id_fk" FOREIGN KEY ("job_board_id") REFERENCES "public"."job_boards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_stage_id_job_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."job_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_resume_file_id_files_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_cover_letter_file_id_files_id_fk" FOREIGN KEY ("cover_letter_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_applications" ADD CONSTRAINT "pending_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_applications" ADD CONSTRAINT "pending_applications_job_post_id_job_posts_id_fk" FOREIGN KEY ("job_post_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_applications" ADD CONSTRAINT "pending_applications_resume_file_id_files_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_applications" ADD CONSTRAINT "pending_applications_cover_letter_file_id_files_id_fk" FOREIGN KEY ("cover_letter_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_board_api_keys" ADD CONSTRAINT "job_board_api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_board_api_keys" ADD CONSTRAINT "job_board_api_keys_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_stages_company_job_idx" ON "job_stages" USING btree ("company_id","job_id","position");--> statement-breakpoint
CREATE INDEX "job_posts_company_job_idx" ON "job_posts" USING btree ("company_id","job_id");--> statement-breakpoint
CREATE INDEX "job_posts_board_live_idx" ON "job_posts" USING btree ("board_id","published_at") WHERE "job_posts"."live";--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_candidate_key" ON "applications" USING btree ("job_id","candidate_id");--> statement-breakpoint
CREATE INDEX "applications_company_job_stage_idx" ON "applications" USING btree ("company_id","job_id","stage_id");--> statement-breakpoint
CREATE INDEX "applications_company_candidate_idx" ON "applications" USING btree ("company_id","candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_company_email_key" ON "candidates" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "pending_applications_email_idx" ON "pending_applications" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_board_api_keys_hash_key" ON "job_board_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "job_board_api_keys_company_idx" ON "job_board_api_keys" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_key" ON "companies" USING btree ("slug");--> statement-breakpoint
-- A company's careers page is /careers?company-name=<slug>. The slug comes from the name, made unique
-- with a short suffix when another company has it; kept here so every way of creating a company gets one.
CREATE FUNCTION "companies_set_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text;
  candidate text;
BEGIN
  IF NEW."slug" IS NOT NULL THEN RETURN NEW; END IF;
  base := left(trim(both '-' from regexp_replace(lower(NEW."name"), '[^a-z0-9]+', '-', 'g')), 50);
  IF base = '' THEN base := 'company'; END IF;
  candidate := base;
  WHILE EXISTS (SELECT 1 FROM "companies" WHERE "slug" = candidate) LOOP
    candidate := base || '-' || substr(md5(random()::text), 1, 4);
  END LOOP;
  NEW."slug" := candidate;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "companies_slug" BEFORE INSERT ON "companies" FOR EACH ROW EXECUTE FUNCTION "companies_set_slug"();--> statement-breakpoint
DO $$
DECLARE
  row record;
  base text;
  candidate text;
BEGIN
  FOR row IN SELECT "id", "name" FROM "companies" WHERE "slug" IS NULL ORDER BY "created_at" LOOP
    base := left(trim(both '-' from regexp_replace(lower(row."name"), '[^a-z0-9]+', '-', 'g')), 50);
    IF base = '' THEN base := 'company'; END IF;
    candidate := base;
    WHILE EXISTS (SELECT 1 FROM "companies" WHERE "slug" = candidate) LOOP
      candidate := base || '-' || substr(md5(random()::text), 1, 4);
    END LOOP;
    UPDATE "companies" SET "slug" = candidate WHERE "id" = row."id";
  END LOOP;
END $$;--> statement-breakpoint
-- Every job's plan opens with Application Review and closes with Offer.
INSERT INTO "job_stages" ("company_id", "job_id", "name", "kind", "position")
  SELECT "company_id", "id", 'Application Review', 'application_review', 0 FROM "jobs";--> statement-breakpoint
INSERT INTO "job_stages" ("company_id", "job_id", "name", "kind", "position")
  SELECT "company_id", "id", 'Offer', 'offer', 1 FROM "jobs";
