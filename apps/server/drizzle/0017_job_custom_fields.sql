CREATE TABLE "job_custom_field_values" (
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "job_custom_field_values_job_id_field_id_pk" PRIMARY KEY("job_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "job_custom_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_custom_field_values" ADD CONSTRAINT "job_custom_field_values_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_custom_field_values" ADD CONSTRAINT "job_custom_field_values_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_custom_field_values" ADD CONSTRAINT "job_custom_field_values_field_id_job_custom_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."job_custom_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_custom_fields" ADD CONSTRAINT "job_custom_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_custom_field_values_company_idx" ON "job_custom_field_values" USING btree ("company_id","field_id");--> statement-breakpoint
CREATE INDEX "job_custom_fields_company_idx" ON "job_custom_fields" USING btree ("company_id","position");