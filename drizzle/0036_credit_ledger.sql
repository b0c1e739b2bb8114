CREATE TABLE "credit_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"unit" text NOT NULL,
	"holder_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_accounts_kind" CHECK ("credit_accounts"."kind" in ('store_credit', 'gift_card', 'package')),
	CONSTRAINT "credit_accounts_unit" CHECK (("credit_accounts"."kind" = 'package') = ("credit_accounts"."unit" = 'visits'))
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"order_id" uuid,
	"appointment_id" uuid,
	"actor_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_moves" CHECK ("credit_entries"."amount" <> 0),
	CONSTRAINT "credit_entries_never_below_zero" CHECK ("credit_entries"."balance_after" >= 0),
	CONSTRAINT "credit_entries_sequence" CHECK ("credit_entries"."sequence" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_account_id_credit_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."credit_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_accounts_store_credit_idx" ON "credit_accounts" USING btree ("holder_user_id") WHERE "credit_accounts"."kind" = 'store_credit';--> statement-breakpoint
CREATE INDEX "credit_accounts_holder_idx" ON "credit_accounts" USING btree ("holder_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_sequence_idx" ON "credit_entries" USING btree ("account_id","sequence");--> statement-breakpoint
CREATE INDEX "credit_entries_order_idx" ON "credit_entries" USING btree ("order_id");--> statement-breakpoint
-- The ledger keeps every line it was given (issue 32, ADR 0050): no update, no delete, no
-- truncate, whoever writes. A correction is a new line.
CREATE FUNCTION "credit_entries_are_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit entries are never changed or deleted; write a new entry' USING ERRCODE = '55000';
END
$$;--> statement-breakpoint
CREATE TRIGGER "credit_entries_kept" BEFORE UPDATE OR DELETE OR TRUNCATE ON "credit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "credit_entries_are_kept"();--> statement-breakpoint
-- Each entry follows the one before it: the next number, and the balance it leaves is the
-- last one plus its amount (so a balance is the sum of the lines). Two writers who read
-- the same last line both pass here, and the unique (account, sequence) index lets only
-- the first commit; the app also locks the account's row, so they take turns.
CREATE FUNCTION "credit_entry_follows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_sequence integer;
  last_balance integer;
BEGIN
  SELECT "sequence", "balance_after" INTO last_sequence, last_balance
    FROM "credit_entries" WHERE "account_id" = NEW."account_id" ORDER BY "sequence" DESC LIMIT 1;
  IF NEW."sequence" <> COALESCE(last_sequence, 0) + 1 OR NEW."balance_after" <> COALESCE(last_balance, 0) + NEW."amount" THEN
    RAISE EXCEPTION 'credit entry % of account % does not follow the one before it', NEW."sequence", NEW."account_id" USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "credit_entry_follows" BEFORE INSERT ON "credit_entries"
  FOR EACH ROW EXECUTE FUNCTION "credit_entry_follows"();
