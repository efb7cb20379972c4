ALTER TABLE "leads" ADD COLUMN "rating" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_rating_check" CHECK ("leads"."rating" between 1 and 5);