CREATE TABLE "user_roles" (
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "user_roles_role" CHECK ("user_roles"."role" in ('provider', 'owner'))
);
--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- D21: the provider role was a claimed schedule; every account that holds one keeps the role.
INSERT INTO "user_roles" ("user_id", "role")
  SELECT "user_id", 'provider' FROM "providers" WHERE "user_id" IS NOT NULL;
