CREATE TABLE "job_boards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"kind" text DEFAULT 'external' NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"intro_html" text DEFAULT '' NOT NULL,
	"closing_html" text DEFAULT '' NOT NULL,
	"confirmation_html" text DEFAULT '' NOT NULL,
	"default_source" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_boards" ADD CONSTRAINT "job_boards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_boards_slug_key" ON "job_boards" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "job_boards_company_idx" ON "job_boards" USING btree ("company_id",lower("name"));