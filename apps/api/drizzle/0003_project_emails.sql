CREATE TABLE "project_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"local_part" text NOT NULL,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_emails" ADD CONSTRAINT "project_emails_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_emails_local_part_unique" ON "project_emails" USING btree ("local_part");--> statement-breakpoint
CREATE UNIQUE INDEX "project_emails_one_active_idx" ON "project_emails" USING btree ("project_id") WHERE "project_emails"."deactivated_at" is null;--> statement-breakpoint
CREATE INDEX "project_emails_project_idx" ON "project_emails" USING btree ("project_id","created_at");