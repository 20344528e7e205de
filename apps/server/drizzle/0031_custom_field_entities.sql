CREATE TABLE "application_custom_field_values" (
	"company_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "application_custom_field_values_company_id_application_id_field_id_pk" PRIMARY KEY("company_id","application_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_custom_field_values" (
	"company_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "candidate_custom_field_values_company_id_candidate_id_field_id_pk" PRIMARY KEY("company_id","candidate_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "job_setup_flows" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"steps" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "job_custom_fields_company_idx";--> statement-breakpoint
ALTER TABLE "job_custom_fields" ADD COLUMN "entity" text DEFAULT 'job' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_custom_field_values" ADD CONSTRAINT "application_custom_field_values_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_custom_field_values" ADD CONSTRAINT "application_custom_field_values_application_id_fkey" FOREIGN KEY ("company_id","application_id") REFERENCES "public"."applications"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_custom_field_values" ADD CONSTRAINT "application_custom_field_values_field_id_fkey" FOREIGN KEY ("company_id","field_id") REFERENCES "public"."job_custom_fields"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_custom_field_values" ADD CONSTRAINT "candidate_custom_field_values_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_custom_field_values" ADD CONSTRAINT "candidate_custom_field_values_candidate_id_fkey" FOREIGN KEY ("company_id","candidate_id") REFERENCES "public"."candidates"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_custom_field_values" ADD CONSTRAINT "candidate_custom_field_values_field_id_fkey" FOREIGN KEY ("company_id","field_id") REFERENCES "public"."job_custom_fields"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_setup_flows" ADD CONSTRAINT "job_setup_flows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_custom_field_values_company_idx" ON "application_custom_field_values" USING btree ("company_id","field_id");--> statement-breakpoint
CREATE INDEX "candidate_custom_field_values_company_idx" ON "candidate_custom_field_values" USING btree ("company_id","field_id");--> statement-breakpoint
CREATE INDEX "job_custom_fields_company_idx" ON "job_custom_fields" USING btree ("company_id","entity","position");