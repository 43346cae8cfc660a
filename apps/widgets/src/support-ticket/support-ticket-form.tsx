import { useLingui } from '@lingui/react/macro';
import { formRules, type Option, type SupportTicketInput, todayIso, unwrap } from '@sajilo/api';
import { choiceLabel, PROVINCES } from '@sajilo/i18n/choices';
import {
  Button,
  FileField,
  SelectField,
  TextAreaField,
  TextField,
  UI_TEXT_EN,
  UiTextProvider,
} from '@sajilo/ui';
import { useEffect, useId, useState } from 'react';
import { apiClient, explainFailure, type Failure } from '../shared/api';
import type { WidgetConfig } from '../shared/config';
import { FormAlert } from '../shared/form-alert';
import { Honeypot } from '../shared/honeypot';
import { EMAIL_INPUT, FILE_TYPES, PHONE_INPUT } from '../shared/inputs';
import { useWidgetForm } from '../shared/use-widget-form';
import { checkFile } from '../shared/validate';

/** docs/customer.md §3: the support categories, the contract's choices for `type`. */
const CATEGORIES = formRules.openSupportTicket.fields.type.options;

const FILE_FIELDS = ['warrenty_card', 'billing_card'] as const;

/** Multipart bodies go as FormData: text fields as strings, files as they are, empty ones left out. */
function toFormData(fields: object): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    data.set(name, value instanceof Blob ? value : String(value));
  }
  return data;
}

function readTicket(form: HTMLFormElement): SupportTicketInput {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const optional = (name: string) => text(name) || undefined;
  const file = (name: string) => {
    const value = data.get(name);
    return value instanceof File && value.size > 0 ? value : undefined;
  };
  return {
    name: text('name'),
    email: text('email'),
    phone_number: text('phone_number'),
    state: text('state'),
    city: text('city'),
    address: text('address'),
    street: text('street'),
    landmark: optional('landmark'),
    type: CATEGORIES.find((category) => category === text('type')),
    product_name: text('product_name'),
    serial_no: optional('serial_no'),
    purchase_date: text('purchase_date'),
    symptom: Number(text('symptom')),
    remark: text('remark'),
    warrenty_card: file('warrenty_card'),
    billing_card: file('billing_card'),
    website: optional('website'),
  };
}

type Symptoms =
  | { state: 'loading' }
  | { state: 'ready'; options: Option[] }
  | { state: 'failed'; failure: Failure };

interface SupportTicketFormProps {
  config: WidgetConfig;
}

/** docs/customer.md §2: the support ticket, with the server's symptom list and two optional file uploads. */
export function SupportTicketForm({ config }: SupportTicketFormProps) {
  const { t, i18n } = useLingui();
  const asOptions = (values: readonly string[]) =>
    values.map((value) => ({ value, label: choiceLabel(i18n, value) }));
  const titleId = useId();
  const fileWords = {
    ...UI_TEXT_EN,
    chooseFile: t`Choose file`,
    chooseFiles: t`Choose files`,
    noFileChosen: t`No file chosen`,
    chosen: (files: string) => t`Chosen: ${files}`,
  };
  const [symptoms, setSymptoms] = useState<Symptoms>({ state: 'loading' });
  const [loadCount, setLoadCount] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the retry button bumps loadCount to load the list again
  useEffect(() => {
    let current = true;
    setSymptoms({ state: 'loading' });
    unwrap(apiClient(config).GET('/api/complains')).then(
      (reply) => current && setSymptoms({ state: 'ready', options: reply.complains }),
      async (error: unknown) => {
        const failure = await explainFailure(error, config, i18n);
        if (current) setSymptoms({ state: 'failed', failure });
      },
    );
    return () => {
      current = false;
    };
  }, [config, i18n, loadCount]);

  const form = useWidgetForm({
    config,
    i18n,
    contract: 'openSupportTicket',
    check: async (element) => {
      const errors: Record<string, string[]> = {};
      for (const name of FILE_FIELDS) {
        const input = element.elements.namedItem(name);
        const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
        const problem = file ? await checkFile(file, i18n) : undefined;
        if (problem) errors[name] = [problem];
      }
      return errors;
    },
    send: async (element) => {
      const reply = await unwrap(
        apiClient(config).POST('/api/complains', { body: readTicket(element), bodySerializer: toFormData }),
      );
      return reply.message;
    },
  });

  const header = (
    <>
      <h2 id={titleId} className="sjw-title">
        {t`Support ticket`}
      </h2>
      <p className="sjw-intro">{t`Tell us about the product and the problem. Our service team will contact you.`}</p>
    </>
  );

  // A refused origin or key cannot send a ticket either: say so instead of showing a form that will fail.
  if (symptoms.state === 'failed' && symptoms.failure.refused) {
    return (
      <section className="sjw-card sjw-ticket" aria-labelledby={titleId}>
        {header}
        <p className="sjw-alert" data-tone="error" role="alert">
          {symptoms.failure.message}
        </p>
      </section>
    );
  }

  const fileAccept = FILE_TYPES.join(',');
  const sent = form.status.state === 'sent';

  return (
    <section className="sjw-card sjw-ticket" aria-labelledby={titleId}>
      {header}
      {sent && <FormAlert status={form.status} />}
      <form key={form.formKey} ref={form.formRef} className="sjw-form" noValidate onSubmit={form.onSubmit}>
        <div className="sjw-row">
          <TextField
            label={t`Full name`}
            name="name"
            autoComplete="name"
            maxLength={120}
            required
            error={form.errorOf('name')}
          />
          <TextField label={t`Email`} name="email" {...EMAIL_INPUT} required error={form.errorOf('email')} />
          <TextField
            label={t`Mobile`}
            name="phone_number"
            {...PHONE_INPUT}
            required
            error={form.errorOf('phone_number')}
          />
          <SelectField
            label={t`State`}
            name="state"
            options={asOptions(PROVINCES)}
            placeholder={t`Select state`}
            required
            error={form.errorOf('state')}
          />
          <TextField
            label={t`City`}
            name="city"
            autoComplete="address-level2"
            maxLength={120}
            required
            error={form.errorOf('city')}
          />
          <TextField
            label={t`Address`}
            name="address"
            autoComplete="address-line1"
            maxLength={255}
            required
            error={form.errorOf('address')}
          />
          <TextField
            label={t`Street`}
            name="street"
            maxLength={255}
            required
            error={form.errorOf('street')}
          />
          <TextField
            label={t`Landmark (optional)`}
            name="landmark"
            maxLength={255}
            error={form.errorOf('landmark')}
          />
          <SelectField
            label={t`Category (optional)`}
            name="type"
            options={asOptions(CATEGORIES)}
            placeholder={t`Select category`}
            error={form.errorOf('type')}
          />
          <TextField
            label={t`Product name`}
            name="product_name"
            maxLength={255}
            required
            error={form.errorOf('product_name')}
          />
          <TextField
            label={t`Serial no. (optional)`}
            name="serial_no"
            maxLength={60}
            error={form.errorOf('serial_no')}
          />
          <TextField
            label={t`Purchase date`}
            name="purchase_date"
            type="date"
            max={todayIso()}
            required
            error={form.errorOf('purchase_date')}
          />
        </div>
        <SelectField
          label={t`Complaint symptom`}
          name="symptom"
          options={
            symptoms.state === 'ready'
              ? symptoms.options.map((o) => ({ value: String(o.id), label: o.title }))
              : []
          }
          loading={symptoms.state === 'loading'}
          placeholder={t`Select symptom`}
          required
          error={form.errorOf('symptom')}
        />
        {symptoms.state === 'failed' && (
          <div className="sjw-actions" role="alert">
            <span>
              {t`The list of symptoms could not be loaded.`} {symptoms.failure.message}
            </span>
            <Button variant="secondary" size="small" onClick={() => setLoadCount((n) => n + 1)}>
              {t`Try again`}
            </Button>
          </div>
        )}
        {/* The file pickers' button and words in the widget's language, not the browser's (docs/nepal.md "The storefront"). */}
        <UiTextProvider value={fileWords}>
          <div className="sjw-row">
            <FileField
              label={t`Warranty card (optional)`}
              name="warrenty_card"
              accept={fileAccept}
              hint={t`JPEG, PNG, WebP or PDF, at most 5 MB.`}
              error={form.errorOf('warrenty_card')}
            />
            <FileField
              label={t`Billing card (optional)`}
              name="billing_card"
              accept={fileAccept}
              hint={t`JPEG, PNG, WebP or PDF, at most 5 MB.`}
              error={form.errorOf('billing_card')}
            />
          </div>
        </UiTextProvider>
        <TextAreaField
          label={t`Remarks`}
          name="remark"
          maxLength={5000}
          required
          error={form.errorOf('remark')}
        />
        <Honeypot />
        {!sent && <FormAlert status={form.status} />}
        <div className="sjw-actions">
          <Button type="submit" loading={form.sending} loadingLabel={t`Sending`}>
            {t`Open ticket`}
          </Button>
        </div>
      </form>
    </section>
  );
}
