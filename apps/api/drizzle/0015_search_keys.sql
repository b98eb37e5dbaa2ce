CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "documents_name_trgm_idx";--> statement-breakpoint
DROP INDEX "documents_search_idx";--> statement-breakpoint
ALTER TABLE "documents"
  ADD COLUMN "total_amount" bigint GENERATED ALWAYS AS (case when ("documents"."extracted_data" ->> 'totalAmount') ~ '^-?[0-9]{1,18}$' then ("documents"."extracted_data" ->> 'totalAmount')::bigint end) STORED,
  ADD COLUMN "issue_date" text GENERATED ALWAYS AS (("documents"."extracted_data" ->> 'issueDate')) STORED;--> statement-breakpoint
CREATE INDEX "documents_project_search_idx" ON "documents" USING gin ("project_id","state","type","search_vector");--> statement-breakpoint
CREATE INDEX "documents_project_name_trgm_idx" ON "documents" USING gin ("project_id","state","type","name" gin_trgm_ops);
