// The words of the support ticket's fixed choices, for the storefront's form and the partners' widget alike
// (docs/customer.md §3): Nepal's seven provinces, offered for the ticket's `state` (the contract takes any
// short text), and the product categories, the contract's choices for its `type`. The English word is the
// value sent; each app's message catalogue holds the Nepali (both apps' `lingui extract` read this file).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Nepal's seven provinces, as the support ticket sends them. */
export const PROVINCES = [
  'Koshi',
  'Madhesh',
  'Bagmati',
  'Gandaki',
  'Lumbini',
  'Karnali',
  'Sudurpashchim',
] as const;

const CHOICE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  Koshi: msg`Koshi`,
  Madhesh: msg`Madhesh`,
  Bagmati: msg`Bagmati`,
  Gandaki: msg`Gandaki`,
  Lumbini: msg`Lumbini`,
  Karnali: msg`Karnali`,
  Sudurpashchim: msg`Sudurpashchim`,
  Tiles: msg`Tiles`,
  Sanitaryware: msg`Sanitaryware`,
  'Bath Ware': msg`Bath Ware`,
  Kitchen: msg`Kitchen`,
  Flooring: msg`Flooring`,
  Roofing: msg`Roofing`,
  Cladding: msg`Cladding`,
  Hardware: msg`Hardware`,
  Others: msg`Others`,
};

/** What renders a message in the page's language (Lingui's `i18n`). */
interface Translator {
  _(descriptor: MessageDescriptor): string;
}

/**
 * A province's or category's word in the page's language; a value without a message (a category the
 * contract adds later) shows as it is sent until it has one.
 */
export function choiceLabel(i18n: Translator, value: string): string {
  const label = CHOICE_LABELS[value];
  return label ? i18n._(label) : value;
}
