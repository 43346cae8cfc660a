// The return window and the rules per category (docs/returns.md "Rules"): the default rule, and one rule per
// top-level category (tiles: unopened boxes only, a least number, a restocking fee).
import type { AdminComponents } from '@sajilo/api/admin';
import { Button, Spinner, TextField } from '@sajilo/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Failed } from '../components/failed.js';
import styles from '../components/screens.module.css';
import { told } from './return.js';
import local from './returns.module.css';
import { type ReturnRules, useReturnRulesQuery, useSaveReturnRulesMutation } from './returns-api.js';

type Rule = AdminComponents['schemas']['CategoryReturnRule'];

function RuleFields({ rule, change, title }: { rule: Rule; change: (rule: Rule) => void; title: string }) {
  const number = (value: string) => Math.max(0, Math.trunc(Number(value) || 0));
  return (
    <fieldset className={local.rule}>
      <legend>{title}</legend>
      {rule.category !== '*' ? (
        <TextField
          label="Category (its slug)"
          required
          value={rule.category}
          onChange={(e) => change({ ...rule, category: e.target.value.trim() })}
        />
      ) : null}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={rule.returnable}
          onChange={(e) => change({ ...rule, returnable: e.target.checked })}
        />
        Can be returned
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={rule.unopened_only}
          onChange={(e) => change({ ...rule, unopened_only: e.target.checked })}
        />
        Unopened boxes only
      </label>
      <TextField
        label="Fewest of a line"
        type="number"
        min={1}
        max={999}
        value={String(rule.min_quantity)}
        onChange={(e) => change({ ...rule, min_quantity: Math.max(1, number(e.target.value)) })}
      />
      <TextField
        label="Restocking fee (%)"
        type="number"
        min={0}
        max={50}
        value={String(rule.restocking_fee_percent)}
        onChange={(e) => change({ ...rule, restocking_fee_percent: number(e.target.value) })}
      />
    </fieldset>
  );
}

export function ReturnRulesScreen() {
  const { data, error, isLoading, refetch } = useReturnRulesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [save, saving] = useSaveReturnRulesMutation();
  const [rules, setRules] = useState<ReturnRules | null>(null);
  useEffect(() => {
    if (data) setRules(data.rules);
  }, [data]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rules) return;
    const result = await save(rules);
    told(
      result.error === undefined ? { data: { message: 'The rules are saved.' } } : { error: result.error },
    );
  };
  return (
    <div className={styles.page}>
      <p>
        <Link to="/returns">← Returns</Link>
      </p>
      <h1>Return rules</h1>
      {isLoading ? <Spinner label="Loading the rules" /> : null}
      {error ? <Failed error={error} retry={refetch} /> : null}
      {rules ? (
        <form className={styles.section} onSubmit={submit} aria-label="Return rules">
          <TextField
            label="Return window (days after delivery)"
            type="number"
            min={0}
            max={90}
            hint="0 takes no returns."
            value={String(rules.window_days)}
            onChange={(e) =>
              setRules({ ...rules, window_days: Math.max(0, Math.trunc(Number(e.target.value) || 0)) })
            }
          />
          <RuleFields
            title="Every other category"
            rule={rules.default_rule}
            change={(rule) => setRules({ ...rules, default_rule: rule })}
          />
          {rules.categories.map((rule, index) => (
            <RuleFields
              // biome-ignore lint/suspicious/noArrayIndexKey: a rule's slug is what is being edited.
              key={index}
              title={`Category: ${rule.category || 'new'}`}
              rule={rule}
              change={(changed) =>
                setRules({
                  ...rules,
                  categories: rules.categories.map((r, i) => (i === index ? changed : r)),
                })
              }
            />
          ))}
          <div className={styles.buttons}>
            <Button
              type="button"
              variant="secondary"
              onClick={() =>
                setRules({
                  ...rules,
                  categories: [
                    ...rules.categories,
                    {
                      category: '',
                      returnable: true,
                      unopened_only: false,
                      min_quantity: 1,
                      restocking_fee_percent: 0,
                    },
                  ],
                })
              }
            >
              Add a category’s rule
            </Button>
            <Button type="submit" loading={saving.isLoading}>
              Save the rules
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
