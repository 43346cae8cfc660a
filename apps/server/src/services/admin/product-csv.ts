// The products' CSV export and import (docs/back-office.md "CSV import and export"). The export streams: it
// reads the products 1,000 at a time by id and writes each line as it goes. The import is all-or-nothing: the
// body is received whole into a temporary file first (so no transaction waits on a slow upload), then parsed
// from it (csv-parse) in one transaction, 1,000 lines a statement: an upsert by product code, with its audit
// entry. A line that cannot be used is refused with its reasons and the rest go on; a line whose values the
// product already has is not written at all, so a file imported twice changes nothing the second time.
// Every import is recorded with how it ended (./product-imports.ts); what one line means is
// ./product-csv-line.ts.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AdminComponents } from '@sajilo/api/admin';
import { CsvError, parse } from 'csv-parse';
import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { products, type StoredImage } from '../../db/schema.js';
import { HttpError, invalid } from '../../errors.js';
import { deleteOrphanedFiles, imageFiles } from '../orphan-files.js';
import { sampleSettingsOf, saveSampleSettings } from '../samples.js';
import { lottedProducts, setSimpleStock, stockTotals } from '../stock.js';
import { audit } from './audit.js';
import { Lookups, slugify } from './catalog.js';
import { csvLine } from './csv.js';
import { findUpload } from './pictures.js';
import {
  applyLine,
  CODE,
  type Column,
  CSV_COLUMNS,
  gramsToKg,
  type Parsed,
  same,
  unquote,
} from './product-csv-line.js';
import { finishImport, holdImport, recordRefusedImport, startImport } from './product-imports.js';
import { currentStaff } from './sessions.js';

type ImportReport = AdminComponents['schemas']['ImportReport'];
type ImportLine = AdminComponents['schemas']['ImportLine'];
type AdminSampleSettings = AdminComponents['schemas']['SampleSettings'];
type ProductRecord = typeof products.$inferSelect;
type ProductInsert = typeof products.$inferInsert;

export const IMPORT_BATCH = 1000;
/** The largest file the import reads (the contract's 50 MB): about 250,000 lines of the export. */
export const IMPORT_LIMIT = 50 * 1024 * 1024;

/**
 * Every product, or only those of `ids` (the back office's chosen ones), as CSV lines, 1,000 products a read,
 * in id order.
 */
export function exportProducts(db: Database, ids?: readonly number[]): Readable {
  async function* lines(): AsyncGenerator<string> {
    const lookups = await Lookups.load(db);
    yield csvLine([...CSV_COLUMNS]);
    let after = 0;
    for (;;) {
      const rows = await db
        .select()
        .from(products)
        .where(and(gt(products.id, after), ids === undefined ? undefined : inArray(products.id, [...ids])))
        .orderBy(asc(products.id))
        .limit(IMPORT_BATCH);
      if (rows.length === 0) return;
      const totals = await stockTotals(
        db,
        rows.map((p) => p.id),
      );
      const samples = await sampleSettingsOf(
        db,
        rows.map((p) => p.id),
      );
      let chunk = '';
      for (const p of rows) {
        const sample = samples.get(p.id);
        chunk += csvLine([
          p.productCode,
          p.title,
          p.slug,
          p.brandId === null ? '' : lookups.brands.get(p.brandId)?.slug,
          p.categoryId === null ? '' : lookups.categories.get(p.categoryId)?.slug,
          p.colorId === null ? '' : lookups.colours.get(p.colorId),
          p.sizeId === null ? (p.size ?? '') : lookups.sizes.get(p.sizeId),
          p.sizeUnit,
          p.finish,
          p.finishNe,
          p.designId === null ? '' : lookups.designs.get(p.designId),
          p.unit,
          p.price,
          p.salePrice,
          totals.get(p.id),
          p.piecesPerBox,
          // The box's area in m², as the staff type it (1.44); the import stores it in mm² again.
          p.mm2PerBox === null ? null : p.mm2PerBox / 1_000_000,
          p.boxesPerPallet,
          gramsToKg(p.weightGrams),
          // The sample offer (docs/tiles.md "Samples"): all empty when the product has none.
          sample ? String(sample.offered) : '',
          sample?.kind ?? '',
          sample?.size ?? '',
          sample?.size_ne ?? '',
          sample?.price ?? '',
          sample?.stock ?? '',
          String(p.published),
          String(p.trending),
          p.description,
          p.seoTitle,
          p.seoDescription,
          p.seoKeyword,
          p.images.map((image) => image.path).join(' | '),
        ]);
      }
      yield chunk;
      after = rows.at(-1)?.id ?? after;
    }
  }
  return Readable.from(lines());
}

/** Writes one batch of parsed lines in the import's transaction; returns each line's outcome. */
async function writeBatch(
  tx: Database,
  request: FastifyRequest,
  batch: Parsed[],
  lookups: Lookups,
  slugsTaken: Set<string>,
): Promise<ImportLine[]> {
  const codes = [...new Set(batch.map((r) => r.code).filter((c): c is string => c !== null))];
  // Locked: two imports (or an import and the editor) never write the same product from stale values.
  const existingRows = codes.length
    ? await tx.select().from(products).where(inArray(products.productCode, codes)).for('update')
    : [];
  const existing = new Map(existingRows.map((p) => [p.productCode, p]));
  const ids = existingRows.map((p) => p.id);
  const totals = await stockTotals(tx, ids);
  const lotted = await lottedProducts(tx, ids);
  /** The stock each code's last line gives (goods without lots only). */
  const stockByCode = new Map<string, number>();
  /** The sample offer each code's last line gives (docs/tiles.md "Samples"). */
  const sampleByCode = new Map<string, AdminSampleSettings | null>();
  const samplesNow = await sampleSettingsOf(tx, ids);
  const outcomes: ImportLine[] = [];
  const toWrite: { line: Parsed; values: ProductInsert; created: boolean }[] = [];
  const newSlugs = new Map<Parsed, string[]>();
  const applied: { line: Parsed; values: Omit<ProductInsert, 'slug'> & { slug?: string } }[] = [];
  for (const line of batch) {
    const refuse = (reasons: string[]) =>
      outcomes.push({ line: line.line, product_code: line.code, outcome: 'refused', reasons });
    if (line.code === null) {
      refuse(['product_code is empty.']);
      continue;
    }
    if (!CODE.test(line.code) || line.code.length > 60) {
      refuse([`product_code "${line.code}" may hold only letters, digits and . _ / - (at most 60).`]);
      continue;
    }
    const current = existing.get(line.code);
    const result = applyLine(line, current, lookups);
    if ('reasons' in result) {
      refuse(result.reasons);
      continue;
    }
    if (
      result.stock !== undefined &&
      current &&
      lotted.has(current.id) &&
      result.stock !== totals.get(current.id)
    ) {
      refuse([`stock: ${line.code} is counted by lot; receive, move or count its boxes under Stock.`]);
      continue;
    }
    if (result.stock !== undefined) stockByCode.set(line.code, result.stock);
    if (result.sample !== undefined) sampleByCode.set(line.code, result.sample);
    if (result.pictures) {
      const images: StoredImage[] = [];
      const missing: string[] = [];
      for (const path of result.pictures) {
        const stored = current?.images.find((image) => image.path === path) ?? (await findUpload(tx, path));
        if (stored) images.push({ ...stored, alt: stored.alt || result.values.title });
        else missing.push(path);
      }
      if (missing.length > 0) {
        refuse([`No uploaded picture is named ${missing.map((m) => `"${m}"`).join(', ')}.`]);
        continue;
      }
      result.values.images = images;
    }
    if (!current) {
      const base = slugify(result.values.title);
      newSlugs.set(line, result.values.slug ? [result.values.slug] : [base, `${base}-${slugify(line.code)}`]);
    }
    applied.push({ line, values: result.values });
  }
  // New products' addresses: the title's slug, or with the code after it, whichever is free.
  const candidates = [...newSlugs.values()].flat();
  const taken = new Set(
    candidates.length
      ? (
          await queryRows<{ slug: string }>(
            tx,
            sql`select slug from products where slug = any(${`{${candidates.map((s) => `"${s}"`).join(',')}}`}::text[])`,
          )
        ).map((r) => r.slug)
      : [],
  );
  for (const { line, values } of applied) {
    const current = existing.get(values.productCode);
    if (current) {
      const stock = stockByCode.get(values.productCode);
      const sample = sampleByCode.get(values.productCode);
      const sameSample =
        sample === undefined ||
        JSON.stringify(sample) === JSON.stringify(samplesNow.get(current.id) ?? null) ||
        (sample === null && !samplesNow.get(current.id)?.offered && !samplesNow.get(current.id)?.stock);
      if (
        same(current, values) &&
        sameSample &&
        (stock === undefined || stock === (totals.get(current.id) ?? null))
      ) {
        outcomes.push({ line: line.line, product_code: line.code, outcome: 'unchanged', reasons: [] });
        continue;
      }
      if (
        values.slug &&
        values.slug !== current.slug &&
        (slugsTaken.has(values.slug) || taken.has(values.slug))
      ) {
        // A slug another product has: checked below by the unique index; caught here to refuse one line only.
        const [other] = await queryRows<{ id: number }>(
          tx,
          sql`select id from products where slug = ${values.slug}`,
        );
        if (other && other.id !== current.id) {
          outcomes.push({
            line: line.line,
            product_code: line.code,
            outcome: 'refused',
            reasons: [`slug "${values.slug}" belongs to another product.`],
          });
          continue;
        }
      }
      toWrite.push({ line, values: { ...values, slug: values.slug ?? current.slug }, created: false });
      existing.set(values.productCode, { ...current, ...values, slug: values.slug ?? current.slug });
      continue;
    }
    const slug = (newSlugs.get(line) ?? []).find((s) => !taken.has(s) && !slugsTaken.has(s));
    if (!slug) {
      outcomes.push({
        line: line.line,
        product_code: line.code,
        outcome: 'refused',
        reasons: ['Its address (slug) is taken by another product: give it a slug.'],
      });
      continue;
    }
    slugsTaken.add(slug);
    toWrite.push({ line, values: { ...values, slug }, created: true });
    outcomes.push({ line: line.line, product_code: line.code, outcome: 'created', reasons: [] });
    // A code that comes again later in the same batch updates this new product.
    existing.set(values.productCode, { ...(values as ProductRecord), id: 0, slug });
  }
  for (const w of toWrite) {
    if (!w.created)
      outcomes.push({ line: w.line.line, product_code: w.line.code, outcome: 'updated', reasons: [] });
  }
  // One statement: the last line of a code wins within the batch (later lines were merged into it).
  const last = new Map<string, ProductInsert>();
  for (const w of toWrite) last.set(w.values.productCode, w.values);
  // One statement and one parameter for the batch: the rows as JSON, read back as products' own column
  // types (json_populate_recordset), instead of a bind parameter per value.
  const rows = [...last.values()].map((v) => ({
    slug: v.slug,
    title: v.title,
    product_code: v.productCode,
    brand_id: v.brandId ?? null,
    category_id: v.categoryId ?? null,
    category_ids: v.categoryIds,
    color_id: v.colorId ?? null,
    size_id: v.sizeId ?? null,
    size: v.size ?? null,
    size_unit: v.sizeUnit ?? null,
    design_id: v.designId ?? null,
    finish: v.finish ?? null,
    finish_ne: v.finishNe ?? null,
    unit: v.unit ?? 'piece',
    price: v.price,
    sale_price: v.salePrice ?? null,
    pieces_per_box: v.piecesPerBox ?? null,
    mm2_per_box: v.mm2PerBox ?? null,
    boxes_per_pallet: v.boxesPerPallet ?? null,
    weight_grams: v.weightGrams ?? null,
    published: v.published ?? false,
    trending: v.trending ?? false,
    description: v.description ?? '',
    seo_title: v.seoTitle ?? '',
    seo_description: v.seoDescription ?? '',
    seo_keyword: v.seoKeyword ?? '',
    images: v.images,
    related_ids: v.relatedIds ?? [],
    search_text: v.searchText ?? '',
  }));
  if (rows.length > 0) {
    await tx.execute(sql`insert into products (${sql.raw(WRITTEN.join(', '))})
      select ${sql.raw(WRITTEN.join(', '))}
      from json_populate_recordset(null::products, ${JSON.stringify(rows)}::json)
      on conflict (product_code) do update set
      ${sql.raw(
        WRITTEN.filter((c) => c !== 'product_code' && c !== 'related_ids')
          .map((c) => `${c} = excluded.${c}`)
          .join(', '),
      )}`);
  }
  const written = new Set(last.keys());
  const counted = [...stockByCode].filter(([code]) => written.has(code));
  if (counted.length > 0) {
    const byCode = await tx
      .select({ id: products.id, code: products.productCode })
      .from(products)
      .where(
        inArray(
          products.productCode,
          counted.map(([code]) => code),
        ),
      );
    const idOf = new Map(byCode.map((r) => [r.code, r.id]));
    const { refused } = await setSimpleStock(
      tx,
      counted.flatMap(([code, stock]) => {
        const productId = idOf.get(code);
        return productId === undefined ? [] : [{ productId, stock }];
      }),
      { staffId: currentStaff(request).id, note: 'CSV import' },
    );
    if (refused.length > 0) {
      // Its lot `-` has goods at a showroom, more than the number given: only a count there changes that.
      throw new HttpError(422, 'A stock number is below what the showrooms hold; count them under Stock.');
    }
  }
  const sampled = [...sampleByCode].filter(([code]) => written.has(code));
  if (sampled.length > 0) {
    const byCode = await tx
      .select({ id: products.id, code: products.productCode })
      .from(products)
      .where(
        inArray(
          products.productCode,
          sampled.map(([code]) => code),
        ),
      );
    const idOf = new Map(byCode.map((r) => [r.code, r.id]));
    for (const [code, sample] of sampled) {
      const productId = idOf.get(code);
      if (productId !== undefined) await saveSampleSettings(tx, productId, sample);
    }
  }
  const created = toWrite.filter((w) => w.created).map((w) => w.values.productCode);
  const updated = toWrite.filter((w) => !w.created).map((w) => w.values.productCode);
  // The pictures the updated products no longer show go with the batch, unless something still shows
  // them (services/orphan-files.ts).
  const rewritten = new Set(updated);
  await deleteOrphanedFiles(
    tx,
    existingRows.filter((p) => rewritten.has(p.productCode)).flatMap((p) => p.images.flatMap(imageFiles)),
    [...last.values()].flatMap((v) => v.images.flatMap(imageFiles)),
  );
  if (created.length + updated.length > 0) {
    await audit(tx, request, {
      entity: 'product',
      entityId: null,
      before: null,
      after: { lines: `${batch[0]?.line}-${batch.at(-1)?.line}`, created, updated },
    });
  }
  return outcomes.sort((a, b) => a.line - b.line);
}

/** The columns an import writes (related_ids only for a new product: the import has no such column). */
const WRITTEN = [
  'slug',
  'title',
  'product_code',
  'brand_id',
  'category_id',
  'category_ids',
  'color_id',
  'size_id',
  'size',
  'size_unit',
  'design_id',
  'finish',
  'finish_ne',
  'unit',
  'price',
  'sale_price',
  'pieces_per_box',
  'mm2_per_box',
  'boxes_per_pallet',
  'weight_grams',
  'published',
  'trending',
  'description',
  'seo_title',
  'seo_description',
  'seo_keyword',
  'images',
  'related_ids',
  'search_text',
];

/** Counts the bytes of the body as they pass, and stops past the limit with 413. */
function limited(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(new HttpError(413, `The file must be at most ${limit / (1024 * 1024)} MB.`));
      else done(null, chunk);
    },
  });
}

/** Why an import failed, as the import's record says it (never a stack or SQL). */
function reasonOf(error: unknown): string {
  if (error instanceof HttpError) {
    return typeof error.body === 'object' && !('id' in error.body)
      ? Object.values(error.body).flat().map(String).join(' ')
      : error.message;
  }
  return 'The import failed on the server; nothing of it was imported.';
}

/**
 * Imports a CSV file of products, all or nothing (the top of this file), and records how it ended
 * (./product-imports.ts).
 */
export async function importProducts(
  db: Database,
  request: FastifyRequest,
  body: NodeJS.ReadableStream,
  limit = IMPORT_LIMIT,
): Promise<ImportReport> {
  const staffId = request.staff?.id ?? null;
  const folder = await mkdtemp(join(tmpdir(), 'sajilo-import-'));
  const file = join(folder, 'products.csv');
  try {
    try {
      await pipeline(body, limited(limit), createWriteStream(file));
    } catch (error) {
      await recordRefusedImport(
        db,
        staffId,
        error instanceof HttpError ? reasonOf(error) : 'The file did not arrive whole; nothing was imported.',
      );
      throw error;
    }
    const id = await startImport(db, staffId);
    try {
      const lines = await db.transaction(async (tx) => {
        await holdImport(tx, id);
        return writeFile(tx, request, createReadStream(file), (written) =>
          request.log.info(
            { import: id, lines: written },
            'product import: lines written, not committed yet',
          ),
        );
      });
      const count = (outcome: ImportLine['outcome']) => lines.filter((l) => l.outcome === outcome).length;
      const report = {
        created: count('created'),
        updated: count('updated'),
        unchanged: count('unchanged'),
        refused: count('refused'),
      };
      await finishImport(db, id, { status: 'done', lines: lines.length, ...report });
      return {
        result: 'success',
        message: `${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${report.refused} refused.`,
        ...report,
        lines,
        import_id: id,
      };
    } catch (error) {
      await finishImport(db, id, { status: 'failed', reason: reasonOf(error) });
      throw error;
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Parses the received file and writes its lines in `tx`, a batch at a time; every line's outcome. */
async function writeFile(
  tx: Database,
  request: FastifyRequest,
  source: Readable,
  progress: (written: number) => void,
): Promise<ImportLine[]> {
  const lookups = await Lookups.load(tx);
  const lines: ImportLine[] = [];
  const slugsTaken = new Set<string>();
  const seenCodes = new Map<string, number>();
  let header: Column[] | undefined;
  let batch: Parsed[] = [];
  const parser = parse({
    bom: true,
    columns: (names: string[]) => {
      const clean = names.map((n) => n.trim().toLowerCase());
      const unknown = clean.filter((n) => !(CSV_COLUMNS as readonly string[]).includes(n));
      if (unknown.length > 0) {
        throw invalid({
          body: [
            `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. The columns are ${CSV_COLUMNS.join(', ')}.`,
          ],
        });
      }
      if (!clean.includes('product_code'))
        throw invalid({ body: ['The first line must name the columns, product_code among them.'] });
      if (new Set(clean).size !== clean.length)
        throw invalid({ body: ['A column is named twice in the first line.'] });
      header = clean as Column[];
      return clean;
    },
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
    trim: true,
    max_record_size: 256 * 1024,
  });
  const flush = async () => {
    if (batch.length === 0) return;
    const current = batch;
    batch = [];
    lines.push(...(await writeBatch(tx, request, current, lookups, slugsTaken)));
    progress(lines.length);
  };
  const consume = async (
    records: AsyncIterable<{ record: Record<string, string>; info: { lines: number; error?: unknown } }>,
  ) => {
    for await (const { record, info } of records) {
      const line = info.lines;
      const cells: Partial<Record<Column, string>> = {};
      for (const column of header ?? []) {
        const value = record[column];
        if (value !== undefined) cells[column] = unquote(value);
      }
      const code = cells.product_code ? cells.product_code : null;
      // relax_column_count hands over a line of too few or too many values with the error beside it.
      if (info.error) {
        const counted = ((info.error as { record?: unknown[] }).record ?? []).length;
        lines.push({
          line,
          product_code: code,
          outcome: 'refused',
          reasons: [`It has ${counted} values; the first line names ${header?.length} columns.`],
        });
        continue;
      }
      if (code !== null) {
        const earlier = seenCodes.get(code);
        if (earlier !== undefined) {
          lines.push({
            line,
            product_code: code,
            outcome: 'refused',
            reasons: [`product_code ${code} is on line ${earlier} already.`],
          });
          continue;
        }
        seenCodes.set(code, line);
      }
      batch.push({ line, code, cells });
      if (batch.length >= IMPORT_BATCH) await flush();
    }
    await flush();
  };
  try {
    await pipeline(source, parser, consume);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof CsvError) {
      throw invalid({ body: [`The file could not be read as CSV: ${error.message}`] });
    }
    throw error;
  }
  if (!header) throw invalid({ body: ['The file is empty: the first line must name the columns.'] });
  return lines.sort((a, b) => a.line - b.line);
}
