ALTER TABLE "meeting_requests" ADD COLUMN "topic_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD COLUMN "topic_en" text DEFAULT '' NOT NULL;