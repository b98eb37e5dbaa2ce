CREATE TABLE "document_state_counts" (
	"project_id" uuid NOT NULL,
	"state" text NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_state_counts" ADD CONSTRAINT "document_state_counts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_state_counts_project_idx" ON "document_state_counts" USING btree ("project_id");--> statement-breakpoint
CREATE FUNCTION "document_state_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "document_state_counts" ("project_id", "state", "delta")
    SELECT "project_id", "state", count(*)::int FROM new_rows GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    -- A project being deleted takes its counts along; nothing to record for it.
    INSERT INTO "document_state_counts" ("project_id", "state", "delta")
    SELECT o."project_id", o."state", -count(*)::int FROM old_rows o
    WHERE EXISTS (SELECT 1 FROM "projects" p WHERE p."id" = o."project_id")
    GROUP BY 1, 2;
  ELSE
    INSERT INTO "document_state_counts" ("project_id", "state", "delta")
    SELECT c."project_id", c."state", sum(c."delta")::int FROM (
      SELECT "project_id", "state", -1 AS "delta" FROM old_rows
      UNION ALL
      SELECT "project_id", "state", 1 AS "delta" FROM new_rows
    ) c
    GROUP BY 1, 2
    HAVING sum(c."delta") <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "documents_state_counts_insert" AFTER INSERT ON "documents"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "document_state_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "documents_state_counts_update" AFTER UPDATE ON "documents"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "document_state_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "documents_state_counts_delete" AFTER DELETE ON "documents"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "document_state_counts_apply"();--> statement-breakpoint
INSERT INTO "document_state_counts" ("project_id", "state", "delta")
SELECT "project_id", "state", count(*)::int FROM "documents" GROUP BY 1, 2;
