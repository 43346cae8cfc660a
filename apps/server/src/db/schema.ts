// The database schema: one definition for PGlite and PostgreSQL. Migrations in ./migrations are generated
// from it with `pnpm db:generate` (drizzle-kit), plus hand-written SQL for search (tsvector + pg_trgm).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** An image as stored: the path stem under /uploads/ (the files table), the widths rendered, the largest size and its alt. */
export interface StoredImage {
  /** e.g. `products/aqua-wc-1-3f9a1c0b2d`; files are `${path}-${width}.webp`. */
  path: string;
  widths: number[];
  width: number;
  height: number;
  alt: string;
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite returns a Uint8Array, node-postgres a Buffer: both become a Buffer.
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** When the row last changed: stamped by a BEFORE UPDATE trigger (migration 0012), read by the sitemap. */
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// Application keys: the storefront and each partner site (docs/browsing.md §6: public calls carry the key).
export const apiClients = pgTable('api_clients', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['storefront', 'partner'] }).notNull(),
  keyHash: text('key_hash').notNull().unique(),
  allowedOrigins: text('allowed_origins').array().notNull().default(sql`'{}'::text[]`),
  /** Form submissions a minute from this client (per IP), before 429. */
  formsPerMinute: integer('forms_per_minute').notNull().default(10),
  createdAt: created(),
  /** Migration 0013: a revoked partner key is refused everywhere; its row stays for its submissions. */
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** A dealer's own key: what it sends are that dealer's leads (docs/dealers.md "Leads"). */
  dealerCompanyId: integer('dealer_company_id').references((): AnyPgColumn => dealerCompanies.id),
});

/** The keys' version (migration 0013): bumped by every write to api_clients, so every instance reloads them. */
export const apiClientsVersion = pgTable('api_clients_version', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  image: jsonb('image').$type<StoredImage>().notNull(),
  seoTitle: text('seo_title').notNull().default(''),
  seoDescription: text('seo_description').notNull().default(''),
  seoKeyword: text('seo_keyword').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: updated(),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    /** 0 top level, 1 sub-category, 2 child category. */
    depth: smallint('depth').notNull().default(0),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** The name in Nepali, shown on the Nepali pages; null: the English there too (migration 0017). */
    titleNe: text('title_ne'),
    image: jsonb('image').$type<StoredImage>().notNull(),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    seoKeyword: text('seo_keyword').notNull().default(''),
    showOnHome: boolean('show_on_home').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: updated(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const colors = pgTable('colors', {
  id: serial('id').primaryKey(),
  /** The colour value, e.g. #FFFFFF. */
  title: text('title').notNull(),
  /** The colour name, sent in the colors filter. */
  subtitle: text('subtitle').notNull().unique(),
  /** The name in Nepali, shown on the Nepali pages (the filter still sends `subtitle`); null: the English. */
  subtitleNe: text('subtitle_ne'),
});

export const sizes = pgTable('sizes', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().unique(),
});

/**
 * A design (docs/tiles.md "Designs"): one look sold in several sizes and finishes, each its own product with
 * its own code, price, page and stock. The product page offers the others as choices.
 */
export const designs = pgTable('designs', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** The name in Nepali; null: the English there too. */
  titleNe: text('title_ne'),
  updatedAt: updated(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** The name and the description (HTML) in Nepali, for the Nepali pages; null: the English (migration 0017). */
    titleNe: text('title_ne'),
    descriptionNe: text('description_ne'),
    /** Whole rupees. */
    price: integer('price').notNull(),
    productCode: text('product_code').notNull().unique(),
    brandId: integer('brand_id').references(() => brands.id),
    categoryId: integer('category_id').references(() => categories.id),
    /** The product's category and every ancestor: a category listing includes its sub- and child categories. */
    categoryIds: integer('category_ids').array().notNull(),
    colorId: integer('color_id').references(() => colors.id),
    sizeId: integer('size_id').references(() => sizes.id),
    size: text('size'),
    sizeUnit: text('size_unit'),
    unit: text('unit').notNull().default('piece'),
    description: text('description').notNull().default(''),
    /** The product's own tabs; `title_ne` their names in Nepali (migration 0046), absent: the English. */
    tabs: jsonb('tabs')
      .$type<{ title: string; title_ne?: string | null; content: string }[]>()
      .notNull()
      .default([]),
    images: jsonb('images').$type<StoredImage[]>().notNull(),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    seoKeyword: text('seo_keyword').notNull().default(''),
    trending: boolean('trending').notNull().default(false),
    /** The back office's: a sale price below `price`, and shown or not. Stock is by lot (stock_lots). */
    salePrice: integer('sale_price'),
    /** Migration 0015: what the product sells at, the sale price when it is below `price`, else `price`. */
    sellingPrice: integer('selling_price').notNull().generatedAlwaysAs(sql`least(price, sale_price)`),
    published: boolean('published').notNull().default(true),
    /** Migration 0011: the related products the staff chose, shown first on the product page. */
    relatedIds: integer('related_ids').array().notNull().default(sql`'{}'::integer[]`),
    /**
     * A tile's packaging (docs/tiles.md "Packaging"): pieces in a box, the area a box covers in whole mm², boxes
     * on a pallet. All three or none: none, the product is not sold by area.
     */
    piecesPerBox: integer('pieces_per_box'),
    mm2PerBox: integer('mm2_per_box'),
    boxesPerPallet: integer('boxes_per_pallet'),
    /** Grams one unit as sold weighs (one box of a tile): what delivery is charged by (docs/delivery.md). */
    weightGrams: integer('weight_grams'),
    /** The design the product is one size and finish of (docs/tiles.md "Designs"); its size is `size`. */
    designId: integer('design_id').references(() => designs.id, { onDelete: 'set null' }),
    /** The finish a design's choices name (Glossy, Matt); null: none. */
    finish: text('finish'),
    /** The finish in Nepali (migration 0046); null: the English on the Nepali pages. */
    finishNe: text('finish_ne'),
    /** Title, product code, brand and category titles: what search looks at (kept by the writer). */
    searchText: text('search_text').notNull().default(''),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('products_brand_price_idx').on(t.brandId, t.price),
    // Recommended products: the brand's products in id order (migration 0018).
    index('products_brand_id_idx').on(t.brandId, t.id),
    index('products_price_idx').on(t.price),
    index('products_category_ids_idx').using('gin', t.categoryIds),
    index('products_color_idx').on(t.colorId),
    index('products_size_idx').on(t.sizeId),
    index('products_design_idx').on(t.designId),
    index('products_search_idx').using('gin', t.search),
    // The home page's trending list: newest trending products first, without scanning the catalogue.
    index('products_trending_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.trending}`),
    // Related products: the same category, nearest in price (both directions from the product's price).
    index('products_category_price_idx').on(t.categoryId, t.price),
    // The sitemap's chunks: ranges of ids of published products read from this index alone (migration 0012
    // INCLUDEs slug and updated_at, which Drizzle cannot say).
    index('products_sitemap_idx').on(t.id).where(sql`${t.published}`),
    check(
      'products_packaging_check',
      sql`(${t.piecesPerBox} IS NULL AND ${t.mm2PerBox} IS NULL AND ${t.boxesPerPallet} IS NULL) OR coalesce(${t.piecesPerBox} > 0 AND ${t.mm2PerBox} > 0 AND ${t.boxesPerPallet} > 0, false)`,
    ),
    check('products_weight_grams_check', sql`${t.weightGrams} IS NULL OR ${t.weightGrams} > 0`),
  ],
);

/**
 * The words products can be found by: every lexeme of products.search without a digit (codes and sizes
 * are matched as typed). Kept by triggers on products (migration 0003). Search corrects a misspelt word
 * against these few thousand words, by trigram similarity, instead of against every product.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * The listing index (migration 0008): one row per (scope, product), where a scope is each category in the
 * product's category_ids (its category and every ancestor) and 0, the whole catalogue (brand listings).
 * Narrow, with covering btree indexes (in the migration) that serve a listing's scope, sort and filters
 * together, so a page and its count are index-only scans. Kept by triggers on products: any writer keeps it
 * right. A missing brand, colour or size is 0 (no such id exists), so every column can be in a key.
 */
export const catalogListing = pgTable(
  'catalog_listing',
  {
    scopeId: integer('scope_id').notNull(),
    id: integer('id').notNull(),
    price: integer('price').notNull(),
    brandId: integer('brand_id').notNull(),
    colorId: integer('color_id').notNull(),
    sizeId: integer('size_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.scopeId] })],
);

/**
 * How many products each (scope, brand, colour, size) holds, kept by the same triggers: the exact total of a
 * listing without a price range, and its filter options, are sums over a few hundred of these rows instead
 * of a scan of the matching products.
 */
export const catalogFacets = pgTable(
  'catalog_facets',
  {
    scopeId: integer('scope_id').notNull(),
    brandId: integer('brand_id').notNull(),
    colorId: integer('color_id').notNull(),
    sizeId: integer('size_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scopeId, t.brandId, t.colorId, t.sizeId] })],
);

/**
 * How many listing rows each (scope, price bucket, brand, colour, size) holds (migration 0019, kept by
 * triggers on catalog_listing): the total of a listing with a price range is a sum over the buckets inside
 * the range and a count of the rows in the two at its ends, instead of a count of every row in the range.
 * A bucket is a step of the price's two leading digits, 18 to a decade (SQL `catalog_price_bucket`).
 */
export const catalogPriceFacets = pgTable(
  'catalog_price_facets',
  {
    scopeId: integer('scope_id').notNull(),
    bucket: integer('bucket').notNull(),
    brandId: integer('brand_id').notNull(),
    colorId: integer('color_id').notNull(),
    sizeId: integer('size_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'catalog_price_facets_pk',
      columns: [t.scopeId, t.bucket, t.brandId, t.colorId, t.sizeId],
    }),
  ],
);

/**
 * What search reads (kept by triggers on products): the product's search words plus one lexeme per filter
 * value (`B<brand>`, `C<colour>`, `S<size>`, `K<category>` for each category of category_ids; upper case,
 * which the 'simple' parser never produces), so a search and its filters are one GIN lookup; and the few
 * columns ranking and the filter options need, in a narrow row instead of the product's wide one.
 */
export const catalogSearch = pgTable(
  'catalog_search',
  {
    id: integer('id').primaryKey(),
    price: integer('price').notNull(),
    /** Lower case: an exact code typed in any case is the first result. */
    productCode: text('product_code').notNull(),
    brandId: integer('brand_id').notNull(),
    colorId: integer('color_id').notNull(),
    sizeId: integer('size_id').notNull(),
    categoryId: integer('category_id').notNull(),
    doc: tsvector('doc').notNull(),
    /** The title's words alone (no positions): whether the title holds the words is a tier of relevance. */
    titleDoc: tsvector('title_doc').notNull(),
  },
  (t) => [index('catalog_search_doc_idx').using('gin', t.doc)],
);

/**
 * The catalogue's version: every write to products, brands, categories, colours or sizes bumps it (statement
 * triggers, in the writer's transaction), so every instance sees a change at once. Public catalogue answers
 * carry an ETag made from it. Microseconds since the epoch, never less than the last value plus one: a
 * database emptied and filled again never repeats an earlier version.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** The title and description in Nepali (docs/nepal.md "Content in Nepali"); null: the English. */
  titleNe: text('title_ne'),
  descriptionNe: text('description_ne'),
  link: text('link'),
  image: jsonb('image').$type<StoredImage>().notNull(),
  /**
   * The picture drawn with Nepali words, shown on the Nepali home page (docs/nepal.md "Content in Nepali");
   * null: the English picture there too.
   */
  imageNe: jsonb('image_ne').$type<StoredImage>(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  date: date('date').notNull(),
  message: text('message').notNull(),
  /** The name and the message in Nepali; null: the English (docs/nepal.md "Content in Nepali"). */
  nameNe: text('name_ne'),
  messageNe: text('message_ne'),
  image: jsonb('image').$type<StoredImage>().notNull(),
});

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  image: jsonb('image').$type<StoredImage>(),
  seoTitle: text('seo_title').notNull().default(''),
  seoDescription: text('seo_description').notNull().default(''),
  seoKeyword: text('seo_keyword').notNull().default(''),
  /** Title, body (HTML) and meta in Nepali; null: the English (docs/nepal.md "Content in Nepali"). */
  titleNe: text('title_ne'),
  descriptionNe: text('description_ne'),
  seoTitleNe: text('seo_title_ne'),
  seoDescriptionNe: text('seo_description_ne'),
  updatedAt: updated(),
});

export const plugins = pgTable('plugins', {
  id: serial('id').primaryKey(),
  tagType: text('tag_type', { enum: ['Script Link', 'Script', 'Meta'] }).notNull(),
  title: text('title').notNull(),
  code: text('code').notNull(),
  active: boolean('active').notNull().default(true),
});

export const catalogues = pgTable('catalogues', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  titleNe: text('title_ne'),
  image: jsonb('image').$type<StoredImage>().notNull(),
  /** Path of the PDF under uploads/. */
  file: text('file').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: updated(),
});

export const showrooms = pgTable('showrooms', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  description: text('description').notNull().default(''),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  hours: text('hours').notNull(),
  /** The texts in Nepali; null: the English (docs/nepal.md "Content in Nepali"). */
  titleNe: text('title_ne'),
  summaryNe: text('summary_ne'),
  descriptionNe: text('description_ne'),
  addressNe: text('address_ne'),
  hoursNe: text('hours_ne'),
  mapUrl: text('map_url'),
  latitude: text('latitude'),
  longitude: text('longitude'),
  image: jsonb('image').$type<StoredImage>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: updated(),
});

export const blogs = pgTable('blogs', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  date: date('date').notNull(),
  summary: text('summary').notNull(),
  description: text('description').notNull(),
  image: jsonb('image').$type<StoredImage>().notNull(),
  seoTitle: text('seo_title').notNull().default(''),
  seoDescription: text('seo_description').notNull().default(''),
  seoKeyword: text('seo_keyword').notNull().default(''),
  /** The texts in Nepali; null: the English (docs/nepal.md "Content in Nepali"). */
  titleNe: text('title_ne'),
  summaryNe: text('summary_ne'),
  descriptionNe: text('description_ne'),
  seoTitleNe: text('seo_title_ne'),
  seoDescriptionNe: text('seo_description_ne'),
  updatedAt: updated(),
});

export const jobs = pgTable('jobs', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  type: text('type').notNull(),
  vacancy: integer('vacancy').notNull(),
  salary: text('salary').notNull(),
  deadline: date('deadline').notNull(),
  education: text('education').notNull(),
  experience: text('experience').notNull(),
  date: date('date').notNull(),
  description: text('description').notNull(),
  /** The texts in Nepali; null: the English (docs/nepal.md "Content in Nepali"). */
  titleNe: text('title_ne'),
  typeNe: text('type_ne'),
  salaryNe: text('salary_ne'),
  educationNe: text('education_ne'),
  experienceNe: text('experience_ne'),
  descriptionNe: text('description_ne'),
  updatedAt: updated(),
});

export const faqTypes = pgTable('faq_types', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleNe: text('title_ne'),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: updated(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  typeId: integer('type_id')
    .notNull()
    .references(() => faqTypes.id),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  /** The question and the answer (HTML) in Nepali; null: the English (docs/nepal.md "Content in Nepali"). */
  questionNe: text('question_ne'),
  answerNe: text('answer_ne'),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: updated(),
});

export const complaintSymptoms = pgTable('complaint_symptoms', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleNe: text('title_ne'),
});

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Null on an account made with a mobile number and a code (docs/customer.md "Phone-number accounts"). */
    email: text('email'),
    phoneNumber: text('phone_number').notNull(),
    dateOfBirth: date('date_of_birth'),
    /** Null on an account made with a mobile number: it logs in with a code sent by SMS. */
    passwordHash: text('password_hash'),
    /** Migration 0010: the saved delivery address, from the address pickers (names of packages/nepal's data). */
    province: text('province'),
    district: text('district'),
    municipality: text('municipality'),
    ward: smallint('ward'),
    streetAddress: text('street_address'),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the customer opened the link mailed at registration (or reset the password, which proves the
     * address as well); an account logs in only after (docs/customer.md "Registration").
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** A mobile number proved by a code sent to it, in E.164: the account logs in with it (one account a number). */
    mobile: text('mobile'),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    /**
     * The language of the pages the customer last registered, logged in or saved the profile on: mails about
     * the account, and those without a language of their own, are written in it (docs/server.md "Mail").
     */
    locale: text('locale', { enum: ['en', 'ne'] })
      .notNull()
      .default('en'),
  },
  (t) => [
    uniqueIndex('customers_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('customers_mobile_idx').on(t.mobile),
    check('customers_login_check', sql`${t.email} IS NOT NULL OR ${t.mobile} IS NOT NULL`),
  ],
);

/**
 * One-time codes sent by SMS to log in, register or add a number (docs/customer.md "Phone-number accounts"):
 * stored as a salted SHA-256 only, good for five minutes, spent by the first right guess, dead after a few
 * wrong ones.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    /** E.164. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    createdAt: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Wrong guesses at this code; at the limit it is dead. */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('phone_codes_phone_idx').on(t.phone, t.createdAt)],
);

/**
 * Text messages to send, as the mail outbox (docs/server.md "SMS"): queued in the transaction of what they
 * tell of, sent by the SMS worker after it commits, retried with backoff when the provider fails.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    /** E.164. */
    to: text('to').notNull(),
    text: text('text').notNull(),
    createdAt: created(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [index('sms_outbox_due_idx').on(t.nextAttemptAt).where(sql`sent_at IS NULL AND failed_at IS NULL`)],
);

/** The links mailed at registration to confirm the address; as password resets, stored hashed. */
export const emailConfirmations = pgTable('email_confirmations', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: created(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: created(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Attempt counters (login failures, reset mails, password checks), kept by rate-limiter-flexible's Drizzle
 * store: in the database, so every server instance counts the same attempts. `expire` ends the window.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/** Mail the server sends; in development it stays here (and in the log) for the developer to read. */
/**
 * Mail to send. The mail worker (services/mail-worker.ts) takes due rows with FOR UPDATE SKIP LOCKED, so each
 * is sent by one instance; a failure is retried later (`next_attempt_at`) with backoff until `attempts` runs out.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** Plain text. */
    body: text('body').notNull(),
    /** The same mail in HTML, when it has one (an order's invoice). */
    html: text('html'),
    createdAt: created(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last attempt failed; null once sent. */
    lastError: text('last_error'),
    /** Set when the mail will not be tried again (attempts exhausted, address refused). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due_idx').on(t.nextAttemptAt).where(sql`sent_at IS NULL AND failed_at IS NULL`)],
);

/** The laying patterns a shopper picks, `custom` being a wastage of their own (docs/tiles.md "Wastage"). */
export const LAYING_PATTERNS = ['straight', 'diagonal', 'herringbone', 'custom'] as const;

/** An asked area comes with its pattern and wastage (0 to 50 %), or none of them is set (a NULL fails too). */
function areaCheck(t: { askedMm2: AnyPgColumn; layingPattern: AnyPgColumn; wastagePercent: AnyPgColumn }) {
  return sql`(${t.askedMm2} IS NULL AND ${t.layingPattern} IS NULL AND ${t.wastagePercent} IS NULL) OR coalesce(${t.askedMm2} > 0 AND ${t.layingPattern} IN ('straight', 'diagonal', 'herringbone', 'custom') AND ${t.wastagePercent} BETWEEN 0 AND 50, false)`;
}

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    createdAt: created(),
    /**
     * A tile line added by area (docs/tiles.md "The cart keeps the area"): the area asked in whole mm², the
     * laying pattern and its wastage. Null for a line added by quantity or changed by hand.
     */
    askedMm2: bigint('asked_mm2', { mode: 'number' }),
    layingPattern: text('laying_pattern', { enum: LAYING_PATTERNS }),
    wastagePercent: smallint('wastage_percent'),
    /**
     * The shopper accepted boxes from several shade lots when no single lot has the line (docs/tiles.md
     * "Split lots and top-ups"); without it such a line is refused at checkout.
     */
    splitLots: boolean('split_lots').notNull().default(false),
    /** A top-up of an earlier order: the line is taken from this lot only (docs/tiles.md "Split lots and top-ups"). */
    lotId: integer('lot_id').references((): AnyPgColumn => stockLots.id, { onDelete: 'set null' }),
    /** A sample of the product, not its boxes: one, at the sample's price (docs/tiles.md "Samples"). */
    sample: boolean('sample').notNull().default(false),
  },
  (t) => [
    uniqueIndex('cart_lines_customer_product_idx').on(t.customerId, t.productId, t.sample),
    check('cart_lines_sample_check', sql`NOT ${t.sample} OR ${t.quantity} = 1`),
    check('cart_lines_area_check', areaCheck(t)),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);

/** How an order is paid, and where its payment stands (docs/nepal.md "Payments"). */
/** `account`: a dealer's order on credit, paid later against a statement (docs/dealers.md "Credit"). */
export const PAYMENT_METHODS = ['cod', 'esewa', 'khalti', 'fonepay', 'account'] as const;
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'expired', 'refunded'] as const;
/** How an order reaches the shopper: delivered to the address, or collected at a showroom (docs/delivery.md). */
export const FULFILMENTS = ['delivery', 'collect'] as const;

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Random and unguessable: the order's public id. */
    slug: text('slug').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** docs/customer.md §4: 0 Pending, 1 Processing, 2 Shipping, 3 Delivered, 4 Rejected, 5 Cancelled. */
    status: smallint('status').notNull().default(0),
    payment: text('payment').notNull().default('Cash on Delivery'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    companyName: text('company_name'),
    state: text('state').notNull(),
    city: text('city').notNull(),
    streetAddress: text('street_address').notNull(),
    note: text('note'),
    /** Whole rupees; 64-bit: the largest order the contract accepts is stored (services/cart.ts). */
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: created(),
    // Migration 0010. `state` holds the province and `city` the municipality; these complete the address.
    district: text('district'),
    ward: smallint('ward'),
    /** The buyer's PAN, printed on the VAT invoice when given. */
    buyerPan: text('buyer_pan'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('cod'),
    /** Separate from `status` (the fulfilment workflow): unpaid (cash on delivery), pending at a gateway, paid, expired, refunded. */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    /** eSewa's transaction_uuid or Khalti's pidx: what the gateway knows this payment by. */
    paymentRef: text('payment_ref'),
    /** eSewa's transaction_code or Khalti's transaction_id, once verified. */
    gatewayTransaction: text('gateway_transaction'),
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The VAT invoice's number in its fiscal year's series (e.g. `2081/82-000012`), given once the sale is confirmed. */
    invoiceNumber: text('invoice_number'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    /** Whole rupees, VAT included, part of total_amount (services/totals.ts); 0: free (docs/delivery.md). */
    deliveryCharge: bigint('delivery_charge', { mode: 'number' }).notNull().default(0),
    /** The delivery zone the address fell in, and the dates promised (Nepal's calendar days). */
    deliveryZone: text('delivery_zone'),
    /** The zone's Nepali name when the order was placed, for the Nepali pages (docs/delivery.md). */
    deliveryZoneNe: text('delivery_zone_ne'),
    deliveryEarliest: date('delivery_earliest', { mode: 'string' }),
    deliveryLatest: date('delivery_latest', { mode: 'string' }),
    /** The language the order was placed in: its text messages are written in it. */
    locale: text('locale', { enum: ['en', 'ne'] })
      .notNull()
      .default('en'),
    /** The dealer company a member's order was placed for (docs/dealers.md): its owner sees it, its statement counts it. */
    dealerCompanyId: integer('dealer_company_id').references((): AnyPgColumn => dealerCompanies.id),
    /** Whole rupees off the goods by order-wide promotions after line discounts (docs/promotions.md), or an accepted quote's overall discount (docs/quotes.md). */
    orderDiscount: bigint('order_discount', { mode: 'number' }).notNull().default(0),
    /** Delivery to the address, or collection at `collect_location_id` (docs/delivery.md "Collection at a showroom"). */
    fulfilment: text('fulfilment', { enum: FULFILMENTS }).notNull().default('delivery'),
    collectLocationId: integer('collect_location_id').references((): AnyPgColumn => stockLocations.id),
    /** The code the shopper shows to collect, given when staff mark the order ready (status 2). */
    collectionCode: text('collection_code'),
  },
  (t) => [
    // A code names one open collection: unique among the orders ready to collect.
    uniqueIndex('orders_collection_code_idx')
      .on(t.collectionCode)
      .where(sql`${t.collectionCode} IS NOT NULL AND ${t.status} = 2`),
    check('orders_fulfilment_check', sql`${t.fulfilment} IN ('delivery', 'collect')`),
    check(
      'orders_collect_location_check',
      sql`(${t.fulfilment} = 'collect') = (${t.collectLocationId} IS NOT NULL)`,
    ),
    index('orders_dealer_idx')
      .on(t.dealerCompanyId, t.createdAt)
      .where(sql`${t.dealerCompanyId} IS NOT NULL`),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('orders_idempotency_idx').on(t.customerId, t.idempotencyKey),
    uniqueIndex('orders_payment_ref_idx')
      .on(t.paymentMethod, t.paymentRef)
      .where(sql`${t.paymentRef} IS NOT NULL`),
    uniqueIndex('orders_invoice_number_idx').on(t.invoiceNumber).where(sql`${t.invoiceNumber} IS NOT NULL`),
    index('orders_payment_pending_idx').on(t.paymentExpiresAt).where(sql`${t.paymentStatus} = 'pending'`),
    check(
      'orders_payment_method_check',
      sql`${t.paymentMethod} IN ('cod', 'esewa', 'khalti', 'fonepay', 'account')`,
    ),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} IN ('unpaid', 'pending', 'paid', 'expired', 'refunded')`,
    ),
  ],
);

/**
 * Each time an order is sent to a gateway (docs/nepal.md "Payments"): checkout's first attempt and every
 * "pay again". The order's `payment_ref` names its latest; an earlier one the gateway later reports paid is
 * the order's payment if it has none yet, or a `duplicate` the shop refunds. Never a second order.
 */
export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'duplicate'] as const;

export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['esewa', 'khalti', 'fonepay'] }).notNull(),
    /** eSewa's transaction_uuid, Khalti's pidx (null until its initiate answers) or Fonepay's prn. */
    ref: text('ref'),
    /** Fonepay's QR text for this attempt (the payment page draws it), once its QR request answered. */
    qrMessage: text('qr_message'),
    /** Whole rupees, the order's total when the attempt started. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default('pending'),
    gatewayTransaction: text('gateway_transaction'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: created(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_attempts_order_idx').on(t.orderId),
    uniqueIndex('payment_attempts_ref_idx').on(t.method, t.ref).where(sql`${t.ref} IS NOT NULL`),
    index('payment_attempts_pending_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    check('payment_attempts_method_check', sql`${t.method} IN ('esewa', 'khalti', 'fonepay')`),
    check(
      'payment_attempts_status_check',
      sql`${t.status} IN ('pending', 'paid', 'failed', 'expired', 'duplicate')`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id),
    productSlug: text('product_slug').notNull(),
    productName: text('product_name').notNull(),
    /** The product's Nepali name when sold (docs/nepal.md "Orders in Nepali"); null: it had none. */
    productNameNe: text('product_name_ne'),
    image: jsonb('image').$type<StoredImage>().notNull(),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
    /** The shop's price a unit when a dealer's price (`amount`) differed from it, for the struck-through figure. */
    shopAmount: integer('shop_amount'),
    /** quantity × amount: 64-bit, as the order's total. */
    total: bigint('total', { mode: 'number' }).notNull(),
    /** A tile line's pieces and covered area (whole mm²) at the time of sale; null for other goods. */
    pieces: integer('pieces'),
    coveredMm2: bigint('covered_mm2', { mode: 'number' }),
    /** The area the shopper asked for, as the cart line kept it (docs/tiles.md "The cart keeps the area"). */
    askedMm2: bigint('asked_mm2', { mode: 'number' }),
    layingPattern: text('laying_pattern', { enum: LAYING_PATTERNS }),
    wastagePercent: smallint('wastage_percent'),
    /** Whole rupees off this line by promotions (docs/promotions.md), before VAT is split out. */
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    /** A sample of the product, not its boxes (docs/tiles.md "Samples"): not returnable, takes no lot. */
    sample: boolean('sample').notNull().default(false),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_area_check', areaCheck(t))],
);

export const SAMPLE_KINDS = ['piece', 'cut'] as const;

/**
 * A product's sample offer (docs/tiles.md "Samples"): a piece or a cut piece, its size as written, its price
 * in whole rupees (0: free) and how many are left. Samples are counted here, apart from the boxes' lots: a
 * cut piece comes from an opened box, and an order of one never touches the catalogue's row.
 */
export const productSamples = pgTable(
  'product_samples',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    offered: boolean('offered').notNull().default(false),
    kind: text('kind', { enum: SAMPLE_KINDS }).notNull().default('piece'),
    size: text('size'),
    sizeNe: text('size_ne'),
    price: integer('price').notNull().default(0),
    stock: integer('stock').notNull().default(0),
  },
  (t) => [
    check('product_samples_price_check', sql`${t.price} >= 0`),
    check('product_samples_stock_check', sql`${t.stock} >= 0`),
  ],
);

/** The sample an order line took (docs/tiles.md "Samples"), given back once when the order is cancelled. */
export const sampleAllocations = pgTable('sample_allocations', {
  orderItemId: integer('order_item_id')
    .primaryKey()
    .references(() => orderItems.id, { onDelete: 'cascade' }),
  productId: integer('product_id')
    .notNull()
    .references(() => productSamples.productId, { onDelete: 'cascade' }),
  releasedAt: timestamp('released_at', { withTimezone: true }),
});

/** Every enquiry, feedback, FAQ question, support ticket and job application, as sent. */
export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', {
      enum: [
        'contact',
        'customer_enquiry',
        'dealer_enquiry',
        'feedback',
        'faq_question',
        'support_ticket',
        'job_application',
      ],
    }).notNull(),
    clientId: integer('client_id').references(() => apiClients.id),
    /** The job applied for, on job applications. */
    jobId: integer('job_id').references(() => jobs.id),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    ip: text('ip'),
    createdAt: created(),
    /** The back office's inbox: handled when and by whom, who it is assigned to, the staff's note. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => staff.id, { onDelete: 'set null' }),
    assignedTo: integer('assigned_to').references(() => staff.id, { onDelete: 'set null' }),
    staffNote: text('staff_note').notNull().default(''),
    /** The dealer this is a lead of: the sending key's dealer, or whom staff reassigned it to (docs/dealers.md). */
    dealerCompanyId: integer('dealer_company_id').references((): AnyPgColumn => dealerCompanies.id),
  },
  (t) => [
    index('submissions_dealer_idx')
      .on(t.dealerCompanyId, t.createdAt)
      .where(sql`dealer_company_id IS NOT NULL`),
    index('submissions_kind_idx').on(t.kind, t.createdAt),
    index('submissions_unhandled_idx').on(t.kind).where(sql`handled_at IS NULL`),
  ],
);

/** Files sent with a submission: `path` names their private row of `files` (never served). */
export const submissionFiles = pgTable('submission_files', {
  id: serial('id').primaryKey(),
  submissionId: integer('submission_id')
    .notNull()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  field: text('field').notNull(),
  path: text('path').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  originalName: text('original_name').notNull(),
});

/**
 * Every stored file (pictures in their sizes, catalogue PDFs, form attachments), in the database so every
 * instance serves the same files and a file is written in the same transaction as the row that owns it.
 * `path` is the address under /uploads/; only `public` files are served, and never change once written.
 */
export const files = pgTable('files', {
  path: text('path').primaryKey(),
  content: bytea('content').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  /** SHA-256 of the content, base64url: the ETag. */
  sha256: text('sha256').notNull(),
  public: boolean('public').notNull().default(false),
  createdAt: created(),
});

export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    clientId: integer('client_id').references(() => apiClients.id),
    createdAt: created(),
  },
  (t) => [uniqueIndex('subscribers_email_idx').on(sql`lower(${t.email})`)],
);

// The back office (docs/back-office.md): staff accounts, their sessions and the audit log of their changes.

/** owner: everything, manages staff; manager: catalogue, content, orders, inbox; staff: orders and inbox. */
export const STAFF_ROLES = ['owner', 'manager', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** A deactivated account cannot log in; its sessions ended when it was deactivated. */
    active: boolean('active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_email_idx').on(sql`lower(${t.email})`),
    check('staff_role_check', sql`${t.role} IN ('owner', 'manager', 'staff')`),
  ],
);

/** Staff tokens, like customers' (plugins/customers.ts): only the SHA-256 is stored; they expire and are revoked. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every change made in the back office, written in the transaction of the change: who (kept by email too,
 * so an entry outlives the account), when, the operation, the record, and the record before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: created(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_staff_idx').on(t.staffId),
  ],
);

/**
 * Every CSV import of products and how it ended (docs/back-office.md "CSV import and export"). The row is
 * written before the import's transaction and finished after it, so an import the server did not live to
 * finish stays `running` until someone reads it: services/admin/product-imports.ts then finds no
 * transaction holding it and marks it failed.
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    lines: integer('lines').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    /** Why a failed import failed, in the words the importer was (or would have been) answered with. */
    reason: text('reason'),
  },
  (t) => [
    index('product_imports_started_idx').on(t.startedAt),
    check('product_imports_status_check', sql`${t.status} IN ('running', 'done', 'failed')`),
  ],
);

// Migration 0010: the VAT invoice's series, one per fiscal year (starting Shrawan 1), and the
// shop's own facts the invoice prints (`pan`, the PAN/VAT number), written by the seed or the shop.

export const invoiceSequences = pgTable('invoice_sequences', {
  /** e.g. `2081/82`. */
  fiscalYear: text('fiscal_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * An order's moves through its workflow made in the back office (pending → confirmed → dispatched →
 * delivered; cancelled or rejected with a reason): who, when, from which status to which, and why.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    reason: text('reason'),
    createdAt: created(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Where goods are kept: the warehouse and the showrooms (docs/tiles.md "Stock by lot and location"). A
 * showroom's location names its showroom page; `collect` says shoppers may collect orders there.
 */
export const stockLocations = pgTable(
  'stock_locations',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    titleNe: text('title_ne'),
    kind: text('kind', { enum: ['warehouse', 'showroom'] }).notNull(),
    showroomId: integer('showroom_id').references(() => showrooms.id, { onDelete: 'set null' }),
    collect: boolean('collect').notNull().default(false),
    /** Working days until an order filled from here leaves (or is ready to collect). */
    dispatchDays: smallint('dispatch_days').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('stock_locations_kind_check', sql`${t.kind} IN ('warehouse', 'showroom')`),
    check('stock_locations_dispatch_days_check', sql`${t.dispatchDays} >= 0`),
  ],
);

/**
 * One lot of a product: boxes made together, of one shade and caliber (docs/tiles.md). Goods that carry
 * no lot (a basin, a tap) have one lot whose code is `-`, so every counted product's stock lives here.
 */
export const stockLots = pgTable(
  'stock_lots',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The maker's batch number as printed on the box. */
    code: text('code').notNull(),
    shade: text('shade').notNull().default(''),
    caliber: text('caliber').notNull().default(''),
    receivedOn: date('received_on', { mode: 'string' }).notNull().defaultNow(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('stock_lots_product_code_idx').on(t.productId, t.code)],
);

/**
 * How many of a lot are free to sell at a location. An order's boxes leave this count when it is placed
 * (stock_allocations) and come back when it is cancelled; the check keeps it from going below zero, so
 * two checkouts for the last boxes cannot both have them.
 */
export const lotStock = pgTable(
  'lot_stock',
  {
    lotId: integer('lot_id')
      .notNull()
      .references(() => stockLots.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => stockLocations.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lotId, t.locationId] }),
    index('lot_stock_location_idx').on(t.locationId),
    check('lot_stock_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

/**
 * Where an order line's goods are taken from: one lot at one location each row (a line split across lots,
 * when the shopper accepted that, has several). The pick list reads these; `releasedAt` is set when the
 * order is cancelled and the goods went back.
 */
export const stockAllocations = pgTable(
  'stock_allocations',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => stockLots.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => stockLocations.id),
    quantity: integer('quantity').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('stock_allocations_item_idx').on(t.orderItemId),
    index('stock_allocations_lot_idx').on(t.lotId),
    check('stock_allocations_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Why a lot's count at a location changed: every change is one row (docs/tiles.md "Stock by lot and location"). */
export const STOCK_REASONS = ['received', 'transfer', 'adjusted', 'ordered', 'released', 'returned'] as const;

export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => stockLots.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => stockLocations.id),
    /** Added (positive) or taken (negative). */
    change: integer('change').notNull(),
    reason: text('reason', { enum: STOCK_REASONS }).notNull(),
    note: text('note'),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    index('stock_movements_lot_idx').on(t.lotId, t.createdAt),
    check(
      'stock_movements_reason_check',
      sql`${t.reason} IN ('received', 'transfer', 'adjusted', 'ordered', 'released', 'returned')`,
    ),
  ],
);

/**
 * Where the shop delivers and at what price (docs/delivery.md): a zone is a set of districts, or of
 * municipalities within a district, with a charge by weight, a threshold above which delivery is free and
 * the days it takes. A zone not served refuses its addresses before payment.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    nameNe: text('name_ne'),
    served: boolean('served').notNull().default(true),
    /** Whole rupees (VAT included) for the first `base_weight_grams`, and for each further step begun. */
    baseCharge: integer('base_charge').notNull().default(0),
    baseWeightGrams: integer('base_weight_grams').notNull().default(10_000),
    stepWeightGrams: integer('step_weight_grams').notNull().default(10_000),
    stepCharge: integer('step_charge').notNull().default(0),
    /** Goods of at least this many rupees travel free; null: never free. */
    freeAbove: integer('free_above'),
    daysMin: smallint('days_min').notNull().default(1),
    daysMax: smallint('days_max').notNull().default(3),
    sortOrder: smallint('sort_order').notNull().default(0),
    updatedAt: updated(),
  },
  (t) => [
    check(
      'delivery_zones_amounts_check',
      sql`${t.baseCharge} >= 0 AND ${t.stepCharge} >= 0 AND ${t.baseWeightGrams} >= 0 AND ${t.stepWeightGrams} > 0 AND (${t.freeAbove} IS NULL OR ${t.freeAbove} >= 0)`,
    ),
    check('delivery_zones_days_check', sql`${t.daysMin} >= 0 AND ${t.daysMax} >= ${t.daysMin}`),
  ],
);

/**
 * The places a zone covers: a whole district (municipality '') or one municipality of it, which wins over
 * its district's zone. Each place is in one zone at most; a district in none is not served.
 */
export const deliveryZoneAreas = pgTable(
  'delivery_zone_areas',
  {
    zoneId: integer('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
    district: text('district').notNull(),
    municipality: text('municipality').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.district, t.municipality] }),
    index('delivery_zone_areas_zone_idx').on(t.zoneId),
  ],
);

/** A review's moderation (docs/customer.md §4): pending until staff approve or reject it. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * A customer's review of a product they bought and received (docs/customer.md §2.11): one per
 * product and customer; editing it sends it back to moderation. Only approved ones are shown.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title'),
    /** Plain text, shown escaped, never as HTML. */
    body: text('body').notNull(),
    /** Up to three photos, stored like the back office's pictures (services/admin/pictures.ts). */
    photos: jsonb('photos').$type<StoredImage[]>().notNull().default([]),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    /** Why staff rejected it; mailed to the customer. */
    rejectReason: text('reject_reason'),
    /** The shop's answer, shown under the review. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** The language the customer wrote in: the moderation mail is written in it. */
    locale: text('locale', { enum: ['en', 'ne'] })
      .notNull()
      .default('en'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_product_customer_idx').on(t.productId, t.customerId),
    // A product page's reviews, newest or most helpful first.
    index('reviews_product_newest_idx')
      .on(t.productId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'approved'`),
    index('reviews_product_helpful_idx')
      .on(t.productId, t.helpfulCount.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'approved'`),
    // The back office's list: pending first, newest first.
    index('reviews_status_idx').on(t.status, t.createdAt),
    index('reviews_customer_idx').on(t.customerId),
    // The stored-files clean-up asks whether a review names a photo (services/orphan-files.ts).
    index('reviews_photos_idx').using('gin', sql`${t.photos} jsonb_path_ops`),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_status_check', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);

/** "Helpful" votes: one per customer and review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.customerId] })],
);

/**
 * Each product's approved reviews summed up (docs/server.md "Caching"): written when a review is approved,
 * rejected or sent back to moderation, read by the product page and the listing cards without counting. A
 * write bumps the catalogue's version (its trigger, in the migration), so kept answers show it at once.
 */
export const productRatings = pgTable(
  'product_ratings',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(0),
    sum: integer('sum').notNull().default(0),
    /** How many gave 1, 2, 3, 4 and 5 stars. */
    stars: integer('stars').array().notNull().default(sql`'{0,0,0,0,0}'::integer[]`),
  },
  (t) => [check('product_ratings_stars_check', sql`cardinality(${t.stars}) = 5`)],
);

// Dealers (docs/dealers.md): a company applies, staff approve it with a price tier, a credit limit and terms;
// its owner invites buyers; its members buy at the tier's prices and on account.

/** A price tier: percentages off by brand, category or product, fixed prices per product, volume breaks per line. */
export const priceTiers = pgTable('price_tiers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: created(),
});

export const PRICE_RULE_SCOPES = ['brand', 'category', 'product'] as const;

/** One rule of a tier: a percentage off a brand's, a category's (and its sub-categories') or a product's price, or a product's fixed price. */
export const priceTierRules = pgTable(
  'price_tier_rules',
  {
    id: serial('id').primaryKey(),
    tierId: integer('tier_id')
      .notNull()
      .references(() => priceTiers.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: PRICE_RULE_SCOPES }).notNull(),
    targetId: integer('target_id').notNull(),
    /** Whole per cent off, 0–90; null when the rule is a fixed price. */
    percentOff: smallint('percent_off'),
    /** Whole rupees a unit, VAT included (products only); null when the rule is a percentage. */
    fixedPrice: integer('fixed_price'),
  },
  (t) => [
    uniqueIndex('price_tier_rules_target_idx').on(t.tierId, t.scope, t.targetId),
    check(
      'price_tier_rules_one_check',
      sql`(${t.percentOff} IS NULL) <> (${t.fixedPrice} IS NULL) AND (${t.fixedPrice} IS NULL OR ${t.scope} = 'product')`,
    ),
  ],
);

/** A volume break: a line of at least `minQuantity` units takes `percentOff` more off its unit price. */
export const priceTierBreaks = pgTable(
  'price_tier_breaks',
  {
    tierId: integer('tier_id')
      .notNull()
      .references(() => priceTiers.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    percentOff: smallint('percent_off').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tierId, t.minQuantity] })],
);

export const DEALER_STATUSES = ['pending', 'approved', 'declined'] as const;

export const dealerCompanies = pgTable(
  'dealer_companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    vatPan: text('vat_pan').notNull(),
    address: text('address').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /** The customer who applied: the company's owner, who invites and removes its buyers. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => customers.id),
    status: text('status', { enum: DEALER_STATUSES }).notNull().default('pending'),
    tierId: integer('tier_id').references(() => priceTiers.id, { onDelete: 'set null' }),
    /** Whole rupees the company may owe on account; 0: no credit. */
    creditLimit: bigint('credit_limit', { mode: 'number' }).notNull().default(0),
    /** Days an order on account may stay unpaid before it is overdue. */
    termsDays: smallint('terms_days').notNull().default(0),
    createdAt: created(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('dealer_companies_status_idx').on(t.status, t.createdAt),
    check('dealer_companies_status_check', sql`${t.status} IN ('pending', 'approved', 'declined')`),
  ],
);

/** Who buys for a company: its owner and the buyers the owner invited. A customer belongs to one company at most. */
export const dealerMembers = pgTable(
  'dealer_members',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => dealerCompanies.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'buyer'] }).notNull(),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.customerId] }),
    uniqueIndex('dealer_members_customer_idx').on(t.customerId),
  ],
);

/** An owner's invitation to a buyer: a link mailed to the address, stored hashed, used once. */
export const dealerInvites = pgTable(
  'dealer_invites',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => dealerCompanies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [index('dealer_invites_company_idx').on(t.companyId)],
);

/** A payment staff recorded against a company's account. */
export const dealerPayments = pgTable(
  'dealer_payments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => dealerCompanies.id, { onDelete: 'cascade' }),
    /** Whole rupees. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    reference: text('reference').notNull().default(''),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [index('dealer_payments_company_idx').on(t.companyId, t.paidOn)],
);
/** Where a grievance stands (docs/nepal.md "Grievances"): received → in review → resolved or rejected. */
export const GRIEVANCE_STATUSES = ['received', 'in_review', 'resolved', 'rejected'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

export const GRIEVANCE_TOPICS = ['order', 'delivery', 'product', 'payment', 'refund', 'other'] as const;

/**
 * A consumer's grievance under the E-Commerce Act's grievance duty (docs/nepal.md "Grievances"): registered at
 * once with a tracking number, decided in writing, with the reason, by `due_at`. Kept, like the invoices,
 * for the years the law asks; never deleted by the back office.
 */
export const grievances = pgTable(
  'grievances',
  {
    id: serial('id').primaryKey(),
    /** What the consumer quotes to follow it: `GR-` and eight unguessable letters and digits. */
    trackingNumber: text('tracking_number').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    /** The order it is about, as the consumer typed its number (not checked against the orders). */
    orderNumber: text('order_number'),
    topic: text('topic', { enum: GRIEVANCE_TOPICS }).notNull(),
    /** Plain text, shown escaped. */
    details: text('details').notNull(),
    /** The language the consumer wrote in: the mails about it are written in it. */
    locale: text('locale', { enum: ['en', 'ne'] })
      .notNull()
      .default('en'),
    status: text('status', { enum: GRIEVANCE_STATUSES }).notNull().default('received'),
    /** The written decision and its reason, shown to the consumer when resolved or rejected. */
    decision: text('decision'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => staff.id, { onDelete: 'set null' }),
    ip: text('ip'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('grievances_tracking_number_idx').on(t.trackingNumber),
    // The back office's list: open first, the nearest deadline first.
    index('grievances_open_idx').on(t.dueAt).where(sql`${t.status} IN ('received', 'in_review')`),
    index('grievances_created_idx').on(t.createdAt),
    check('grievances_status_check', sql`${t.status} IN ('received', 'in_review', 'resolved', 'rejected')`),
    check(
      'grievances_topic_check',
      sql`${t.topic} IN ('order', 'delivery', 'product', 'payment', 'refund', 'other')`,
    ),
  ],
);

/**
 * Promotions (docs/promotions.md): a code the shopper types or an automatic one, off the whole order or the
 * lines of some brands, categories or products, between two moments, within usage limits. `used_count` is
 * the redemptions not voided, counted up in the order's transaction by a conditional update, so a limited
 * code is never used past its limit however many checkouts race for it.
 */
export const PROMOTION_KINDS = ['code', 'automatic'] as const;
export const PROMOTION_TYPES = ['percentage', 'fixed', 'free_delivery'] as const;
export const PROMOTION_TARGETS = ['order', 'brands', 'categories', 'products'] as const;

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameNe: text('name_ne'),
    kind: text('kind', { enum: PROMOTION_KINDS }).notNull(),
    /** What the shopper types, matched without case; null for an automatic promotion. */
    code: text('code'),
    type: text('type', { enum: PROMOTION_TYPES }).notNull(),
    /** Per cent (1–100) for a percentage, whole rupees for a fixed amount, 0 for free delivery. */
    value: integer('value').notNull().default(0),
    target: text('target', { enum: PROMOTION_TARGETS }).notNull().default('order'),
    /** The brands', categories' or products' ids the lines must have (empty for the whole order). */
    targetIds: integer('target_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Whole rupees the cart's subtotal must reach; 0: none. */
    minSubtotal: integer('min_subtotal').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: runs until paused. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
    paused: boolean('paused').notNull().default(false),
    /** Combines with no other promotion. */
    exclusive: boolean('exclusive').notNull().default(false),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('promotions_code_idx').on(sql`lower(${t.code})`),
    check(
      'promotions_kind_check',
      sql`(${t.kind} = 'code' AND ${t.code} IS NOT NULL) OR (${t.kind} = 'automatic' AND ${t.code} IS NULL)`,
    ),
    check('promotions_type_check', sql`${t.type} IN ('percentage', 'fixed', 'free_delivery')`),
    check('promotions_target_check', sql`${t.target} IN ('order', 'brands', 'categories', 'products')`),
    check(
      'promotions_value_check',
      sql`(${t.type} = 'percentage' AND ${t.value} BETWEEN 1 AND 100) OR (${t.type} = 'fixed' AND ${t.value} > 0) OR (${t.type} = 'free_delivery' AND ${t.value} = 0)`,
    ),
    check(
      'promotions_limits_check',
      sql`${t.minSubtotal} >= 0 AND ${t.usedCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usageLimit} > 0) AND (${t.perCustomerLimit} IS NULL OR ${t.perCustomerLimit} > 0) AND (${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt})`,
    ),
  ],
);

/** Each use of a promotion by an order, written in the order's transaction; voided when the order is cancelled. */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Whole rupees the shopper saved by it (a free delivery: the charge waived). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: created(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promotion_redemptions_order_idx').on(t.orderId, t.promotionId),
    index('promotion_redemptions_customer_idx').on(t.promotionId, t.customerId),
  ],
);

/** The code a shopper entered in the cart, kept until removed or the cart is checked out. */
export const cartPromotionCodes = pgTable('cart_promotion_codes', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  createdAt: created(),
});

/**
 * A customer's return or exchange of a delivered order's goods (docs/returns.md): asked for within the
 * return window, then approved or declined, picked up, received back into stock and refunded against a
 * credit note. `kind` exchange is refunded the same way; the customer orders the replacement.
 */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'declined',
  'picked_up',
  'received',
  'refunded',
] as const;
export const RETURN_REASONS = ['damaged', 'wrong_item', 'not_as_described', 'changed_mind', 'other'] as const;

export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['refund', 'exchange'] }).notNull(),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    details: text('details'),
    /** Up to three private files (the `files` table) the customer sent. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** Whole rupees back for the lines as charged, before the restocking fee. */
    grossAmount: bigint('gross_amount', { mode: 'number' }).notNull(),
    restockingFee: bigint('restocking_fee', { mode: 'number' }).notNull().default(0),
    /** grossAmount − restockingFee: what the customer gets back. */
    refundAmount: bigint('refund_amount', { mode: 'number' }).notNull(),
    declineReason: text('decline_reason'),
    pickupOn: date('pickup_on', { mode: 'string' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The credit note's number in its fiscal year's series (`CN-2081/82-000003`), given with the refund. */
    creditNoteNumber: text('credit_note_number'),
    createdAt: created(),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId),
    index('returns_status_idx').on(t.status, t.createdAt),
    uniqueIndex('returns_credit_note_idx')
      .on(t.creditNoteNumber)
      .where(sql`${t.creditNoteNumber} IS NOT NULL`),
    check(
      'returns_status_check',
      sql`${t.status} IN ('requested', 'approved', 'declined', 'picked_up', 'received', 'refunded')`,
    ),
    check(
      'returns_amounts_check',
      sql`${t.refundAmount} = ${t.grossAmount} - ${t.restockingFee} AND ${t.restockingFee} >= 0`,
    ),
  ],
);

/** One order line's goods in a return: how many, and what they were charged (whole rupees). */
export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** What these units were charged, as the order line stored it (after any discount of the line). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    restockingFee: bigint('restocking_fee', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('return_lines_return_idx').on(t.returnId),
    check('return_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** The credit notes' series, one per fiscal year, apart from the invoices' (docs/returns.md "Credit note"). */
export const creditNoteSequences = pgTable('credit_note_sequences', {
  fiscalYear: text('fiscal_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Money paid back (docs/returns.md "Refunds owed"): a duplicate gateway payment (`source` attempt), a paid
 * order cancelled or rejected (`order`), or a return (`return`), each refunded once, through its gateway
 * or recorded as cash or a bank transfer with its reference. `account`: a return of a dealer's order on
 * account, credited to the company's statement instead of paid out (docs/returns.md "Refunds").
 */
export const REFUND_SOURCES = ['attempt', 'order', 'return'] as const;
export const REFUND_METHODS = ['esewa', 'khalti', 'cash', 'bank', 'account'] as const;

export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    source: text('source', { enum: REFUND_SOURCES }).notNull(),
    sourceId: integer('source_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: text('method', { enum: REFUND_METHODS }).notNull(),
    /** The gateway's answer or the bank's / receipt's reference. */
    reference: text('reference').notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('refunds_source_idx').on(t.source, t.sourceId),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_source_check', sql`${t.source} IN ('attempt', 'order', 'return')`),
    check('refunds_method_check', sql`${t.method} IN ('esewa', 'khalti', 'cash', 'bank', 'account')`),
    check('refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * Quotes for projects (docs/quotes.md): a customer's cart asked to be priced, the staff's priced revisions,
 * and the messages both sides exchange on it. `status` is the request's own; a priced quote past its last
 * revision's validity reads as expired without a write.
 */
export const QUOTE_STATUSES = ['requested', 'priced', 'accepted', 'declined', 'withdrawn'] as const;

export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    /** Random and unguessable: the quote's public id. */
    slug: text('slug').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('requested'),
    projectName: text('project_name').notNull(),
    site: text('site').notNull(),
    /** The day the buyer wants the goods (Nepal's calendar day), if given. */
    wantedBy: date('wanted_by', { mode: 'string' }),
    note: text('note'),
    /** The order its acceptance placed. */
    orderId: integer('order_id').references(() => orders.id),
    /** The language the quote was asked for in: its mails to the buyer are written in it. */
    locale: text('locale', { enum: ['en', 'ne'] })
      .notNull()
      .default('en'),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quotes_customer_idx').on(t.customerId, t.createdAt),
    index('quotes_status_idx').on(t.status, t.createdAt),
    check(
      'quotes_status_check',
      sql`${t.status} IN ('requested', 'priced', 'accepted', 'declined', 'withdrawn')`,
    ),
  ],
);

/** What the buyer asked for: a product and how many, at the unit price the cart showed then. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** Whole rupees a unit when asked: the starting price staff see. */
    askedPrice: integer('asked_price').notNull(),
  },
  (t) => [
    index('quote_lines_quote_idx').on(t.quoteId),
    check('quote_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * One pricing the staff sent. Only a quote's latest revision can be accepted; `prices` holds each line's
 * unit price (whole rupees, VAT included) by quote line id.
 */
export const quoteRevisions = pgTable(
  'quote_revisions',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    prices: jsonb('prices').$type<Record<string, number>>().notNull(),
    /** Whole rupees off the goods. */
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    /** Whole rupees, VAT included. */
    deliveryCharge: bigint('delivery_charge', { mode: 'number' }).notNull().default(0),
    /** The last Nepal day it can be accepted on. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('quote_revisions_quote_idx').on(t.quoteId, t.revision)],
);

export const quoteMessages = pgTable(
  'quote_messages',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** Null: the buyer wrote it; else the staff member (kept when the account goes). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /**
     * The customer who wrote it: the buyer, or their company's owner (docs/dealers.md "Accounts"). Null for
     * staff, and for messages older than the column, which were the buyer's.
     */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    createdAt: created(),
  },
  (t) => [index('quote_messages_quote_idx').on(t.quoteId, t.createdAt)],
);
