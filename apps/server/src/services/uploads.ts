// Multipart forms (support ticket, job application): text fields validated with the contract's schema like
// JSON bodies are, files limited in size and accepted by their content (magic bytes), never by their name,
// and stored as private files (the `files` table), which are never served.
import type { Readable } from 'node:stream';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_LIMIT } from '../app.js';
import { type JsonSchema, loadContract } from '../contract.js';
import type { Database } from '../db/client.js';
import { type FieldErrors, fieldErrors, HttpError, REQUIRED } from '../errors.js';
import type { Text } from '../i18n.js';
import type { OperationId } from '../types.js';
import type { AdminOperationId } from './admin/types.js';
import { randomToken } from './crypto.js';
import { putFiles } from './files.js';

/** A file that passed the size and content checks, still in memory. */
export interface UploadedFile {
  field: string;
  buffer: Buffer;
  /** The media type found in the content. */
  mime: string;
  ext: string;
  originalName: string;
}

/** A file stored with its submission: `path` names its private row of `files` (`private/<kind>/…`). */
export interface StoredFile {
  field: string;
  path: string;
  mime: string;
  size: number;
  originalName: string;
}

/** The public URL of a stored public file (catalogue PDFs), each path segment encoded (routes/uploads.ts). */
export const uploadUrl = (base: string, path: string) =>
  `${base}/uploads/${path.split('/').map(encodeURIComponent).join('/')}`;

// Read when a request is answered, not at import: app.ts imports the routes that import this module.
const tooLargeMessage = (): Text => /*i18n*/ ({
  id: 'The file must be at most {megabytes} MB.',
  values: { megabytes: FILE_LIMIT / (1024 * 1024) },
});

// The same options as the app's validator, so a multipart form is judged like a JSON one.
const ajv = new Ajv({
  coerceTypes: 'array',
  removeAdditional: 'all',
  allErrors: true,
  useDefaults: true,
  // The contract carries OpenAPI annotations (example, …) that are not JSON Schema keywords.
  strict: false,
});
addFormats.default(ajv);
ajv.addFormat('binary', true);

const LABELS: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
};

/** "The file must be a PDF, DOC or DOCX document." from the media types a field accepts. */
function wrongTypeMessage(accepted: string[]): Text {
  const labels = accepted.map((t) => LABELS[t] ?? t);
  // The list is a message of its own ("PDF, DOC or DOCX"), rendered in the same language.
  const types: Text =
    labels.length > 1
      ? /*i18n*/ {
          id: '{first} or {last}',
          comment: 'A list of file types: "PDF, DOC or DOCX" ({first} is the list before the last one).',
          values: { first: labels.slice(0, -1).join(', '), last: labels.at(-1) },
        }
      : (labels[0] ?? '');
  return accepted.some((t) => t.startsWith('image/'))
    ? /*i18n*/ { id: 'The file must be a {types} file.', values: { types } }
    : /*i18n*/ { id: 'The file must be a {types} document.', values: { types } };
}

interface Compiled {
  validate: ValidateFunction;
  fileTypes: Record<string, string[]>;
  requiredFiles: string[];
}

const compiled = new Map<string, Compiled>();

function compile(operationId: OperationId | AdminOperationId): Compiled {
  const cached = compiled.get(operationId);
  if (cached) return cached;
  // The storefront's forms, or a back-office upload (the two contracts' operation ids differ).
  const op =
    loadContract().operations.get(operationId) ?? loadContract('admin.yaml').operations.get(operationId);
  if (op?.bodyKind !== 'multipart' || !op.bodySchema) {
    throw new Error(`${operationId} has no multipart body in the contract`);
  }
  const schema = structuredClone(op.bodySchema) as JsonSchema & {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const properties = schema.properties ?? {};
  const fileFields = Object.keys(properties).filter(
    (name) => properties[name]?.format === 'binary' || name in op.fileTypes,
  );
  const requiredFiles = (schema.required ?? []).filter((name) => fileFields.includes(name));
  // Files are checked here by size and content; the schema judges the text fields only.
  for (const name of fileFields) delete properties[name];
  schema.required = (schema.required ?? []).filter((name) => !fileFields.includes(name));
  const fileTypes = Object.fromEntries(fileFields.map((name) => [name, op.fileTypes[name] ?? []]));
  const result = { validate: ajv.compile(schema), fileTypes, requiredFiles };
  compiled.set(operationId, result);
  return result;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Keeps only the file's own name, without folders or control characters, for the record. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'file';
}

function requireMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) throw new HttpError(415, /*i18n*/ 'Send this form as multipart/form-data.');
}

/** Reads and discards the rest of a multipart request, so the client can read an early answer (404). */
export async function discardMultipart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') await readAll(part.file);
    }
  } catch (error) {
    if (!isTooLarge(error)) throw unreadable(error);
  }
}

/**
 * Any other failure to read the form (too many parts, a malformed or cut-off body, a forbidden field name)
 * is the client's: 413 for the limits, otherwise 400 in the shape of a validation error.
 */
function unreadable(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if ((error as { statusCode?: unknown } | null)?.statusCode === 413) {
    return new HttpError(413, /*i18n*/ 'The form has too many fields or files.');
  }
  return new HttpError(400, { body: [/*i18n*/ 'The form data could not be read. Please send it again.'] });
}

/** @fastify/multipart reports a file over the limit once every part is read, as FST_REQ_FILE_TOO_LARGE. */
function isTooLarge(error: unknown): error is { code: string; part?: { fieldname?: unknown } } {
  return (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Parses the multipart body of `operationId`. Throws 413 for a file over the limit, 415 for a file whose
 * content is not of a type its field accepts, and 400 with field messages for invalid or missing fields.
 * Returns the validated text fields (trimmed, empty ones dropped, unknown ones removed) and the files.
 */
export async function readMultipartForm<T>(
  request: FastifyRequest,
  operationId: OperationId | AdminOperationId,
): Promise<{ fields: T; files: UploadedFile[] }> {
  requireMultipart(request);
  const { validate, fileTypes, requiredFiles } = compile(operationId);
  const text = new Map<string, string>();
  const raw: { field: string; buffer: Buffer; originalName: string }[] = [];
  const tooLarge: FieldErrors = {};

  // Every part is read to the end, even after a problem, so the whole request is consumed and the client
  // reads the answer instead of a reset connection. A file over the limit arrives truncated.
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!text.has(part.fieldname) && typeof part.value === 'string') text.set(part.fieldname, part.value);
        continue;
      }
      const buffer = await readAll(part.file);
      const field = part.fieldname;
      if (!(field in fileTypes) || raw.some((f) => f.field === field)) continue;
      if (part.file.truncated) {
        tooLarge[field] = [tooLargeMessage()];
        continue;
      }
      // A file input left empty is sent as an empty part: no file was chosen.
      if (buffer.length === 0) continue;
      raw.push({ field, buffer, originalName: cleanName(part.filename) });
    }
  } catch (error) {
    if (!isTooLarge(error)) throw unreadable(error);
    const field = typeof error.part?.fieldname === 'string' ? error.part.fieldname : 'file';
    tooLarge[field] ??= [tooLargeMessage()];
  }
  if (Object.keys(tooLarge).length > 0) throw new HttpError(413, tooLarge);

  const files: UploadedFile[] = [];
  const wrongType: FieldErrors = {};
  for (const file of raw) {
    const accepted = fileTypes[file.field] ?? [];
    const detected = await fileTypeFromBuffer(file.buffer);
    let mime: string | undefined = detected?.mime;
    let ext: string | undefined = detected?.ext;
    // An old Word .doc is a Compound File Binary container; file-type cannot tell it from other CFB files.
    if (ext === 'cfb' && accepted.includes('application/msword')) {
      mime = 'application/msword';
      ext = 'doc';
    }
    if (!mime || !ext || !accepted.includes(mime)) {
      wrongType[file.field] = [wrongTypeMessage(accepted)];
      continue;
    }
    files.push({ ...file, mime, ext });
  }
  if (Object.keys(wrongType).length > 0) throw new HttpError(415, wrongType);

  // Like JSON bodies: values trimmed, and an empty one is an absent one.
  const data: Record<string, unknown> = {};
  for (const [name, value] of text) {
    const trimmed = value.trim();
    if (trimmed !== '') data[name] = trimmed;
  }
  const errors: FieldErrors = validate(data) ? {} : fieldErrors(validate.errors ?? []);
  for (const name of requiredFiles) {
    if (!files.some((f) => f.field === name)) errors[name] = [REQUIRED];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  return { fields: data as T, files };
}

/**
 * Stores accepted files as private files under `private/<kind>/` with random names. Pass the transaction
 * that stores their submission: a submission that fails keeps no file, and one that commits has them all.
 */
export async function storeFiles(db: Database, kind: string, files: UploadedFile[]): Promise<StoredFile[]> {
  const named = files.map((file) => ({ file, path: `private/${kind}/${randomToken(18)}.${file.ext}` }));
  await putFiles(
    db,
    named.map(({ file, path }) => ({ path, content: file.buffer, mime: file.mime, public: false })),
  );
  return named.map(({ file, path }) => ({
    field: file.field,
    path,
    mime: file.mime,
    size: file.buffer.length,
    originalName: file.originalName,
  }));
}
