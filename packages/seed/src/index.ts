// The seed catalogue (docs/server.md "The demo shop"): brands, a three-level category tree, 300+ products
// with drawn pictures, stock by lot at the warehouse and showrooms, content pages, showrooms, blogs, jobs, FAQs, catalogues with real PDFs, banners,
// testimonials, complaint symptoms, plugins, a demo customer with orders, and a demo partner key.
// Deterministic: the same catalogue every run (order slugs and password salts excepted).

import type { Database } from '@sajilo/server/db/client';
import { queryRows } from '@sajilo/server/db/query';
import {
  apiClients,
  banners,
  blogs,
  brands,
  catalogues,
  categories,
  colors,
  complaintSymptoms,
  deliveryZoneAreas,
  deliveryZones,
  designs,
  faqs,
  faqTypes,
  grievances,
  jobs,
  pages,
  plugins,
  products,
  promotions,
  type StoredImage,
  shopSettings,
  showrooms,
  sizes,
  testimonials,
} from '@sajilo/server/db/schema';
import { sha256 } from '@sajilo/server/services/crypto';
import { contentHash, type NewFile, putFiles } from '@sajilo/server/services/files';
import { hashPassword } from '@sajilo/server/services/passwords';
import { and, eq, lt, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { BRANDS, CATEGORY_TITLES_NE, CATEGORY_TREE, type CategoryDef, COLOURS } from './catalog-data.js';
import { buildCataloguePdf } from './catalogue-pdf.js';
import {
  BANNERS,
  BLOGS,
  CATALOGUES,
  COMPANY,
  COMPLAINT_SYMPTOMS,
  FAQS,
  JOBS,
  osmEmbed,
  PAGES,
  PLUGINS,
  SHOWROOMS,
  TESTIMONIALS,
} from './content.js';
import {
  BANNERS_NE,
  BLOGS_NE,
  CATALOGUES_NE,
  COMPLAINT_SYMPTOMS_NE,
  FAQ_TYPES_NE,
  FAQS_NE,
  HOURS_NE,
  JOBS_NE,
  PAGES_NE,
  SHOWROOMS_NE,
  TESTIMONIALS_NE,
} from './content-ne.js';
import { seedDemoDealer } from './dealers.js';
import { DELIVERY_ZONES, demoWeightGrams } from './delivery.js';
import { DEMO_CUSTOMER, seedDemoCustomer, seedDemoOwner } from './demo-accounts.js';
import { demoDesigns } from './designs.js';
import { ImageSet } from './images.js';
import { baseProducts, type ProductSpec, variantBatches } from './products.js';
import { demoPromotions } from './promotions.js';
import { seedDemoQuotes } from './quotes.js';
import { seedReviews } from './reviews.js';
import { seedSamples } from './samples.js';
import {
  avatarSvg,
  bannerSvg,
  blogSvg,
  coverSvg,
  iconSvg,
  showroomSvg,
  wordmarkSvg,
} from './scene-drawings.js';
import { demoGrievances, SHOP_SETTINGS } from './shop-settings.js';
import { seedStock } from './stock.js';
import { isoDate, slugify } from './text.js';

export interface SeedOptions {
  /** Number of products (default: the shop's catalogue, at least 300). */
  products?: number;
  log?: (message: string) => void;
}

/**
 * Keeps the demo's Careers page alive (docs/server.md "The demo shop"): a seeded open job (matched by slug)
 * whose deadline has passed gets the deadline it was seeded with, counted from today, so the jobs do not all
 * close about a month after the first start. Only those jobs, and only their deadline, change; the demo's
 * closed posting stays closed. Returns how many moved.
 */
export async function refreshDemoJobDeadlines(db: Database, now = new Date()): Promise<number> {
  let moved = 0;
  for (const j of JOBS.filter((job) => job.closesInDays > 0)) {
    const rows = await db
      .update(jobs)
      .set({ deadline: isoDate(now, j.closesInDays) })
      .where(and(eq(jobs.slug, j.slug), lt(jobs.deadline, isoDate(now))))
      .returning({ id: jobs.id });
    moved += rows.length;
  }
  return moved;
}

export { DEMO_DEALER, DEMO_DEALER_BUYER } from './dealers.js';
export { DEMO_CUSTOMER, DEMO_OWNER, seedDemoOwner } from './demo-accounts.js';
/** The complaint symptoms the support ticket offers (GET /api/complains), as the seed stores them. */
export { COMPLAINT_SYMPTOMS };

/** The demo partner key for the widgets (docs/architecture.md); only its SHA-256 is stored. */
export const DEMO_PARTNER_KEY = 'sajilo-demo-partner-key';

/** Rows a statement: 500 products is about 12,000 parameters, well under PostgreSQL's 65,535. */
const BATCH = 500;

/** Seeds the catalogue when the database has no products; returns whether it seeded. */
export async function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  if ((row?.n ?? 0) > 0) return false;
  await seed(db, options);
  return true;
}

interface FlatCategory {
  def: CategoryDef;
  depth: number;
  parent: string | undefined;
  /** Slugs from the top-level category down to this one. */
  path: string[];
  sortOrder: number;
}

function flatten(tree: CategoryDef[], depth = 0, path: string[] = []): FlatCategory[] {
  return tree.flatMap((def, i) => [
    { def, depth, parent: path.at(-1), path: [...path, def.slug], sortOrder: i + 1 },
    ...flatten(def.children ?? [], depth + 1, [...path, def.slug]),
  ]);
}

/** `count` items spread evenly over `list` (so a small catalogue still has every category). */
function spread<T>(list: T[], count: number): T[] {
  if (count >= list.length) return list;
  const out: T[] = [];
  for (let i = 0; i < count; i++) {
    const item = list[Math.floor((i * list.length) / count)];
    if (item) out.push(item);
  }
  return out;
}

async function insertInBatches<T>(items: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) await insert(items.slice(i, i + BATCH));
}

/** Fills an empty database with the shop's catalogue. */
export async function seed(db: Database, options: SeedOptions = {}): Promise<void> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const now = new Date();
  const images = new ImageSet();

  // --- Plan everything (no database yet): categories, brands, products, content and their pictures.
  const flat = flatten(CATEGORY_TREE);
  const bySlug = new Map(flat.map((c) => [c.def.slug, c]));
  const categoryOf = (slug: string): FlatCategory => {
    const c = bySlug.get(slug);
    if (!c) throw new Error(`unknown category ${slug}`);
    return c;
  };
  const categoryTitle = (slug: string) => categoryOf(slug).def.title;
  const topOf = (slug: string) => categoryOf(slug).path[0] ?? slug;

  const categoryImages = new Map(
    flat.map((c) => [
      c.def.slug,
      images.add(
        {
          group: 'categories',
          name: c.def.slug,
          width: 256,
          height: 256,
          widths: [128, 256],
          svg: () => iconSvg(c.def.icon),
        },
        c.def.title,
      ),
    ]),
  );
  const brandImages = new Map(
    BRANDS.map((b) => [
      b.slug,
      images.add(
        {
          group: 'brands',
          name: b.slug,
          width: 480,
          height: 240,
          widths: [240, 480],
          svg: () => wordmarkSvg(b),
        },
        `${b.title} logo`,
      ),
    ]),
  );

  const catalogue = baseProducts(images, categoryTitle, topOf);
  const wanted = Math.max(0, Math.floor(options.products ?? catalogue.products.length));
  const base = spread(catalogue.products, wanted);
  const extra = Math.max(0, wanted - catalogue.products.length);

  const showroomImages = new Map(
    SHOWROOMS.map((s) => [
      s.slug,
      images.add(
        {
          group: 'showrooms',
          name: s.slug,
          width: 1200,
          height: 800,
          // 960 between the two: a card 378 px wide on a phone of 1.75–2 device pixels a CSS pixel needs
          // 660–760, where 1200 would be the next size (docs/storefront.md "Speed").
          widths: [640, 960, 1200],
          svg: () => showroomSvg(s.branch, s.look),
        },
        `${s.title}, ${s.address}`,
      ),
    ]),
  );
  const bannerRows = BANNERS.map((b, i) => {
    const ne = BANNERS_NE[b.title];
    // docs/nepal.md "Content in Nepali": each banner is drawn twice, its words in English and in Nepali, the
    // same room beside them; the Nepali home page shows the Nepali picture.
    const picture = (lang: 'en' | 'ne', words: { title: string; description: string; kicker: string }) =>
      images.add(
        {
          group: 'banners',
          name: `${slugify(b.title)}${lang === 'ne' ? '-ne' : ''}`,
          width: 1600,
          height: 600,
          widths: [640, 1024, 1600],
          svg: () =>
            bannerSvg({
              kicker: words.kicker,
              headline: words.title,
              subline: words.description,
              scene: b.scene,
              look: b.look,
              lang,
            }),
        },
        words.title,
      );
    return {
      title: b.title,
      titleNe: ne?.title ?? null,
      description: b.description,
      descriptionNe: ne?.description ?? null,
      link: b.link,
      sortOrder: i + 1,
      image: picture('en', b),
      imageNe: ne ? picture('ne', ne) : null,
    };
  });
  const testimonialRows = TESTIMONIALS.map((t, i) => ({
    ...t,
    nameNe: TESTIMONIALS_NE[t.name]?.name ?? null,
    messageNe: TESTIMONIALS_NE[t.name]?.message ?? null,
    image: images.add(
      {
        group: 'people',
        name: slugify(t.name),
        width: 160,
        height: 160,
        widths: [80, 160],
        svg: () => avatarSvg(t.name, i),
      },
      t.name,
    ),
  }));
  const blogRows = BLOGS.map((b) => ({
    slug: b.slug,
    title: b.title,
    titleNe: BLOGS_NE[b.slug]?.title ?? null,
    date: b.date,
    summary: b.summary,
    summaryNe: BLOGS_NE[b.slug]?.summary ?? null,
    description: b.description,
    descriptionNe: BLOGS_NE[b.slug]?.description ?? null,
    seoTitle: `${b.title} | Sajilo Blog`,
    seoTitleNe: BLOGS_NE[b.slug] ? `${BLOGS_NE[b.slug]?.title} | सजिलो ब्लग` : null,
    seoDescription: b.summary,
    seoKeyword: b.keywords,
    image: images.add(
      {
        group: 'blogs',
        name: b.slug,
        width: 1200,
        height: 675,
        widths: [640, 960, 1200],
        svg: () => blogSvg(b.scene, b.look, 'Shopping Guide'),
      },
      b.title,
    ),
  }));
  // The 2026 range: a fixed year keeps covers and titles the same every run.
  const year = '2026';
  const catalogueRows = CATALOGUES.map((c, i) => ({
    def: c,
    row: {
      slug: c.slug,
      title: c.title,
      titleNe: CATALOGUES_NE[c.slug] ?? null,
      /** Set once the PDF is made (its address carries its hash). */
      file: '',
      sortOrder: i + 1,
      image: images.add(
        {
          group: 'catalogues',
          name: `${c.slug}-cover`,
          width: 600,
          height: 848,
          // 450 between: two covers abreast on a phone are about 180 px wide, 320–360 device pixels.
          widths: [300, 450, 600],
          svg: () => coverSvg(c.title, year, c.look, c.scene),
        },
        `${c.title} catalogue cover`,
      ),
    },
  }));
  log(`seed: ${images.size} pictures planned, ${base.length + extra} products`);

  // --- Pictures and PDFs are made while the database fills (sharp works on its own threads), and stored
  // with the rows in one transaction. A PDF's address carries its content's hash, like the pictures'.
  // A failed seed stops rendering (below): its pictures would be thrown away with the transaction.
  const failed = new AbortController();
  const rendering = images.renderMissing(db, 3, failed.signal).then((r) => {
    if (!failed.signal.aborted) {
      log(
        `seed: rendered ${r.files.length - r.kept} picture files, read ${r.kept} from the picture cache ` +
          `(${r.skipped} pictures already there)`,
      );
    }
    return r.files;
  });
  const pdfs = Promise.all(
    catalogueRows.map(async ({ def, row }): Promise<NewFile> => {
      const content = await buildCataloguePdf({
        title: def.title,
        coverPng: () =>
          sharp(Buffer.from(coverSvg(def.title, year, def.look, def.scene)), { density: 144 })
            .png({ compressionLevel: 6 })
            .toBuffer(),
        lines: base
          .filter((p) => topOf(p.category) === def.category)
          .map((p) => ({ code: p.productCode, title: p.title, size: p.size, unit: p.unit, price: p.price })),
        showrooms: SHOWROOMS,
        hours: COMPANY.hours,
      });
      row.file = `catalogues/${def.slug}-${contentHash(content).slice(0, 10)}.pdf`;
      return { path: row.file, content, mime: 'application/pdf', public: true };
    }),
  );
  // A failure is reported by the transaction awaiting these; this keeps an early database error from
  // leaving them unhandled.
  rendering.catch(() => {});
  pdfs.catch(() => {});

  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);

  try {
    // One transaction: a failed seed leaves an empty database, which the next start seeds again.
    await db.transaction(async (tx) => {
      // The seed waits on its pictures and PDFs inside this transaction, far longer than a request may:
      // the serving pool's time limits (db/client.ts) do not apply to it.
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
      const usedColours = new Set(catalogue.products.map((p) => p.colour));
      const colourRows = await tx
        .insert(colors)
        .values(
          COLOURS.filter((c) => usedColours.has(c.name)).map((c) => ({
            title: c.hex,
            subtitle: c.name,
            subtitleNe: c.nameNe,
          })),
        )
        .returning({ id: colors.id, name: colors.subtitle });
      const colourIds = new Map(colourRows.map((c) => [c.name, c.id]));

      const sizeValues = [...new Set(catalogue.products.map((p) => p.size))];
      const sizeRows = await tx
        .insert(sizes)
        .values(sizeValues.map((s) => ({ title: `${s} mm`, subtitle: s })))
        .returning({ id: sizes.id, value: sizes.subtitle });
      const sizeIds = new Map(sizeRows.map((s) => [s.value, s.id]));

      const brandRows = await tx
        .insert(brands)
        .values(
          BRANDS.map((b, i) => ({
            slug: b.slug,
            title: b.title,
            image: brandImages.get(b.slug) as StoredImage,
            seoTitle: `${b.title} Products Price in Nepal | Sajilo`,
            seoDescription: `Genuine ${b.title} products (${b.country}) with warranty at Sajilo showrooms in Kathmandu.`,
            seoKeyword: `${b.title.toLowerCase()}, ${b.title.toLowerCase()} nepal, ${b.title.toLowerCase()} price`,
            sortOrder: i + 1,
          })),
        )
        .returning({ id: brands.id, slug: brands.slug });
      const brandIds = new Map(brandRows.map((b) => [b.slug, b.id]));

      const categoryIds = new Map<string, number>();
      for (const depth of [0, 1, 2]) {
        const level = flat.filter((c) => c.depth === depth);
        if (level.length === 0) continue;
        const rows = await tx
          .insert(categories)
          .values(
            level.map((c) => ({
              slug: c.def.slug,
              title: c.def.title,
              titleNe: CATEGORY_TITLES_NE[c.def.slug] ?? null,
              depth: c.depth,
              parentId: c.parent ? (categoryIds.get(c.parent) ?? null) : null,
              image: categoryImages.get(c.def.slug) as StoredImage,
              seoTitle: `${c.def.title} Price in Nepal | Sajilo`,
              seoDescription: c.def.summary,
              seoKeyword: `${c.def.title.toLowerCase()}, ${c.def.title.toLowerCase()} price in nepal, ${c.path
                .map((s) => categoryTitle(s).toLowerCase())
                .join(', ')}`,
              // Top-level and sub-categories show on the home page with their icons (issue: at least 18).
              showOnHome: c.depth <= 1,
              sortOrder: c.sortOrder,
            })),
          )
          .returning({ id: categories.id, slug: categories.slug });
        for (const r of rows) categoryIds.set(r.slug, r.id);
      }
      // The base tiles made in several sizes and finishes, grouped (docs/tiles.md "Designs").
      const designOf = new Map<string, number>();
      const designSpecs = demoDesigns(base);
      if (designSpecs.length > 0) {
        const designRows = await tx
          .insert(designs)
          .values(designSpecs.map((d) => ({ slug: d.slug, title: d.title, titleNe: d.titleNe })))
          .returning({ id: designs.id, slug: designs.slug });
        for (const d of designSpecs) {
          const id = designRows.find((r) => r.slug === d.slug)?.id;
          for (const member of d.members) if (id !== undefined) designOf.set(member, id);
        }
      }
      const idOf = (map: Map<string, number>, key: string): number => {
        const id = map.get(key);
        if (id === undefined) throw new Error(`seed: no id for ${key}`);
        return id;
      };

      const productRow = (p: ProductSpec) => {
        const path = categoryOf(p.category).path;
        const titles = path.map(categoryTitle);
        const sizeTitle = `${p.size} mm`;
        return {
          slug: p.slug,
          title: p.title,
          titleNe: p.titleNe,
          price: p.price,
          productCode: p.productCode,
          brandId: idOf(brandIds, p.brand.slug),
          categoryId: idOf(categoryIds, p.category),
          // The product's category first, then its ancestors: listings of a parent include it.
          categoryIds: [...path].reverse().map((s) => idOf(categoryIds, s)),
          colorId: idOf(colourIds, p.colour),
          sizeId: idOf(sizeIds, p.size),
          size: p.size,
          sizeUnit: 'mm',
          finish: p.finish ?? null,
          finishNe: p.finishNe ?? null,
          designId: designOf.get(p.slug) ?? null,
          unit: p.unit,
          piecesPerBox: p.packaging?.piecesPerBox ?? null,
          mm2PerBox: p.packaging?.mm2PerBox ?? null,
          boxesPerPallet: p.packaging?.boxesPerPallet ?? null,
          weightGrams: demoWeightGrams(
            p.category,
            p.packaging ? p.packaging.mm2PerBox / 1_000_000 : undefined,
          ),
          description: p.description,
          descriptionNe: p.descriptionNe,
          tabs: p.tabs,
          images: p.images,
          seoTitle: p.seoTitle,
          seoDescription: p.seoDescription,
          seoKeyword: p.seoKeyword,
          trending: p.trending,
          // What search looks at: title, code, brand, every category title, colour and size, then the
          // product's and its categories' Nepali names (docs/nepal.md "Search in Nepali"), as
          // services/admin/catalog.ts writes it.
          searchText: [
            p.title,
            p.productCode,
            p.brand.title,
            ...titles,
            p.colour,
            sizeTitle,
            p.titleNe,
            ...path.map((slug) => CATEGORY_TITLES_NE[slug]),
          ]
            .filter(Boolean)
            .join(' '),
        };
      };

      const inserted: { id: number; slug: string }[] = [];
      await insertInBatches(base, async (chunk) => {
        inserted.push(
          ...(await tx
            .insert(products)
            .values(chunk.map(productRow))
            .returning({ id: products.id, slug: products.slug })),
        );
      });
      let done = base.length;
      for (const chunk of variantBatches(catalogue, extra, BATCH, topOf)) {
        await tx.insert(products).values(chunk.map(productRow));
        done += chunk.length;
        if (done % 10_000 < BATCH) log(`seed: ${done} products`);
      }

      await tx.insert(banners).values(bannerRows);
      await tx.insert(testimonials).values(testimonialRows);
      await tx.insert(pages).values(
        PAGES.map((p) => ({
          slug: p.slug,
          title: p.title,
          titleNe: PAGES_NE[p.slug]?.title ?? null,
          description: p.description,
          descriptionNe: PAGES_NE[p.slug]?.description ?? null,
          image: p.imageOf ? (showroomImages.get(p.imageOf) ?? null) : null,
          seoTitle:
            p.slug === 'home' ? 'Sajilo | Tiles, Sanitaryware & Bath Ware in Nepal' : `${p.title} | Sajilo`,
          seoTitleNe: PAGES_NE[p.slug]
            ? (PAGES_NE[p.slug]?.seoTitle ?? `${PAGES_NE[p.slug]?.title} | सजिलो`)
            : null,
          seoDescription: p.seoDescription,
          seoDescriptionNe: PAGES_NE[p.slug]?.seoDescription ?? null,
          seoKeyword: p.seoKeyword,
        })),
      );
      await tx.insert(plugins).values(PLUGINS.map((p) => ({ tagType: 'Meta' as const, ...p, active: true })));
      const catalogueFiles = await pdfs;
      await putFiles(tx, catalogueFiles);
      await tx.insert(catalogues).values(catalogueRows.map((c) => c.row));
      await tx.insert(showrooms).values(
        SHOWROOMS.map((s, i) => ({
          slug: s.slug,
          title: s.title,
          titleNe: SHOWROOMS_NE[s.slug]?.title ?? null,
          summary: s.summary,
          summaryNe: SHOWROOMS_NE[s.slug]?.summary ?? null,
          description: s.description,
          descriptionNe: SHOWROOMS_NE[s.slug]?.description ?? null,
          address: s.address,
          addressNe: SHOWROOMS_NE[s.slug]?.address ?? null,
          phone: s.phone,
          email: s.email,
          hours: COMPANY.hours,
          hoursNe: HOURS_NE,
          mapUrl: osmEmbed(s.latitude, s.longitude),
          latitude: String(s.latitude),
          longitude: String(s.longitude),
          image: showroomImages.get(s.slug) as StoredImage,
          sortOrder: i + 1,
        })),
      );
      // The base catalogue's stock at the warehouse and the showrooms (benchmark variants stay uncounted).
      const idOfSlug = new Map(inserted.map((p) => [p.slug, p.id]));
      await seedStock(
        tx,
        base.map((p) => ({
          id: idOf(idOfSlug, p.slug),
          slug: p.slug,
          productCode: p.productCode,
          unit: p.unit,
          trending: p.trending,
        })),
      );
      // Samples on a few tiles (docs/tiles.md "Samples").
      await seedSamples(
        tx,
        base.flatMap((p) => (p.packaging ? [{ id: idOf(idOfSlug, p.slug), size: p.size }] : [])),
      );
      await tx.insert(blogs).values(blogRows);
      // Jobs are open: posted in the past, closing in the future, counted from the seed's day.
      await tx.insert(jobs).values(
        JOBS.map((j) => ({
          slug: j.slug,
          title: j.title,
          titleNe: JOBS_NE[j.slug]?.title ?? null,
          type: j.type,
          typeNe: JOBS_NE[j.slug]?.type ?? null,
          vacancy: j.vacancy,
          salary: j.salary,
          salaryNe: JOBS_NE[j.slug]?.salary ?? null,
          education: j.education,
          educationNe: JOBS_NE[j.slug]?.education ?? null,
          experience: j.experience,
          experienceNe: JOBS_NE[j.slug]?.experience ?? null,
          date: isoDate(now, -j.postedDaysAgo),
          deadline: isoDate(now, j.closesInDays),
          description: j.description,
          descriptionNe: JOBS_NE[j.slug]?.description ?? null,
        })),
      );
      for (const [i, group] of FAQS.entries()) {
        const [type] = await tx
          .insert(faqTypes)
          .values({ title: group.type, titleNe: FAQ_TYPES_NE[group.type] ?? null, sortOrder: i + 1 })
          .returning({ id: faqTypes.id });
        if (!type) throw new Error('seed: faq type not stored');
        await tx.insert(faqs).values(
          group.items.map(([question, answer], k) => ({
            typeId: type.id,
            question,
            questionNe: FAQS_NE[question]?.[0] ?? null,
            answer,
            answerNe: FAQS_NE[question]?.[1] ?? null,
            sortOrder: k + 1,
          })),
        );
      }
      await tx
        .insert(complaintSymptoms)
        .values(
          COMPLAINT_SYMPTOMS.map((title) => ({ title, titleNe: COMPLAINT_SYMPTOMS_NE[title] ?? null })),
        );
      // The seller's facts (docs/nepal.md "VAT invoice", "The seller on the site"): made-up PAN/VAT and
      // registration numbers, the grievance officer; and two grievances for the back office's list.
      await tx.insert(shopSettings).values(SHOP_SETTINGS);
      await tx.insert(grievances).values(demoGrievances(now));
      // Delivery by place and weight (docs/delivery.md): every district in a zone.
      for (const { areas, ...zone } of DELIVERY_ZONES) {
        const [row] = await tx.insert(deliveryZones).values(zone).returning({ id: deliveryZones.id });
        if (!row) throw new Error('seed: delivery zone insert returned no row');
        await tx.insert(deliveryZoneAreas).values(areas.map((area) => ({ zoneId: row.id, ...area })));
      }

      // Promotions (docs/promotions.md): the festival code DASHAIN10 and free delivery on large orders.
      await tx.insert(promotions).values(demoPromotions(now));
      await seedDemoCustomer(tx, base, inserted, passwordHash, now);
      // Reviews on the trending products (docs/customer.md §2.11).
      const trendingSlugs = new Set(base.filter((p) => p.trending).map((p) => p.slug));
      await seedReviews(
        tx,
        inserted.filter((p) => trendingSlugs.has(p.slug)),
        passwordHash,
        now,
      );
      await seedDemoOwner(tx);
      // The demo dealer company (docs/dealers.md "The demo dealer").
      const demoDealer = await seedDemoDealer(tx, base, inserted, passwordHash, now);
      // Quotes in every state for the demo customer (docs/quotes.md).
      await seedDemoQuotes(tx, now);
      await tx
        .insert(apiClients)
        .values({
          name: 'Demo partner',
          kind: 'partner',
          keyHash: sha256(DEMO_PARTNER_KEY),
          allowedOrigins: ['http://localhost:4100', 'http://127.0.0.1:4100'],
          formsPerMinute: 5,
          // The demo partner page is a dealer's site: what its widgets send are the demo dealer's leads
          // (docs/dealers.md "Leads").
          dealerCompanyId: demoDealer,
        })
        .onConflictDoNothing();

      // The pictures the rows point to are committed with them.
      await putFiles(tx, await rendering);
    });
  } catch (error) {
    failed.abort();
    throw error;
  } finally {
    await Promise.allSettled([rendering, pdfs]);
  }
  log(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
