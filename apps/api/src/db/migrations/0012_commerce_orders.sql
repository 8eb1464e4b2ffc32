CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"option_id" integer,
	"name" text NOT NULL,
	"option_name" text,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"unit_tax_cents" integer NOT NULL,
	"unit_total_cents" integer NOT NULL,
	"tax_name" text,
	"tax_rate_basis_points" integer,
	"tax_type" text,
	CONSTRAINT "order_items_quantity" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"purchase_identifier" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"paid_by_type" text NOT NULL,
	"paid_by_name" text NOT NULL,
	"paid_by_email" text NOT NULL,
	"user_id" integer,
	"amount_cents" integer NOT NULL,
	"tax_amount_cents" integer NOT NULL,
	"delivered" boolean DEFAULT false NOT NULL,
	"reserved_until" timestamp with time zone NOT NULL,
	"payment_provider" text NOT NULL,
	"payment_reference" text,
	"idempotency_key" text,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status" CHECK ("orders"."status" in (0, 1, 2, 3)),
	CONSTRAINT "orders_paid_by_type" CHECK ("orders"."paid_by_type" in ('guardian', 'external')),
	CONSTRAINT "orders_amounts" CHECK ("orders"."amount_cents" >= 0 and "orders"."tax_amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_campaign_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."campaign_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_public_id_key" ON "orders" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_club_identifier_key" ON "orders" USING btree ("club_id","purchase_identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_club_idempotency_key" ON "orders" USING btree ("club_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_club_created_idx" ON "orders" USING btree ("club_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("reserved_until") WHERE "orders"."status" = 0;