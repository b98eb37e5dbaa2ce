CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "contacts_project_total_idx";--> statement-breakpoint
DROP INDEX "documents_project_state_created_idx";--> statement-breakpoint
DROP INDEX "documents_project_created_idx";--> statement-breakpoint
CREATE INDEX "attachments_sha256_idx" ON "attachments" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "emails_raw_key_idx" ON "emails" USING btree ("raw_key");--> statement-breakpoint
CREATE INDEX "contacts_name_trgm_idx" ON "contacts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_email_trgm_idx" ON "contacts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_tax_id_trgm_idx" ON "contacts" USING gin ("tax_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_name_trgm_idx" ON "documents" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_file_key_idx" ON "documents" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "documents_thumbnail_key_idx" ON "documents" USING btree ("thumbnail_key");--> statement-breakpoint
CREATE INDEX "contacts_project_total_idx" ON "contacts" USING btree ("project_id","total_amount" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "documents_project_state_created_idx" ON "documents" USING btree ("project_id","state","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_project_created_idx" ON "documents" USING btree ("project_id","created_at","id");