// Grievances (docs/nepal.md "Grievances"): the E-Commerce Act 2081's grievance duty, s. 33 — a consumer's
// complaint is registered at once and they are told so, with a tracking number; the shop decides it in
// writing, with its reason, within the days the seller's facts name (at most fifteen). The consumer follows
// it by its number and the phone or email they gave; staff work it in the back office.
import { formatAd, formatBs } from '@sajilo/nepal';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query.js';
import { type GRIEVANCE_TOPICS, type GrievanceStatus, grievances } from '../db/schema.js';
import { DIGITS, type Locale, translate } from '../i18n.js';
import { randomSlug } from './crypto.js';
import { type Mail, sendMail } from './mailer.js';
import { customerMail, signature } from './mails.js';
import { plainText } from './reviews.js';
import { seller } from './seller.js';

export type GrievanceRow = typeof grievances.$inferSelect;
type Topic = (typeof GRIEVANCE_TOPICS)[number];

/** Letters and digits nobody confuses when reading one out over the phone (no I, O, 0, 1). */
const TRACKING_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `GR-7K2M9QXA`: 40 random bits; following one needs the phone or email too. */
export const newTrackingNumber = () => `GR-${randomSlug(8, TRACKING_ALPHABET)}`;

/** What a consumer types: any case, spaces around it. */
export const normalTrackingNumber = (value: string) => value.trim().toUpperCase();

const DAY = 24 * 60 * 60_000;

/** Digits only, the last ten (a Nepali mobile typed with or without +977, spaces or dashes). */
const phoneDigits = (value: string) => value.replace(/\D/g, '').slice(-10);

/** Whether `contact` is the phone or the email the grievance was filed with. */
export function contactMatches(row: Pick<GrievanceRow, 'phone' | 'email'>, contact: string): boolean {
  const typed = contact.trim();
  if (typed.includes('@')) return row.email !== null && row.email.toLowerCase() === typed.toLowerCase();
  const digits = phoneDigits(typed);
  return digits.length >= 7 && digits === phoneDigits(row.phone);
}

export interface GrievanceInput {
  name: string;
  phone: string;
  email?: string | undefined;
  order_number?: string | undefined;
  topic: Topic;
  details: string;
}

/** Registers a grievance with its deadline and queues the acknowledgement, in one transaction. */
export async function fileGrievance(
  app: FastifyInstance,
  input: GrievanceInput,
  context: { locale: Locale; ip: string },
): Promise<GrievanceRow> {
  const { grievance_days: days } = await seller(app.db);
  return app.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(grievances)
      .values({
        trackingNumber: newTrackingNumber(),
        name: input.name.trim(),
        phone: input.phone.trim(),
        email: input.email?.trim() || null,
        orderNumber: input.order_number?.trim() || null,
        topic: input.topic,
        details: plainText(input.details),
        locale: context.locale,
        dueAt: new Date(now.getTime() + days * DAY),
        ip: context.ip,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('the grievance was not stored');
    if (row.email) await sendMail(app, grievanceReceivedMail(row, app.config.storefrontOrigin), tx);
    return row;
  });
}

/** The grievance with this number, if `contact` is the phone or email it was filed with. */
export async function trackedGrievance(
  db: Database,
  trackingNumber: string,
  contact: string,
): Promise<GrievanceRow | undefined> {
  const [row] = await db
    .select()
    .from(grievances)
    .where(sql`${grievances.trackingNumber} = ${normalTrackingNumber(trackingNumber)}`)
    .limit(1);
  return row && contactMatches(row, contact) ? row : undefined;
}

/**
 * The day in Nepal: the AD date in English, the BS date in Nepali (docs/nepal.md "Dates"), in the digits
 * the rest of the mail is written in.
 */
const dateIn = (locale: Locale, at: Date) => (locale === 'ne' ? formatBs(at, 'ne', DIGITS) : formatAd(at));

const trackLink = (origin: string, row: GrievanceRow) =>
  `${origin}${row.locale === 'ne' ? '/ne' : ''}/grievances?number=${encodeURIComponent(row.trackingNumber)}`;

export function grievanceReceivedMail(row: GrievanceRow, storefrontOrigin: string): Mail {
  const t = (text: Parameters<typeof translate>[1]) => translate(row.locale, text);
  return customerMail(
    row.locale,
    row.email ?? '',
    t(/*i18n*/ { id: 'Your grievance {number} is registered', values: { number: row.trackingNumber } }),
    [
      t(/*i18n*/ { id: 'Dear {name},', values: { name: row.name } }),
      '',
      t(
        /*i18n*/ {
          id: 'We have registered your grievance. Its tracking number is {number}.',
          values: { number: row.trackingNumber },
        },
      ),
      t(
        /*i18n*/ {
          id: 'We will decide it and write to you with our reasons by {date}.',
          values: { date: dateIn(row.locale, row.dueAt) },
        },
      ),
      '',
      t(
        /*i18n*/ {
          id: 'Follow it with its number and your phone number or email: {link}',
          values: { link: trackLink(storefrontOrigin, row) },
        },
      ),
      '',
      signature(row.locale),
    ],
  );
}

export function grievanceDecidedMail(row: GrievanceRow, storefrontOrigin: string): Mail {
  const t = (text: Parameters<typeof translate>[1]) => translate(row.locale, text);
  return customerMail(
    row.locale,
    row.email ?? '',
    t(/*i18n*/ { id: 'Our decision on your grievance {number}', values: { number: row.trackingNumber } }),
    [
      t(/*i18n*/ { id: 'Dear {name},', values: { name: row.name } }),
      '',
      row.status === 'resolved'
        ? t(
            /*i18n*/ {
              id: 'We have resolved your grievance {number}:',
              values: { number: row.trackingNumber },
            },
          )
        : t(
            /*i18n*/ {
              id: 'We could not accept your grievance {number}, for this reason:',
              values: { number: row.trackingNumber },
            },
          ),
      '',
      row.decision ?? '',
      '',
      t(
        /*i18n*/ {
          id: 'Follow it with its number and your phone number or email: {link}',
          values: { link: trackLink(storefrontOrigin, row) },
        },
      ),
      '',
      signature(row.locale),
    ],
  );
}

/** An open grievance past its deadline. */
export const isOverdue = (row: Pick<GrievanceRow, 'status' | 'dueAt'>, now = new Date()) =>
  (row.status === 'received' || row.status === 'in_review') && row.dueAt.getTime() < now.getTime();

/** A decided grievance stays decided: its decision is what the consumer was told. */
export const isDecided = (status: GrievanceStatus) => status === 'resolved' || status === 'rejected';

/** How many open grievances are past their deadline (the dashboard, the list). */
export async function overdueGrievances(db: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from grievances
      where status in ('received', 'in_review') and due_at < now()`,
  );
  return row?.count ?? 0;
}
