CREATE TABLE "contact_type_counts" (
	"project_id" uuid NOT NULL,
	"type" text NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_type_counts" ADD CONSTRAINT "contact_type_counts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_type_counts_project_idx" ON "contact_type_counts" USING btree ("project_id");--> statement-breakpoint
CREATE FUNCTION "contact_type_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "contact_type_counts" ("project_id", "type", "delta")
    SELECT "project_id", "type", count(*)::int FROM new_rows GROUP BY 1, 2;
  ELSE
    -- A project being deleted takes its counts along; nothing to record for it.
    INSERT INTO "contact_type_counts" ("project_id", "type", "delta")
    SELECT o."project_id", o."type", -count(*)::int FROM old_rows o
    WHERE EXISTS (SELECT 1 FROM "projects" p WHERE p."id" = o."project_id")
    GROUP BY 1, 2;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Retyping (or moving) a contact is rare, unlike the figures every new document updates: a row
-- trigger that fires only then, instead of a statement trigger on every update.
CREATE FUNCTION "contact_type_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "contact_type_counts" ("project_id", "type", "delta")
  VALUES (OLD."project_id", OLD."type", -1), (NEW."project_id", NEW."type", 1);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "contacts_type_counts_insert" AFTER INSERT ON "contacts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contact_type_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "contacts_type_counts_delete" AFTER DELETE ON "contacts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contact_type_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "contacts_type_counts_update" AFTER UPDATE OF "type", "project_id" ON "contacts"
  FOR EACH ROW WHEN (OLD."type" IS DISTINCT FROM NEW."type" OR OLD."project_id" IS DISTINCT FROM NEW."project_id")
  EXECUTE FUNCTION "contact_type_counts_change"();--> statement-breakpoint
INSERT INTO "contact_type_counts" ("project_id", "type", "delta")
SELECT "project_id", "type", count(*)::int FROM "contacts" GROUP BY 1, 2;
