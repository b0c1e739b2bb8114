CREATE TABLE "blog_post_texts" (
	"post_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"snippet" text NOT NULL,
	"tags" text[] NOT NULL,
	"image_alt" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "blog_post_texts_post_id_locale_pk" PRIMARY KEY("post_id","locale")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_on" date NOT NULL,
	"author" text NOT NULL,
	"image_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_status" CHECK ("blog_posts"."status" in ('draft', 'published'))
);
--> statement-breakpoint
ALTER TABLE "blog_post_texts" ADD CONSTRAINT "blog_post_texts_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_published" ON "blog_posts" USING btree ("published_on" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "blog_posts"."status" = 'published';--> statement-breakpoint
-- The blog is part of what the servers keep in memory (the prerendered /, /blog/{id} and
-- the feed): every write to it moves the catalogue's version, whoever writes (ADR 0018).
CREATE TRIGGER "blog_posts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "blog_post_texts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_post_texts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
