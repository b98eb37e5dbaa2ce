ALTER TABLE "inboxes" ALTER COLUMN "host" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inboxes" ALTER COLUMN "port" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inboxes" ALTER COLUMN "username" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inboxes" ALTER COLUMN "password_sealed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inboxes" ALTER COLUMN "security" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inboxes" ADD COLUMN "type" text DEFAULT 'imap' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "inboxes_one_project_inbox_idx" ON "inboxes" USING btree ("project_id") WHERE "inboxes"."type" = 'project';--> statement-breakpoint
ALTER TABLE "inboxes" ADD CONSTRAINT "inboxes_type_check" CHECK ("inboxes"."type" in ('imap', 'project'));--> statement-breakpoint
ALTER TABLE "inboxes" ADD CONSTRAINT "inboxes_imap_fields_check" CHECK ("inboxes"."type" <> 'imap' or ("inboxes"."host" is not null and "inboxes"."port" is not null and "inboxes"."username" is not null and "inboxes"."password_sealed" is not null and "inboxes"."security" is not null));