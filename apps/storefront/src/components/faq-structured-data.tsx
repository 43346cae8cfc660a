// The FAQs page's JSON-LD: one FAQPage whose mainEntity is every question with its accepted answer (the
// properties Google's FAQ markup requires), from the FAQs the page shows in its tabs.
import type { FaqType } from '@sajilo/api';
import { plainText, StructuredData } from './structured-data.js';

export function FaqStructuredData({ types }: { types: readonly FaqType[] }) {
  const faqs = types.flatMap((type) => type.faqs);
  if (faqs.length === 0) return null;
  return (
    <StructuredData
      data={{
        '@type': 'FAQPage',
        mainEntity: faqs.map((faq) => ({
          '@type': 'Question',
          name: faq.question,
          acceptedAnswer: { '@type': 'Answer', text: plainText(faq.answer) },
        })),
      }}
    />
  );
}
