ALTER TABLE "project_browsing_records" ALTER COLUMN "times" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "project_browsing_records" ALTER COLUMN "times" SET DEFAULT 1;