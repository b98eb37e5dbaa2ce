CREATE TABLE "learned_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"field" text NOT NULL,
	"hint" jsonb NOT NULL,
	"document_id" uuid,
	"learned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learned_fields_contact_field_key" UNIQUE("contact_id","field")
);
--> statement-breakpoint
ALTER TABLE "learned_fields" ADD CONSTRAINT "learned_fields_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learned_fields" ADD CONSTRAINT "learned_fields_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learned_fields" ADD CONSTRAINT "learned_fields_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learned_fields_project_idx" ON "learned_fields" USING btree ("project_id");