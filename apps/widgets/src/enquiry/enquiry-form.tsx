import { useLingui } from '@lingui/react/macro';
import { unwrap } from '@sajilo/api';
import { Button, TextAreaField, TextField } from '@sajilo/ui';
import { apiClient } from '../shared/api';
import type { WidgetConfig } from '../shared/config';
import { FormAlert } from '../shared/form-alert';
import { Honeypot } from '../shared/honeypot';
import { EMAIL_INPUT, PHONE_INPUT } from '../shared/inputs';
import { useWidgetForm } from '../shared/use-widget-form';

interface EnquiryFormProps {
  config: WidgetConfig;
  onSent: () => void;
}

/**
 * docs/customer.md §2/§5 popup enquiry: first name, last name, email, phone and address required, and
 * (docs/design.md "Deliberate differences") a visible message field for the message it sends. The server
 * takes one name.
 */
export function EnquiryForm({ config, onSent }: EnquiryFormProps) {
  const { t, i18n } = useLingui();
  const form = useWidgetForm({
    config,
    i18n,
    contract: 'sendCustomerEnquiry',
    send: async (element) => {
      const data = new FormData(element);
      const text = (name: string) => {
        const value = data.get(name);
        return typeof value === 'string' ? value.trim() : '';
      };
      const reply = await unwrap(
        apiClient(config).POST('/api/customer_enquiry', {
          body: {
            name: `${text('first_name')} ${text('last_name')}`,
            email: text('email'),
            phone: text('phone'),
            address: text('address'),
            message: text('message'),
            website: text('website') || undefined,
          },
        }),
      );
      onSent();
      return reply.message;
    },
    // The server's messages about the one name belong to the first of the two name fields.
    fieldFor: (name) => (name === 'name' ? 'first_name' : name),
  });
  return (
    <>
      {form.status.state === 'sent' && <FormAlert status={form.status} />}
      <form key={form.formKey} ref={form.formRef} className="sjw-form" noValidate onSubmit={form.onSubmit}>
        <div className="sjw-pair">
          <TextField
            label={t`First name`}
            name="first_name"
            autoComplete="given-name"
            maxLength={60}
            required
            error={form.errorOf('first_name')}
            data-autofocus
          />
          <TextField
            label={t`Last name`}
            name="last_name"
            autoComplete="family-name"
            maxLength={59}
            required
            error={form.errorOf('last_name')}
          />
        </div>
        <div className="sjw-pair">
          <TextField label={t`Email`} name="email" {...EMAIL_INPUT} required error={form.errorOf('email')} />
          <TextField
            label={t`Phone number`}
            name="phone"
            {...PHONE_INPUT}
            required
            error={form.errorOf('phone')}
          />
        </div>
        <TextField
          label={t`Address`}
          name="address"
          autoComplete="address-line1"
          maxLength={255}
          required
          error={form.errorOf('address')}
        />
        <TextAreaField
          label={t`Message`}
          name="message"
          rows={3}
          maxLength={5000}
          required
          error={form.errorOf('message')}
        />
        <Honeypot />
        {form.status.state !== 'sent' && <FormAlert status={form.status} />}
        <Button type="submit" loading={form.sending} loadingLabel={t`Sending`} fullWidth>
          {t`Send enquiry`}
        </Button>
      </form>
    </>
  );
}
