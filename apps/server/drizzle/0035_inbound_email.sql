ALTER TABLE "outbox_messages" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "candidate_emails" ADD COLUMN "from_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_emails" ADD COLUMN "message_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_emails_message_id_key" ON "candidate_emails" USING btree ("company_id","candidate_id","message_id");