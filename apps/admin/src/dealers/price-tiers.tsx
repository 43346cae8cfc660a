// The price tiers (docs/dealers.md "Prices", docs/back-office.md "Dealers"): every tier with what it takes
// off and how many companies buy on it; each opens in its editor, and a new one starts from an empty editor.
import { Link } from 'react-router-dom';
import type { Column } from '../components/data-table.js';
import { ListScreen } from '../components/list-screen.js';
import styles from '../components/screens.module.css';
import { type PriceTier, type PriceTierRule, usePriceTiersQuery } from './dealers-api.js';

const rupees = (n: number) => `Rs ${n.toLocaleString('en-IN')}`;

/** A rule in a few words: "Kajaria −15 %", "Aqua basin Rs 20,000". */
export function ruleWords(rule: PriceTierRule): string {
  const name = rule.target_name || `${rule.scope} ${rule.target_id}`;
  return rule.fixed_price !== null && rule.fixed_price !== undefined
    ? `${name} ${rupees(rule.fixed_price)}`
    : `${name} −${rule.percent_off ?? 0} %`;
}

const SCOPES = [
  ['brand', 'Brands'],
  ['category', 'Categories'],
  ['product', 'Products'],
] as const;

/** What a tier takes off, scope by scope, at most four rules each named. */
function discounts(tier: PriceTier): string {
  const parts = SCOPES.flatMap(([scope, label]) => {
    const rules = tier.rules.filter((rule) => rule.scope === scope);
    if (rules.length === 0) return [];
    const named = rules.slice(0, 4).map(ruleWords).join(', ');
    return [`${label}: ${named}${rules.length > 4 ? ` and ${rules.length - 4} more` : ''}`];
  });
  return parts.length > 0 ? parts.join('; ') : 'No rules: the shop’s prices';
}

export const breakWords = (tier: Pick<PriceTier, 'breaks'>) =>
  tier.breaks.length > 0
    ? tier.breaks.map((b) => `${b.min_quantity}+ −${b.percent_off} %`).join(', ')
    : 'None';

const COLUMNS: Column<PriceTier>[] = [
  { label: 'Tier', cell: (t) => <Link to={`/price-tiers/${t.id}`}>{t.name}</Link> },
  { label: 'Discounts', cell: (t) => <span className={styles.note}>{discounts(t)}</span> },
  { label: 'Volume breaks', cell: (t) => breakWords(t) },
  { label: 'Dealers on it', kind: 'number', cell: (t) => t.dealers },
];

export function PriceTiersScreen() {
  const result = usePriceTiersQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <ListScreen
      title="Price tiers"
      actions={<Link to="/price-tiers/new">New price tier</Link>}
      intro={
        <p className={styles.muted}>
          A dealer on a tier buys at its prices: a product’s fixed price first, else the most specific
          percentage (the product’s, its category’s, its brand’s), then the volume break its line reaches.
          Every change is in the audit log. <Link to="/dealers">Dealers</Link> ·{' '}
          <Link to="/dealer-leads">Dealer leads</Link>
        </p>
      }
      heading="Tiers"
      tableLabel="Price tiers"
      noun={['tier', 'tiers']}
      result={result}
      rows={result.data?.tiers}
      columns={COLUMNS}
    />
  );
}
