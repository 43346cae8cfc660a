-- Cash on delivery is paid when the goods are handed over (docs/customer.md §4 "States and transitions"):
-- orders delivered or collected before that rule was kept take it too.
UPDATE "orders" SET "payment_status" = 'paid'
WHERE "payment_method" = 'cod' AND "payment_status" = 'unpaid' AND "status" = 3;
