// docs/browsing.md §2: the product page's tabs are 'Description' and then the product's own tabs
// ('Additional Information', …), each a sanitised HTML body.
import { useLingui } from '@lingui/react/macro';
import type { Product } from '@sajilo/api';
import { RichText, Tabs } from '@sajilo/ui';
import styles from './product-page.module.css';

function productTabs(product: Product) {
  const own = product.tabs.map((tab, index) => ({
    id: `tab-${index}`,
    title: tab.title,
    content: <RichText html={tab.content} />,
  }));
  const hasDescriptionTab = product.tabs.some((tab) => tab.title.trim().toLowerCase() === 'description');
  if (hasDescriptionTab || !product.description.trim()) return own;
  return [
    { id: 'description', title: 'Description', content: <RichText html={product.description} /> },
    ...own,
  ];
}

export function ProductTabs({ product }: { product: Product }) {
  const { t } = useLingui();
  const tabs = productTabs(product);
  if (tabs.length === 0) return null;
  return (
    <section className={styles.info} aria-label={t`Product information`}>
      <Tabs items={tabs} label={t`Product information`} />
    </section>
  );
}
