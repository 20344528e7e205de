CREATE TABLE "candidate_form_requests" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"form_id" uuid,
	"form_name" text NOT NULL,
	"questions" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"answers" jsonb,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "candidate_form_requests_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "candidate_form_requests" ADD CONSTRAINT "candidate_form_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_form_requests" ADD CONSTRAINT "candidate_form_requests_application_id_fkey" FOREIGN KEY ("company_id","application_id") REFERENCES "public"."applications"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_form_requests_application_idx" ON "candidate_form_requests" USING btree ("company_id","application_id");