-- Trigram matching for the people search; PGlite loads it as an extension (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "users_company_id_idx";--> statement-breakpoint
CREATE INDEX "users_company_name_idx" ON "users" USING btree ("company_id",lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_job_title_trgm_idx" ON "users" USING gin ("job_title" gin_trgm_ops);
