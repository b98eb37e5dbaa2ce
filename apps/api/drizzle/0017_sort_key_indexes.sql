CREATE INDEX "documents_project_total_amount_idx" ON "documents" USING btree ("project_id","total_amount" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "documents_project_issue_date_idx" ON "documents" USING btree ("project_id","issue_date" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "documents_project_name_idx" ON "documents" USING btree ("project_id","name","id");