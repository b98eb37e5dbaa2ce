CREATE INDEX "user_identities_user_idx" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_ledger_project_idx" ON "mail_ledger" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "document_attachments_email_idx" ON "document_attachments" USING btree ("email_id");--> statement-breakpoint
CREATE INDEX "documents_possible_duplicate_idx" ON "documents" USING btree ("possible_duplicate_of") WHERE "documents"."possible_duplicate_of" is not null;--> statement-breakpoint
CREATE INDEX "documents_suggested_folder_idx" ON "documents" USING btree ("suggested_folder_id") WHERE "documents"."suggested_folder_id" is not null;--> statement-breakpoint
CREATE INDEX "documents_email_idx" ON "documents" USING btree ("email_id") WHERE "documents"."email_id" is not null;--> statement-breakpoint
CREATE INDEX "documents_attachment_idx" ON "documents" USING btree ("attachment_id") WHERE "documents"."attachment_id" is not null;--> statement-breakpoint
CREATE INDEX "project_invitations_invited_by_idx" ON "project_invitations" USING btree ("invited_by_id") WHERE "project_invitations"."invited_by_id" is not null;--> statement-breakpoint
CREATE INDEX "project_invitations_accepted_by_idx" ON "project_invitations" USING btree ("accepted_by_id") WHERE "project_invitations"."accepted_by_id" is not null;--> statement-breakpoint
CREATE INDEX "billing_events_user_idx" ON "billing_events" USING btree ("user_id") WHERE "billing_events"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "learned_fields_document_idx" ON "learned_fields" USING btree ("document_id") WHERE "learned_fields"."document_id" is not null;