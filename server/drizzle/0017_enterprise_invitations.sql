CREATE TABLE "enterprise_invitations" (
	"enterprise_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invited_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_invitations_enterprise_id_user_id_pk" PRIMARY KEY("enterprise_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "enterprise_invitations" ADD CONSTRAINT "enterprise_invitations_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_invitations" ADD CONSTRAINT "enterprise_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_invitations" ADD CONSTRAINT "enterprise_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_invitations_user_idx" ON "enterprise_invitations" USING btree ("user_id");