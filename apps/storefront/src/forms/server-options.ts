// Options loaded from the server (FAQ types, complaint symptoms: id and title, docs/customer.md §3) as the
// SelectField's value/label pairs; the id travels as text in the form and as a number in the payload.
import type { SelectOption } from '@sajilo/ui';

export interface IdTitle {
  id: number;
  title: string;
}

export const toOptions = (items: readonly IdTitle[] | undefined): SelectOption[] =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.title }));

/** Fixed choices: the value is sent as is, `label` words it in the page's language. */
export const fixedOptions = (
  values: readonly string[],
  label: (value: string) => string = (value) => value,
): SelectOption[] => values.map((value) => ({ value, label: label(value) }));
