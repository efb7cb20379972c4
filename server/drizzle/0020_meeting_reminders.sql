ALTER TABLE "meeting_sign_ups" ADD COLUMN "reminder_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meeting_sign_ups" ADD COLUMN "reminder_lang" text DEFAULT 'zh' NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_sign_ups" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "meeting_sign_ups_reminder_due_idx" ON "meeting_sign_ups" USING btree ("meeting_id") WHERE "meeting_sign_ups"."reminder_accepted_at" is not null and "meeting_sign_ups"."reminded_at" is null;