// The demo shop's reviews (docs/customer.md §2.11): approved reviews on the trending products, some
// in Nepali, a few with the shop's reply, and a few pending ones for the back office's Reviews list. Their
// writers are demo customers of their own (they log in with no known password); the products' ratings are
// summed up as an approval does (services/reviews.ts).
import type { Database } from '@sajilo/server/db/client';
import { customers, reviews } from '@sajilo/server/db/schema';
import { refreshRating } from '@sajilo/server/services/reviews';

const REVIEWERS = [
  'Sita Sharma',
  'Ramesh Adhikari',
  'Anjali Gurung',
  'Bikash Shrestha',
  'Pooja Maharjan',
  'Suresh Thapa',
  'Manisha Rai',
  'Kiran Karki',
  'Nabin Bhandari',
  'Sunita Tamang',
] as const;

/** [stars, title, body, reply]: what buyers of tiles, sanitaryware and fittings write. */
const TEXTS: [number, string | null, string, string | null][] = [
  [
    5,
    'Exactly as pictured',
    'Fitted in our new bathroom last month. The finish is even and it was easy to clean after the plumber left.',
    'Thank you for your review! We are glad the fitting went well.',
  ],
  [
    4,
    'Good quality, delivery took a day longer',
    'Solid product and well packed. Delivery to Bhaktapur took one day more than promised, otherwise no complaints.',
    null,
  ],
  [
    5,
    'राम्रो गुणस्तर',
    'सामान राम्रो छ, प्याकिङ पनि बलियो थियो। मिस्त्रीले पनि सजिलै जडान गर्नुभयो।',
    'तपाईंको समीक्षाका लागि धन्यवाद!',
  ],
  [
    3,
    'Fine for the price',
    'Does the job. The colour is a little lighter than on my phone screen, so see it in the showroom if the shade matters.',
    null,
  ],
  [
    5,
    null,
    'Second time buying from Sajilo. The showroom at Chabahil helped us choose and the boxes came from one lot.',
    null,
  ],
  [4, 'सफा गर्न सजिलो', 'दुई हप्तादेखि प्रयोग गर्दैछौं, सफा गर्न सजिलो छ। मूल्य अलि बढी लाग्यो तर गुणस्तर राम्रो छ।', null],
  [
    2,
    'One piece arrived chipped',
    'One piece had a chipped corner. The shop replaced it within three days, but check every box on delivery.',
    'Sorry about the chipped piece, and thank you for letting us know quickly.',
  ],
  [5, 'Looks premium', 'Looks far more expensive than it was. Guests always ask where we bought it.', null],
];

const PENDING: [number, string | null, string][] = [
  [4, 'Happy so far', 'Installed last week. Water pressure is good and nothing leaks.'],
  [1, null, 'Wrong size was delivered and nobody called me back. Very disappointed.'],
  [5, 'उत्कृष्ट', 'एकदमै राम्रो सामान। साथीहरूलाई पनि सिफारिस गर्छु।'],
];

/**
 * Reviews of the trending products (`products`, in their order): two to four approved ones each, newest a
 * few days before `now`, and three pending ones on the first products.
 */
export async function seedReviews(
  tx: Database,
  products: { id: number }[],
  passwordHash: string,
  now: Date,
): Promise<number> {
  if (products.length === 0) return 0;
  const writers = await tx
    .insert(customers)
    .values(
      REVIEWERS.map((name, i) => ({
        name,
        email: `reviewer${i + 1}@demo.sajilo.com.np`,
        phoneNumber: `98010000${String(i + 10)}`,
        passwordHash,
        emailConfirmedAt: now,
      })),
    )
    .returning({ id: customers.id });
  const day = 86_400_000;
  const rows: (typeof reviews.$inferInsert)[] = [];
  products.forEach((product, p) => {
    const count = 2 + (p % 3);
    for (let k = 0; k < count; k += 1) {
      const [rating, title, body, reply] = TEXTS[(p * 3 + k) % TEXTS.length] ??
        TEXTS[0] ?? [5, null, '', null];
      const writer = writers[(p + k * 3) % writers.length];
      if (!writer) continue;
      const createdAt = new Date(now.getTime() - (3 + p * 2 + k * 9) * day);
      rows.push({
        productId: product.id,
        customerId: writer.id,
        rating,
        title,
        body,
        status: 'approved',
        locale: /[\u0900-\u097F]/.test(body) ? 'ne' : 'en',
        helpfulCount: (p + k * 2) % 5,
        reply,
        repliedAt: reply ? new Date(createdAt.getTime() + day) : null,
        createdAt,
        updatedAt: createdAt,
        moderatedAt: new Date(createdAt.getTime() + day / 2),
      });
    }
  });
  PENDING.forEach(([rating, title, body], i) => {
    const product = products[i % products.length];
    // The last writers: none of them reviewed these products above.
    const writer = writers[writers.length - 1 - i];
    if (!product || !writer) return;
    if (rows.some((row) => row.productId === product.id && row.customerId === writer.id)) return;
    rows.push({
      productId: product.id,
      customerId: writer.id,
      rating,
      title,
      body,
      locale: /[\u0900-\u097F]/.test(body) ? 'ne' : 'en',
      createdAt: new Date(now.getTime() - (i + 1) * 3_600_000),
    });
  });
  // One review per product and writer, as the shop allows.
  const seen = new Set<string>();
  const unique = rows.filter((row) => {
    const key = `${row.productId}:${row.customerId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  await tx.insert(reviews).values(unique);
  for (const product of products) await refreshRating(tx, product.id);
  return unique.length;
}
