CREATE TABLE "performance_one_on_one_action_items" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"series_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"text" text NOT NULL,
	"due_date" date,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_one_on_one_action_items_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "performance_one_on_one_meetings" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"series_id" uuid NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"shared_notes" text DEFAULT '' NOT NULL,
	"held_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_one_on_one_meetings_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "performance_one_on_one_private_notes" (
	"company_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"note" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_one_on_one_private_notes_pkey" PRIMARY KEY("company_id","meeting_id","author_id")
);
--> statement-breakpoint
CREATE TABLE "performance_one_on_one_talking_points" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"carried_over" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_one_on_one_talking_points_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "performance_one_on_one_templates" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"talking_points" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_one_on_one_templates_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "performance_one_on_ones" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"organizer_id" uuid NOT NULL,
	"attendee_id" uuid NOT NULL,
	"cadence" text NOT NULL,
	"start_date" date NOT NULL,
	"start_time" text NOT NULL,
	"timezone" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"invitation_sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_one_on_ones_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "performance_one_on_ones_two_people" CHECK ("performance_one_on_ones"."organizer_id" <> "performance_one_on_ones"."attendee_id")
);
--> statement-breakpoint
ALTER TABLE "performance_one_on_one_action_items" ADD CONSTRAINT "performance_one_on_one_action_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_one_on_one_action_items" ADD CONSTRAINT "performance_one_on_one_action_items_meeting_id_fkey" FOREIGN KEY ("company_id","meeting_id") REFERENCES "public"."performance_one_on_one_meetings"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_one_on_one_action_items" ADD CONSTRAINT "performance_one_on_one_action_items_owner_id_fkey" FOREIGN KEY ("company_id","owner_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_one_on_one_meetings" ADD CONSTRAINT "performance_one_on_one_meetings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_one_on_one_meetings" ADD CONSTRAINT "performance_one_on_one_meetings_series_id_fkey" FOREIGN KEY ("company_id","series_id") REFERENCES "public"."performance_one_on_ones"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_one_on_one_private_notes" ADD CONSTRAINT "performance_one_on_one_private_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_one_on_one_private_notes" ADD CONSTRAINT "performance_one_on_one_private_notes_meeting_id_fkey" FOREIGN KEY ("company_id","meeting_id") REFERENCES "public"."performance_one_on_one_meetings"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_one_on_one_talking_points" ADD CONSTRAINT "performance_one_on_one_talking_points_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_one_on_one_talking_points" ADD CONSTRAINT "performance_one_on_one_talking_points_meeting_id_fkey" FOREIGN KEY ("company_id","meeting_id") REFERENCES "public"."performance_one_on_one_meetings"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_one_on_one_talking_points" ADD CONSTRAINT "performance_one_on_one_talking_points_author_id_fkey" FOREIGN KEY ("company_id","author_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_one_on_one_templates" ADD CONSTRAINT "performance_one_on_one_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_one_on_ones" ADD CONSTRAINT "performance_one_on_ones_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_one_on_ones" ADD CONSTRAINT "performance_one_on_ones_organizer_id_fkey" FOREIGN KEY ("company_id","organizer_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_one_on_ones" ADD CONSTRAINT "performance_one_on_ones_attendee_id_fkey" FOREIGN KEY ("company_id","attendee_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performance_one_on_one_action_items_series_idx" ON "performance_one_on_one_action_items" USING btree ("company_id","series_id");--> statement-breakpoint
CREATE INDEX "performance_one_on_one_meetings_series_idx" ON "performance_one_on_one_meetings" USING btree ("company_id","series_id","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "performance_one_on_one_meetings_upcoming_key" ON "performance_one_on_one_meetings" USING btree ("company_id","series_id") WHERE "performance_one_on_one_meetings"."status" = 'upcoming';--> statement-breakpoint
CREATE INDEX "performance_one_on_one_talking_points_meeting_idx" ON "performance_one_on_one_talking_points" USING btree ("company_id","meeting_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "performance_one_on_one_templates_name_key" ON "performance_one_on_one_templates" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "performance_one_on_ones_organizer_idx" ON "performance_one_on_ones" USING btree ("company_id","organizer_id");--> statement-breakpoint
CREATE INDEX "performance_one_on_ones_attendee_idx" ON "performance_one_on_ones" USING btree ("company_id","attendee_id");