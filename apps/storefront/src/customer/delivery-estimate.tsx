// docs/delivery.md "On the storefront": the delivery estimate of the cart and of the product page. The shopper
// picks a district (and, inside a city, the municipality) and sees the charge for the cart's lines (or the
// product at the quantity picked: a visitor has no cart until logged in), the days it takes and the dates
// they fall on, or that the shop does not deliver there.
import { Trans, useLingui } from '@lingui/react/macro';
import { DISTRICTS, LOCAL_LEVELS } from '@sajilo/nepal/addresses';
import { Price, SelectField, TextField } from '@sajilo/ui';
import { useId, useState } from 'react';
import { useLocalized } from '../i18n/localized.js';
import styles from './delivery.module.css';
import { type QuoteLine, useDeliveryDates, useLinesDeliveryQuote } from './delivery-quote.js';

const DISTRICT_OPTIONS = [...DISTRICTS]
  .sort((a, b) => a.name.localeCompare(b.name))
  .map((d) => ({ value: d.name, label: `${d.name} (${d.name_ne})` }));

export interface DeliveryEstimateProps {
  lines: QuoteLine[];
  promotionCode?: string | undefined;
  /** The heading's level in its page: 3 in the cart's summary, 2 on the product page. */
  headingLevel?: 2 | 3;
  /** The district list takes the focus: the estimate has just been asked for (product-delivery.tsx). */
  autoFocus?: boolean;
}

export function DeliveryEstimate({
  lines,
  promotionCode,
  headingLevel = 3,
  autoFocus = false,
}: DeliveryEstimateProps) {
  const { t } = useLingui();
  const localized = useLocalized();
  const listId = useId();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [district, setDistrict] = useState('');
  const [municipality, setMunicipality] = useState('');
  const quote = useLinesDeliveryQuote(lines, { district, municipality }, promotionCode);
  const dates = useDeliveryDates();
  const id = DISTRICTS.find((d) => d.name === district)?.id;
  const levels = id === undefined ? [] : LOCAL_LEVELS.filter((l) => l.district === id);
  const answer = quote.data;
  return (
    <section className={styles.estimate} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        <Trans>Delivery</Trans>
      </Heading>
      <SelectField
        label={t`Deliver to district`}
        placeholder={t`Select district`}
        options={DISTRICT_OPTIONS}
        autoFocus={autoFocus}
        value={district}
        onChange={(event) => {
          setDistrict(event.target.value);
          setMunicipality('');
        }}
      />
      {district ? (
        <>
          <TextField
            label={t`Municipality / Rural Municipality`}
            optional
            hint={t`Inside a city the charge can be lower`}
            list={listId}
            autoComplete="off"
            value={municipality}
            onChange={(event) => setMunicipality(event.target.value)}
          />
          <datalist id={listId}>
            {levels.map((l) => (
              <option key={l.name} value={l.name}>
                {l.name_ne}
              </option>
            ))}
          </datalist>
        </>
      ) : null}
      <div aria-live="polite" className={styles.result} data-testid="delivery-estimate">
        {quote.isFetching && !answer ? <Trans>Working out the delivery…</Trans> : null}
        {quote.isError ? <Trans>The delivery charge could not be worked out. Please try again.</Trans> : null}
        {answer && !answer.served ? (
          <p className={styles.refused} role="alert">
            {answer.message}
          </p>
        ) : null}
        {answer?.served ? (
          <dl className={styles.facts}>
            {answer.zone ? (
              <div>
                <dt>
                  <Trans>Zone</Trans>
                </dt>
                <dd>{localized(answer.zone.name, answer.zone.name_ne)}</dd>
              </div>
            ) : null}
            <div>
              <dt>
                <Trans>Delivery charge</Trans>
              </dt>
              <dd>
                {answer.delivery_charge ? <Price amount={answer.delivery_charge} /> : <Trans>Free</Trans>}
              </dd>
            </div>
            {dates(answer) ? (
              <div>
                <dt>
                  <Trans>Expected delivery</Trans>
                </dt>
                <dd>{dates(answer)}</dd>
              </div>
            ) : null}
            {answer.delivery_charge && answer.free_above ? (
              <p className={styles.note}>
                <Trans>
                  Free delivery here for orders from <Price amount={answer.free_above} />.
                </Trans>
              </p>
            ) : null}
          </dl>
        ) : null}
      </div>
    </section>
  );
}
