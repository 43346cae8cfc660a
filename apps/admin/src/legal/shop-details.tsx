// Shop details (docs/back-office.md "Shop details"): the seller's legal facts the E-Commerce Act asks every
// page to show — registration numbers, PAN/VAT, the grievance officer — and the days a grievance takes at
// most to be decided. The storefront's footer, its grievance page and new VAT invoices show them at once.
// Owner only; every change is in the audit log.
import type { RequestError } from '@sajilo/store';
import { Button, Spinner, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { showError } from '../catalog/catalog-shared.js';
import styles from '../components/screens.module.css';
import { type SellerFacts, useSellerQuery, useUpdateSellerMutation } from './legal-api.js';

type Draft = Record<Exclude<keyof SellerFacts, 'grievance_days'>, string> & { grievance_days: string };

const EMPTY: Draft = {
  name: '',
  address: '',
  address_ne: '',
  pan: '',
  company_registration: '',
  ecommerce_listing: '',
  grievance_officer_name: '',
  grievance_officer_phone: '',
  grievance_officer_email: '',
  grievance_officer_address: '',
  grievance_days: '15',
};

const draftOf = (facts: SellerFacts): Draft => ({
  ...EMPTY,
  ...Object.fromEntries(Object.entries(facts).map(([key, value]) => [key, String(value ?? '')])),
});

const FIELDS: {
  key: keyof Draft;
  label: string;
  hint?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  lang?: 'ne';
}[] = [
  { key: 'name', label: 'Company name' },
  { key: 'address', label: 'Registered address' },
  // Beside the English, as every text the Nepali pages show (docs/nepal.md "The seller on the site").
  {
    key: 'address_ne',
    label: 'Registered address in Nepali',
    hint: "Shown on the shop's Nepali pages and documents; the English address there when empty.",
    lang: 'ne',
  },
  { key: 'pan', label: 'PAN/VAT number', hint: 'Nine digits.', inputMode: 'numeric' },
  {
    key: 'company_registration',
    label: 'Company registration number',
    hint: 'Office of the Company Registrar.',
  },
  {
    key: 'ecommerce_listing',
    label: 'E-commerce listing number',
    hint: 'Department of Commerce, Supplies and Consumer Protection.',
  },
  { key: 'grievance_officer_name', label: 'Grievance officer' },
  { key: 'grievance_officer_phone', label: 'Grievance officer’s phone', inputMode: 'tel' },
  { key: 'grievance_officer_email', label: 'Grievance officer’s email', inputMode: 'email' },
  { key: 'grievance_officer_address', label: 'Grievance officer’s address' },
  {
    key: 'grievance_days',
    label: 'Days to decide a grievance',
    hint: 'The Act allows at most 15.',
    inputMode: 'numeric',
  },
];

function SellerForm({ facts }: { facts: SellerFacts }) {
  const [draft, setDraft] = useState(() => draftOf(facts));
  const [update, updated] = useUpdateSellerMutation();
  const errors = (updated.error as RequestError | undefined)?.fieldErrors ?? {};
  async function submit(event: FormEvent) {
    event.preventDefault();
    const { grievance_days, ...rest } = draft;
    const result = await update({
      ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value.trim() !== '')),
      name: rest.name,
      grievance_days: Number(grievance_days),
    });
    if (result.error !== undefined) {
      showError(result.error);
      return;
    }
    toast.success(result.data.message ?? 'Shop details saved.');
    setDraft(draftOf(result.data.seller));
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Shop details">
      <div className={styles.formRow}>
        {FIELDS.map(({ key, label, hint, inputMode, lang }) => (
          <TextField
            key={key}
            label={label}
            hint={hint}
            inputMode={inputMode}
            lang={lang}
            required={key === 'name' || key === 'grievance_days'}
            value={draft[key]}
            onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.value }))}
            error={errors[key]}
          />
        ))}
      </div>
      <div>
        <Button type="submit" loading={updated.isLoading} loadingLabel="Saving">
          Save shop details
        </Button>
      </div>
    </form>
  );
}

export function ShopDetailsScreen() {
  const seller = useSellerQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <div className={styles.page}>
      <h1>Shop details</h1>
      <p className={styles.muted}>
        The E-Commerce Act asks the site to show who sells: these facts are in every page’s footer, on the
        grievance page and on new VAT invoices as soon as they are saved.
      </p>
      {seller.isLoading ? <Spinner label="Loading the shop details" /> : null}
      {seller.data ? <SellerForm facts={seller.data.seller} /> : null}
    </div>
  );
}
