-- Trigram matching for the people search; PGlite loads it as an extension (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "users_company_id_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(job_title, ''))) STORED;--> statement-breakpoint
CREATE INDEX "users_company_name_idx" ON "users" USING btree ("company_id",lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);
