CREATE TABLE "inbox_mailbox_cursors" (
	"inbox_id" uuid NOT NULL,
	"mailbox" text NOT NULL,
	"uid_validity" bigint NOT NULL,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_mailbox_cursors_inbox_id_mailbox_pk" PRIMARY KEY("inbox_id","mailbox")
);
--> statement-breakpoint
CREATE TABLE "inboxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email_address" text NOT NULL,
	"provider" text DEFAULT 'imap' NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"security" text NOT NULL,
	"allow_self_signed" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_connected" boolean DEFAULT true NOT NULL,
	"last_error" text,
	"sync_from_date" timestamp with time zone NOT NULL,
	"last_sync_at" timestamp with time zone,
	"selected_mailboxes" text[] DEFAULT '{INBOX}'::text[] NOT NULL,
	"server_mailboxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"next_sync_after" timestamp with time zone,
	"sync_lease_id" uuid,
	"sync_lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inboxes_status_check" CHECK ("inboxes"."status" in ('active', 'inactive', 'paused')),
	CONSTRAINT "inboxes_security_check" CHECK ("inboxes"."security" in ('tls', 'starttls', 'none'))
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"email_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"original_filename" text,
	"content_type" text NOT NULL,
	"detected_type" text NOT NULL,
	"detected_mime" text,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"inline" boolean DEFAULT false NOT NULL,
	"content_id" text,
	"is_document_candidate" boolean DEFAULT false NOT NULL,
	"mime_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_email_position_unique" UNIQUE("email_id","position")
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"inbox_id" uuid,
	"source" text NOT NULL,
	"message_id" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"from" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"text_content" text,
	"html_content" text,
	"has_attachments" boolean DEFAULT false NOT NULL,
	"attachment_count" integer DEFAULT 0 NOT NULL,
	"raw_key" text NOT NULL,
	"raw_size" bigint NOT NULL,
	"parse_error" text,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"document_status" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emails_source_raw_unique" UNIQUE NULLS NOT DISTINCT("project_id","inbox_id","raw_key"),
	CONSTRAINT "emails_document_status_check" CHECK ("emails"."document_status" in ('none', 'pending', 'done'))
);
--> statement-breakpoint
CREATE TABLE "mail_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"inbox_id" uuid,
	"source" text NOT NULL,
	"mailbox" text,
	"uid_validity" bigint,
	"uid" bigint,
	"message_id" text NOT NULL,
	"raw_sha256" text NOT NULL,
	"email_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_ledger_position_unique" UNIQUE("inbox_id","mailbox","uid_validity","uid")
);
--> statement-breakpoint
ALTER TABLE "inbox_mailbox_cursors" ADD CONSTRAINT "inbox_mailbox_cursors_inbox_id_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inboxes" ADD CONSTRAINT "inboxes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_inbox_id_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_ledger" ADD CONSTRAINT "mail_ledger_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_ledger" ADD CONSTRAINT "mail_ledger_inbox_id_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_ledger" ADD CONSTRAINT "mail_ledger_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inboxes_project_idx" ON "inboxes" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "attachments_project_sha256_idx" ON "attachments" USING btree ("project_id","sha256");--> statement-breakpoint
CREATE INDEX "emails_inbox_date_idx" ON "emails" USING btree ("inbox_id","date");--> statement-breakpoint
CREATE INDEX "emails_project_date_idx" ON "emails" USING btree ("project_id","date");--> statement-breakpoint
CREATE INDEX "emails_project_created_idx" ON "emails" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "emails_pending_documents_idx" ON "emails" USING btree ("document_status") WHERE "emails"."document_status" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_ledger_inbox_message_idx" ON "mail_ledger" USING btree ("inbox_id","message_id");--> statement-breakpoint
CREATE INDEX "mail_ledger_email_idx" ON "mail_ledger" USING btree ("email_id");