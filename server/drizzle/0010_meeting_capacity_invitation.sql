ALTER TABLE "meetings" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "invitation_code" text;--> statement-breakpoint
CREATE INDEX "meeting_sign_ups_meeting_idx" ON "meeting_sign_ups" USING btree ("meeting_id");