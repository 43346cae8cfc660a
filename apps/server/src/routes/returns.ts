// The customer's side of returns (docs/returns.md "Asking for a return"): asking to return or exchange
// goods of a delivered order within the window and the rules, and a refunded return's credit note.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { orderItems, orders, returnLines, returns } from '../db/schema.js';
import { type FieldErrors, HttpError, invalid, notFound } from '../errors.js';
import { currentCustomer } from '../plugins/customers.js';
import { answerLocale } from '../plugins/language.js';
import { creditNoteFileName, renderCreditNotePdf } from '../services/credit-note-pdf.js';
import { queueReturnMail } from '../services/return-mails.js';
import {
  chargedFor,
  paidForLines,
  restockingFee,
  returnedQuantities,
  returnRules,
  returnUntil,
  returnWithLines,
  ruleFor,
  toOrderReturn,
  topCategories,
} from '../services/returns.js';
import { readMultipartForm, storeFiles } from '../services/uploads.js';
import type { MultipartBody } from '../types.js';

const ORDER_NOT_FOUND = /*i18n*/ 'Order not found.';

type Fields = Omit<MultipartBody<'requestReturn'>, 'photo_1' | 'photo_2' | 'photo_3'>;

/** `lines` as sent: JSON `[{item, quantity}]`; anything else is the field's error. */
function parseLines(text: string): { item: number; quantity: number }[] | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value) || value.length === 0 || value.length > 100) return null;
    const lines = value.map((v: unknown) => {
      const { item, quantity } = (v ?? {}) as { item?: unknown; quantity?: unknown };
      return { item: Number(item), quantity: Number(quantity) };
    });
    const whole = (n: number, max: number) => Number.isSafeInteger(n) && n >= 1 && n <= max;
    if (!lines.every((l) => whole(l.item, 2147483647) && whole(l.quantity, 999))) return null;
    if (new Set(lines.map((l) => l.item)).size !== lines.length) return null;
    return lines;
  } catch {
    return null;
  }
}

const routes: FastifyPluginAsync = async (app) => {
  async function ownOrder(customerId: number, slug: string) {
    const [order] = await app.db
      .select()
      .from(orders)
      .where(and(eq(orders.slug, slug), eq(orders.customerId, customerId)))
      .limit(1);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  app.operation('requestReturn', async (request, reply) => {
    const me = currentCustomer(request);
    const order = await ownOrder(me.id, request.params.slug);
    const { fields, files } = await readMultipartForm<Fields>(request, 'requestReturn');
    const asked = parseLines(fields.lines);
    if (!asked) throw invalid({ lines: [/*i18n*/ 'Choose at least one item and how many to return.'] });
    const rules = await returnRules(app.db);
    // docs/returns.md "Rules": a delivered order, within the window from its delivery.
    if (!(await returnUntil(app.db, order, rules))) {
      throw new HttpError(
        422,
        rules.window_days === 0
          ? /*i18n*/ 'This shop takes no returns.'
          : /*i18n*/ {
              id: 'Goods can be returned within {days} days of delivery; this order is outside that window.',
              values: { days: rules.window_days },
            },
      );
    }
    // Every line of the order: the order-wide discount is shared over all of them (paidForLines).
    const all = await app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    const paid = new Map(
      paidForLines(all, order.orderDiscount).map((amount, i) => [all[i]?.id ?? 0, amount] as const),
    );
    const wanted = new Set(asked.map((l) => l.item));
    const items = all.filter((i) => wanted.has(i.id));
    if (items.length !== asked.length)
      throw invalid({ lines: [/*i18n*/ 'An item is not part of this order.'] });
    const already = await returnedQuantities(app.db, order.id);
    const category = await topCategories(
      app.db,
      items.flatMap((i) => (i.productId === null ? [] : [i.productId])),
    );
    const problems: FieldErrors = {};
    const add = (message: FieldErrors[string][number]) => {
      problems.lines = [...(problems.lines ?? []), message];
    };
    const priced = asked.map((line) => {
      const item = items.find((i) => i.id === line.item);
      if (!item) throw new Error('item vanished');
      const rule = ruleFor(rules, item.productId === null ? undefined : category.get(item.productId));
      const done = already.get(item.id) ?? 0;
      const left = item.quantity - done;
      const name = item.productName;
      // A sample is the shopper's to keep (docs/tiles.md "Samples"), whatever its category's rule.
      if (item.sample) add(/*i18n*/ { id: 'A sample of {name} is not returnable.', values: { name } });
      else if (!rule.returnable) add(/*i18n*/ { id: '{name} cannot be returned.', values: { name } });
      else if (line.quantity > left) {
        add(/*i18n*/ { id: 'At most {left} of {name} can be returned.', values: { left, name } });
      } else if (line.quantity < rule.min_quantity && line.quantity !== left) {
        add(
          /*i18n*/ {
            id: 'Return at least {min} of {name}, or all that are left.',
            values: { min: rule.min_quantity, name },
          },
        );
      }
      if (rule.unopened_only && !fields.unopened) {
        problems.unopened = [
          /*i18n*/ {
            id: '{name} can be returned in unopened boxes only: confirm they are unopened.',
            values: { name },
          },
        ];
      }
      const amount = chargedFor(
        { quantity: item.quantity, total: paid.get(item.id) ?? 0 },
        done,
        line.quantity,
      );
      return {
        item,
        quantity: line.quantity,
        amount,
        fee: restockingFee(amount, rule.restocking_fee_percent),
      };
    });
    if (Object.keys(problems).length > 0) throw invalid(problems, 422);
    const gross = priced.reduce((sum, l) => sum + l.amount, 0);
    const fee = priced.reduce((sum, l) => sum + l.fee, 0);
    const id = await app.db.transaction(async (tx) => {
      // The order locked: two requests at once for the same goods are counted one after the other.
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
      const photos = await storeFiles(tx, 'returns', files);
      const [row] = await tx
        .insert(returns)
        .values({
          orderId: order.id,
          kind: fields.kind,
          reason: fields.reason,
          details: fields.details ?? null,
          photos: photos.map((p) => p.path),
          grossAmount: gross,
          restockingFee: fee,
          refundAmount: gross - fee,
        })
        .returning();
      if (!row) throw new Error('return not stored');
      await tx.insert(returnLines).values(
        priced.map((l) => ({
          returnId: row.id,
          orderItemId: l.item.id,
          quantity: l.quantity,
          amount: l.amount,
          restockingFee: l.fee,
        })),
      );
      // Two requests at once for the last of a line: the second, after the first's commit, is refused.
      const now = await returnedQuantities(tx, order.id);
      if (priced.some((l) => (now.get(l.item.id) ?? 0) > l.item.quantity)) {
        throw new HttpError(409, /*i18n*/ 'These goods have been asked back already.');
      }
      await queueReturnMail(app, tx, 'requested', { ...row }, order);
      return row.id;
    });
    const [row] = await app.db.select().from(returns).where(eq(returns.id, id));
    if (!row) throw new Error('return vanished');
    reply.code(201);
    return {
      result: 'success' as const,
      message: /*i18n*/ 'We have your request. We will tell you within two working days.',
      return: toOrderReturn(order, await returnWithLines(app.db, row)),
    };
  });

  app.operation('getCreditNotePdf', async (request, reply) => {
    const me = currentCustomer(request);
    const order = await ownOrder(me.id, request.params.slug);
    const [row] = await app.db
      .select()
      .from(returns)
      .where(and(eq(returns.id, request.params.id), eq(returns.orderId, order.id)));
    const view = row ? toOrderReturn(order, await returnWithLines(app.db, row)) : null;
    if (!view?.credit_note || !row?.refundedAt) throw notFound(/*i18n*/ 'No credit note for this return.');
    const pdf = await renderCreditNotePdf(
      app.db,
      order,
      view.credit_note,
      row.refundedAt,
      answerLocale(request),
    );
    reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${creditNoteFileName(view.credit_note.number)}"`)
      .header('Cache-Control', 'private, no-store');
    return pdf;
  });
};

export default routes;
