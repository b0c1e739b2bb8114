CREATE TABLE "uploaded_image_renditions" (
	"original_sha256" text NOT NULL,
	"width" integer NOT NULL,
	"rendition_sha256" text NOT NULL,
	CONSTRAINT "uploaded_image_renditions_original_sha256_width_pk" PRIMARY KEY("original_sha256","width"),
	CONSTRAINT "uploaded_image_renditions_width_positive" CHECK ("uploaded_image_renditions"."width" > 0)
);
--> statement-breakpoint
ALTER TABLE "uploaded_image_renditions" ADD CONSTRAINT "uploaded_image_renditions_original_sha256_uploaded_images_sha256_fk" FOREIGN KEY ("original_sha256") REFERENCES "public"."uploaded_images"("sha256") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_image_renditions" ADD CONSTRAINT "uploaded_image_renditions_rendition_sha256_uploaded_images_sha256_fk" FOREIGN KEY ("rendition_sha256") REFERENCES "public"."uploaded_images"("sha256") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each product's srcset is served from memory with the catalogue: a rendition added (an
-- upload, or `npm run admin -- make-image-renditions` for the uploads made before them)
-- moves the catalogue's version, whoever writes (migration 0019).
CREATE TRIGGER "uploaded_image_renditions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "uploaded_image_renditions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
