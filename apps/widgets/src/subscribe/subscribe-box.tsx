import { useLingui } from '@lingui/react/macro';
import { unwrap } from '@sajilo/api';
import { Button, TextField } from '@sajilo/ui';
import { useId } from 'react';
import { apiClient } from '../shared/api';
import type { WidgetConfig } from '../shared/config';
import { FormAlert } from '../shared/form-alert';
import { Honeypot } from '../shared/honeypot';
import { EMAIL_INPUT } from '../shared/inputs';
import { useWidgetForm } from '../shared/use-widget-form';

interface SubscribeBoxProps {
  config: WidgetConfig;
}

/**
 * docs/customer.md §2: the newsletter box, an email input and a button that shows a spinner while sending.
 */
export function SubscribeBox({ config }: SubscribeBoxProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const form = useWidgetForm({
    config,
    i18n,
    contract: 'subscribe',
    // docs/design.md "Deliberate differences": the typed email is sent (POST /api/subscribers).
    send: async (element) => {
      const data = new FormData(element);
      const reply = await unwrap(
        apiClient(config).POST('/api/subscribers', {
          body: { email: String(data.get('email') ?? '').trim(), website: String(data.get('website') ?? '') },
        }),
      );
      return reply.message;
    },
  });
  return (
    <section className="sjw-card sjw-subscribe" aria-labelledby={titleId}>
      <h2 id={titleId} className="sjw-title">
        {t`Newsletter`}
      </h2>
      <p className="sjw-intro">{t`New arrivals, offers and showroom events from Sajilo.`}</p>
      <form key={form.formKey} ref={form.formRef} className="sjw-form" noValidate onSubmit={form.onSubmit}>
        <TextField
          label={t`Email`}
          name="email"
          {...EMAIL_INPUT}
          placeholder={t`Your email address`}
          required
          error={form.errorOf('email')}
        />
        <Button type="submit" loading={form.sending} loadingLabel={t`Sending`} fullWidth>
          {t`Subscribe`}
        </Button>
        <Honeypot />
        <FormAlert status={form.status} />
      </form>
    </section>
  );
}
