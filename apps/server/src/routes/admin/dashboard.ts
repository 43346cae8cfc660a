// The dashboard: today's and this month's orders and revenue (Nepal's day and month), unhandled inbox
// items by kind, and the published products running out.
import type { AdminInboxCounts } from '@sajilo/api/admin';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { queryRows } from '../../db/query.js';
import { ORDER_STATUS } from '../../services/orders.js';
import { refundsOwed } from '../../services/returns.js';

export const LOW_STOCK_THRESHOLD = 5;
const KINDS = [
  'contact',
  'customer_enquiry',
  'dealer_enquiry',
  'feedback',
  'faq_question',
  'support_ticket',
  'job_application',
] as const;

const routes: FastifyPluginAsync = async (app) => {
  app.adminOperation('adminGetDashboard', async () => {
    const closed = [ORDER_STATUS.rejected, ORDER_STATUS.cancelled];
    const [figures] = await queryRows<{
      today_orders: number;
      today_revenue: string | number;
      month_orders: number;
      month_revenue: string | number;
    }>(
      app.db,
      sql`WITH bounds AS (
            SELECT date_trunc('day', now() AT TIME ZONE 'Asia/Kathmandu') AT TIME ZONE 'Asia/Kathmandu' AS day,
                   date_trunc('month', now() AT TIME ZONE 'Asia/Kathmandu') AT TIME ZONE 'Asia/Kathmandu' AS month
          )
          SELECT count(o.id) FILTER (WHERE o.created_at >= b.day)::int AS today_orders,
                 coalesce(sum(o.total_amount) FILTER (
                   WHERE o.created_at >= b.day AND o.status NOT IN (${closed[0]}, ${closed[1]})), 0) AS today_revenue,
                 count(o.id)::int AS month_orders,
                 coalesce(sum(o.total_amount) FILTER (
                   WHERE o.status NOT IN (${closed[0]}, ${closed[1]})), 0) AS month_revenue
          FROM bounds b LEFT JOIN orders o ON o.created_at >= b.month`,
    );
    const unhandledRows = await queryRows<{ kind: string; n: number }>(
      app.db,
      sql`SELECT kind, count(*)::int AS n FROM submissions WHERE handled_at IS NULL GROUP BY kind`,
    );
    const unhandled = Object.fromEntries([...KINDS.map((k) => [k, 0]), ['total', 0]]) as AdminInboxCounts;
    for (const row of unhandledRows) {
      if ((KINDS as readonly string[]).includes(row.kind)) {
        unhandled[row.kind as (typeof KINDS)[number]] = row.n;
        unhandled.total += row.n;
      }
    }
    const lowStock = await queryRows<{ id: number; title: string; product_code: string; stock: number }>(
      app.db,
      sql`SELECT p.id, p.title, p.product_code, t.stock FROM products p
          JOIN (SELECT l.product_id, coalesce(sum(s.quantity), 0)::int AS stock
                FROM stock_lots l LEFT JOIN lot_stock s ON s.lot_id = l.id GROUP BY l.product_id) t
            ON t.product_id = p.id
          WHERE p.published AND t.stock < ${LOW_STOCK_THRESHOLD}
          ORDER BY t.stock, p.id LIMIT 20`,
    );
    return {
      result: 'success',
      today: { orders: figures?.today_orders ?? 0, revenue: Number(figures?.today_revenue ?? 0) },
      month: { orders: figures?.month_orders ?? 0, revenue: Number(figures?.month_revenue ?? 0) },
      unhandled,
      low_stock_threshold: LOW_STOCK_THRESHOLD,
      low_stock: lowStock,
      // The refunds owed past the law's deadline (docs/returns.md "Refunds owed").
      refunds_overdue: (await refundsOwed(app.db)).filter((r) => r.overdue).length,
    };
  });
};

export default routes;
