// docs/quotes.md "Quick order" (/quick-order): lines of `product code, quantity` pasted or read from a CSV
// file, each checked and reported; the good ones added to the cart in one step. What was pasted stays in the
// box, so the bad lines are fixed there and sent again.
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuickOrderResponse } from '@sajilo/api';
import { useQuickOrderMutation } from '@sajilo/store';
import { Button, FileField, TextAreaField } from '@sajilo/ui';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { AccountPage } from '../customer/account-page.js';
import { PATHS } from '../customer/paths.js';
import { usePageDigits } from '../i18n/numbers.js';
import { toastErrors } from '../lib/request-errors.js';
import { toast } from '../lib/toast.js';
import { QuickOrderReport } from '../quotes/quick-order-report.js';
import styles from '../quotes/quotes.module.css';

/** The most a CSV file may weigh here: the server reads at most 20,000 characters. */
const MAX_FILE_BYTES = 64 * 1024;

export function Component() {
  const { t } = useLingui();
  const pageDigits = usePageDigits();
  const [lines, setLines] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [report, setReport] = useState<QuickOrderResponse | null>(null);
  const [quickOrder, { isLoading }] = useQuickOrderMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (lines.trim() === '') {
      setProblem(t`Paste at least one line: product code, quantity.`);
      return;
    }
    setProblem(undefined);
    quickOrder(lines)
      .unwrap()
      .then((answer) => {
        setReport(answer);
        if (answer.result === 'success') toast.success(answer.message);
        else toast.error(answer.message);
      }, toastErrors);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setProblem(pageDigits(t`This file is too large: a quick order reads at most 100 lines.`));
      return;
    }
    void file.text().then((text) => {
      setLines(text);
      setProblem(undefined);
    });
  };

  return (
    <AccountPage title={t`Quick order`}>
      <p>
        <Trans>
          Paste one product code and quantity a line (for example{' '}
          <span className={styles.code}>AQ-WC-01, 2</span>
          ), or choose a CSV file with the columns code and quantity. Tiles are ordered in whole boxes.
        </Trans>
      </p>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Quick order`}>
        <TextAreaField
          label={t`Product code, quantity`}
          required
          rows={8}
          value={lines}
          onChange={(event) => setLines(event.target.value)}
          error={problem}
          className={styles.box}
          spellCheck={false}
          name="lines"
        />
        <FileField
          label={t`CSV file (code, quantity)`}
          optional
          name="file"
          accept=".csv,text/csv,text/plain"
          onChange={choose}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={isLoading} loadingLabel={t`Adding to your cart`}>
            <Trans>Add to cart</Trans>
          </Button>
          <Link to={PATHS.carts} className={styles.number}>
            <Trans>Go to your cart</Trans>
          </Link>
        </div>
      </form>
      {report ? <QuickOrderReport report={report} /> : null}
    </AccountPage>
  );
}
