CREATE TABLE "campaign_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" text,
	"price_cents" integer NOT NULL,
	"tax_id" integer,
	"stock_total" integer NOT NULL,
	"stock_sold" integer DEFAULT 0 NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_per_buyer" integer,
	"is_ticket" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_products_price_positive" CHECK ("campaign_products"."price_cents" >= 0),
	CONSTRAINT "campaign_products_stock" CHECK ("campaign_products"."stock_sold" between 0 and "campaign_products"."stock_total")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" text,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"collected_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_dates_ordered" CHECK ("campaigns"."ends_at" > "campaigns"."starts_at"),
	CONSTRAINT "campaigns_collected_positive" CHECK ("campaigns"."collected_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commerce_taxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce_taxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_taxes_rate_range" CHECK ("commerce_taxes"."rate_basis_points" between 0 and 10000),
	CONSTRAINT "commerce_taxes_type" CHECK ("commerce_taxes"."type" in ('included', 'added', 'exempt'))
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"stock_total" integer NOT NULL,
	"stock_sold" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_options_stock" CHECK ("product_options"."stock_sold" between 0 and "product_options"."stock_total")
);
--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_tax_id_commerce_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."commerce_taxes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_taxes" ADD CONSTRAINT "commerce_taxes_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_campaign_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."campaign_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_products_public_id_key" ON "campaign_products" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "campaign_products_campaign_idx" ON "campaign_products" USING btree ("campaign_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_public_id_key" ON "campaigns" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "campaigns_club_created_idx" ON "campaigns" USING btree ("club_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_taxes_public_id_key" ON "commerce_taxes" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "commerce_taxes_club_idx" ON "commerce_taxes" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_public_id_key" ON "product_options" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_product_name_key" ON "product_options" USING btree ("product_id","name");