CREATE TABLE "store_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"service_name" text NOT NULL,
	"service_description" text DEFAULT '' NOT NULL,
	"theme" text DEFAULT 'default' NOT NULL,
	"gtm_id" text,
	"images" jsonb NOT NULL,
	"colors" jsonb NOT NULL,
	"footers" jsonb NOT NULL,
	"enable_powered_by_pvs" boolean DEFAULT false NOT NULL,
	"auth_code_setting" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"smtp_domain" text,
	"status" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"is_external" boolean DEFAULT false NOT NULL,
	"data_source" text
);
--> statement-breakpoint
CREATE TABLE "policy_revisions" (
	"policy_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"render_data" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_revisions_policy_id_revision_pk" PRIMARY KEY("policy_id","revision")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"store_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"plan_type" text NOT NULL,
	"plan_name" text NOT NULL,
	"plan_description" text DEFAULT '' NOT NULL,
	"renew_span_unit" text,
	"renew_span" integer,
	"free_trial_days" integer,
	"price" integer NOT NULL,
	"sales_start_date" timestamp with time zone,
	"sales_end_date" timestamp with time zone,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"sales_limit" integer,
	"force_stop_renew_date" timestamp with time zone,
	"has_available_campaign" boolean DEFAULT false NOT NULL,
	"order_completed_message" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plans_store_id_plan_id_pk" PRIMARY KEY("store_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_hosts" ADD CONSTRAINT "store_hosts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_revisions" ADD CONSTRAINT "policy_revisions_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_hosts_store_id_idx" ON "store_hosts" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_store_key_idx" ON "policies" USING btree ("store_id","key");--> statement-breakpoint
CREATE INDEX "plans_store_order_idx" ON "plans" USING btree ("store_id","display_order");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_store_created_idx" ON "mail_outbox" USING btree ("store_id","created_at");