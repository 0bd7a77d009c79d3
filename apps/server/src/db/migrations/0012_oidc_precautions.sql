CREATE TABLE "oidc_precautions" (
	"store_id" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"render_data" text NOT NULL,
	CONSTRAINT "oidc_precautions_store_id_language_pk" PRIMARY KEY("store_id","language")
);
--> statement-breakpoint
ALTER TABLE "oidc_precautions" ADD CONSTRAINT "oidc_precautions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;