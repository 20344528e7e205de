ALTER TABLE "applications" ADD COLUMN "referrer_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "referral_note" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;