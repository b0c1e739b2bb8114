CREATE TABLE "catalog_translations" (
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"field" text NOT NULL,
	"locale" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_translations_subject_kind_subject_id_field_locale_pk" PRIMARY KEY("subject_kind","subject_id","field","locale"),
	CONSTRAINT "catalog_translations_subject_kind" CHECK ("catalog_translations"."subject_kind" in ('product', 'service', 'category'))
);
--> statement-breakpoint
CREATE TABLE "shop_texts" (
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_texts_key_locale_pk" PRIMARY KEY("key","locale")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;