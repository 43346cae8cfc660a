// The seller's legal facts (docs/nepal.md "The seller on the site"): what the E-Commerce Act asks every page
// to show (registration numbers, PAN/VAT, the grievance officer) and what the VAT invoice prints. Kept in
// shop_settings, one row per fact, so the owner changes them without a release.
import type { components } from '@sajilo/api';
import type { AdminComponents } from '@sajilo/api/admin';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { shopSettings } from '../db/schema.js';
import type { Locale } from '../i18n.js';

type Seller = components['schemas']['Seller'];
type AdminSeller = AdminComponents['schemas']['AdminSeller'];

/** The Act's limit: a grievance is decided within fifteen days (docs/nepal.md "Grievances"). */
export const GRIEVANCE_DAYS_MAX = 15;

/** What the site says of the seller when shop_settings does not (the numbers have no default). */
const DEFAULTS = {
  name: 'Sajilo',
  address: 'Tinkune, Subidhanagar, Kathmandu 44600',
  address_ne: 'टिनकुने, सुविधानगर, काठमाडौं 44600',
};

/** Each fact of AdminSeller and the shop_settings key it is kept under. */
const KEYS = {
  name: 'name',
  address: 'address',
  address_ne: 'address_ne',
  pan: 'pan',
  company_registration: 'company_registration',
  ecommerce_listing: 'ecommerce_listing',
  grievance_officer_name: 'grievance_officer_name',
  grievance_officer_phone: 'grievance_officer_phone',
  grievance_officer_email: 'grievance_officer_email',
  grievance_officer_address: 'grievance_officer_address',
  grievance_days: 'grievance_days',
} as const satisfies Record<keyof AdminSeller, string>;

/** The facts as stored, empty where nothing is: the back office's form. */
export async function storedSeller(db: Database): Promise<Required<AdminSeller>> {
  const rows = await db
    .select()
    .from(shopSettings)
    .where(inArray(shopSettings.key, Object.values(KEYS)));
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? '';
  const days = Number.parseInt(value(KEYS.grievance_days), 10);
  return {
    name: value(KEYS.name) || DEFAULTS.name,
    address: value(KEYS.address),
    address_ne: value(KEYS.address_ne),
    pan: value(KEYS.pan),
    company_registration: value(KEYS.company_registration),
    ecommerce_listing: value(KEYS.ecommerce_listing),
    grievance_officer_name: value(KEYS.grievance_officer_name),
    grievance_officer_phone: value(KEYS.grievance_officer_phone),
    grievance_officer_email: value(KEYS.grievance_officer_email),
    grievance_officer_address: value(KEYS.grievance_officer_address),
    grievance_days: days >= 1 && days <= GRIEVANCE_DAYS_MAX ? days : GRIEVANCE_DAYS_MAX,
  };
}

const orNull = (value: string) => value.trim() || null;

/** The facts as the site shows them: null where the shop has entered nothing. */
export async function seller(db: Database): Promise<Seller> {
  const stored = await storedSeller(db);
  const officer = stored.grievance_officer_name.trim() && stored.grievance_officer_phone.trim();
  return {
    name: stored.name,
    address: orNull(stored.address) ?? DEFAULTS.address,
    // An entered English address without its Nepali has no Nepali: the default's would name another place.
    address_ne: orNull(stored.address) ? orNull(stored.address_ne) : DEFAULTS.address_ne,
    pan: orNull(stored.pan),
    company_registration: orNull(stored.company_registration),
    ecommerce_listing: orNull(stored.ecommerce_listing),
    grievance_officer: officer
      ? {
          name: stored.grievance_officer_name.trim(),
          phone: stored.grievance_officer_phone.trim(),
          email: orNull(stored.grievance_officer_email),
          address: orNull(stored.grievance_officer_address),
        }
      : null,
    grievance_days: stored.grievance_days,
  };
}

/**
 * The seller's address in `locale` and the language it is written in: the Nepali documents print the Nepali
 * address, or the English one (marked `en`) where the shop has entered none.
 */
export function sellerAddress(facts: Pick<Seller, 'address' | 'address_ne'>, locale: Locale) {
  return locale === 'ne' && facts.address_ne
    ? { text: facts.address_ne, lang: 'ne' as Locale }
    : { text: facts.address, lang: 'en' as Locale };
}

/** Writes every fact (one statement: the page never shows half a change). */
export async function saveSeller(db: Database, facts: AdminSeller): Promise<void> {
  const rows = (Object.keys(KEYS) as (keyof AdminSeller)[]).map((field) => ({
    key: KEYS[field],
    value: String(facts[field] ?? '').trim(),
  }));
  await db
    .insert(shopSettings)
    .values(rows)
    .onConflictDoUpdate({ target: shopSettings.key, set: { value: sql`excluded.value` } });
}
