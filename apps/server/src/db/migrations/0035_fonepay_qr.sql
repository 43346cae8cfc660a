ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_method_check";--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "qr_message" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" IN ('cod', 'esewa', 'khalti', 'fonepay', 'account'));--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_method_check" CHECK ("payment_attempts"."method" IN ('esewa', 'khalti', 'fonepay'));