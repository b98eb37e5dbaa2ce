CREATE TABLE "folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '#3B82F6' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"document_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folders_document_type_check" CHECK ("folders"."document_type" is null or "folders"."document_type" in ('invoice', 'receipt', 'contract', 'other'))
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"type" text DEFAULT 'company' NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"email" text,
	"phone" text,
	"tax_id" text,
	"address" text,
	"document_count" integer DEFAULT 0 NOT NULL,
	"totals" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"currency" text,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"last_seen" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_type_check" CHECK ("contacts"."type" in ('company', 'person'))
);
--> statement-breakpoint
CREATE TABLE "document_analyses" (
	"project_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"month" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_analyses_document_id_month_pk" PRIMARY KEY("document_id","month")
);
--> statement-breakpoint
CREATE TABLE "document_attachments" (
	"document_id" uuid NOT NULL,
	"attachment_id" uuid NOT NULL,
	"email_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_attachments_document_id_attachment_id_pk" PRIMARY KEY("document_id","attachment_id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"original_filename" text NOT NULL,
	"file_key" text NOT NULL,
	"size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"page_count" integer,
	"state" text DEFAULT 'paper_tray' NOT NULL,
	"type" text,
	"source" text NOT NULL,
	"email_id" uuid,
	"attachment_id" uuid,
	"contact_id" uuid,
	"folder_id" uuid,
	"suggested_folder_id" uuid,
	"possible_duplicate_of" uuid,
	"extracted_data" jsonb,
	"field_meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"text" text,
	"thumbnail_key" text,
	"processing_status" text DEFAULT 'queued' NOT NULL,
	"processing_error" text,
	"processing_attempts" integer DEFAULT 0 NOT NULL,
	"processing_run_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"processing_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"trashed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("documents"."name", '') || ' ' || coalesce("documents"."original_filename", '') || ' ' || left(coalesce("documents"."text", ''), 200000)) || jsonb_to_tsvector('simple'::regconfig, coalesce("documents"."extracted_data", '{}'::jsonb), '["string"]'::jsonb)) STORED,
	CONSTRAINT "documents_project_file_unique" UNIQUE("project_id","file_key"),
	CONSTRAINT "documents_state_check" CHECK ("documents"."state" in ('paper_tray', 'approved', 'trash')),
	CONSTRAINT "documents_type_check" CHECK ("documents"."type" is null or "documents"."type" in ('invoice', 'receipt', 'contract', 'other')),
	CONSTRAINT "documents_source_check" CHECK ("documents"."source" in ('manual_upload', 'mobile_scan', 'email')),
	CONSTRAINT "documents_processing_status_check" CHECK ("documents"."processing_status" in ('queued', 'processing', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_analyses" ADD CONSTRAINT "document_analyses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_attachments" ADD CONSTRAINT "document_attachments_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_attachments" ADD CONSTRAINT "document_attachments_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_attachments" ADD CONSTRAINT "document_attachments_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_suggested_folder_id_folders_id_fk" FOREIGN KEY ("suggested_folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_possible_duplicate_of_documents_id_fk" FOREIGN KEY ("possible_duplicate_of") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folders_project_idx" ON "folders" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "folders_default_per_type_unique" ON "folders" USING btree ("project_id","document_type") WHERE "folders"."is_default";--> statement-breakpoint
CREATE INDEX "contacts_project_tax_id_idx" ON "contacts" USING btree ("project_id","tax_id");--> statement-breakpoint
CREATE INDEX "contacts_project_name_key_idx" ON "contacts" USING btree ("project_id","name_key");--> statement-breakpoint
CREATE INDEX "contacts_project_total_idx" ON "contacts" USING btree ("project_id","total_amount");--> statement-breakpoint
CREATE INDEX "document_analyses_project_month_idx" ON "document_analyses" USING btree ("project_id","month");--> statement-breakpoint
CREATE INDEX "document_attachments_attachment_idx" ON "document_attachments" USING btree ("attachment_id");--> statement-breakpoint
CREATE INDEX "documents_project_state_created_idx" ON "documents" USING btree ("project_id","state","created_at");--> statement-breakpoint
CREATE INDEX "documents_project_created_idx" ON "documents" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_contact_idx" ON "documents" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "documents_folder_idx" ON "documents" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "documents_processing_idx" ON "documents" USING btree ("processing_status","processing_updated_at") WHERE "documents"."processing_status" in ('queued', 'processing');--> statement-breakpoint
CREATE INDEX "documents_invoice_number_idx" ON "documents" USING btree ("project_id",("extracted_data" ->> 'invoiceNumber'));--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search_vector");