CREATE TABLE "people_search" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"search_text" text NOT NULL,
	"last_name_key" text NOT NULL,
	"first_name_key" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "people_search" ADD CONSTRAINT "people_search_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_search" ADD CONSTRAINT "people_search_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "people_search_trgm_idx" ON "people_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_search_company_idx" ON "people_search" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "search_text";--> statement-breakpoint
-- people_search is derived from users and kept here, so no write path of the application can forget it.
CREATE FUNCTION "people_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "people_search" ("user_id", "company_id", "search_text", "last_name_key", "first_name_key")
  VALUES (
    NEW."id",
    NEW."company_id",
    lower(NEW."first_name" || ' ' || NEW."last_name" || ' ' || NEW."email" || ' ' || coalesce(NEW."job_title", '')),
    lower(NEW."last_name"),
    lower(NEW."first_name")
  )
  ON CONFLICT ("user_id") DO UPDATE SET
    "company_id" = EXCLUDED."company_id",
    "search_text" = EXCLUDED."search_text",
    "last_name_key" = EXCLUDED."last_name_key",
    "first_name_key" = EXCLUDED."first_name_key";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_people_search" AFTER INSERT OR UPDATE OF "company_id", "first_name", "last_name", "email", "job_title"
  ON "users" FOR EACH ROW EXECUTE FUNCTION "people_search_sync"();--> statement-breakpoint
INSERT INTO "people_search" ("user_id", "company_id", "search_text", "last_name_key", "first_name_key")
  SELECT "id", "company_id",
    lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("job_title", '')),
    lower("last_name"), lower("first_name")
  FROM "users";
