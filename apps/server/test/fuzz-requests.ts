// The contract-driven fuzzer's requests: for one operation of openapi/storefront.yaml, fast-check
// arbitraries of valid, boundary and hostile values for each of its path, query, header and body fields,
// and of hostile transports (invalid JSON, wrong content types, bad multipart, broken headers), sent as raw
// HTTP/1.1 over a socket so that nothing (fetch, URL parsing) tidies them on the way.
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { JsonSchema, Operation } from '../src/contract.js';
import { contractProblems } from './contract-check.js';

/** What the fuzzer knows of the seeded data: values that exist, so valid requests reach the handlers. */
export interface Pools {
  /** Slugs that exist, by the kind of record a path names (products, brands, …). */
  slugs: Record<string, string[]>;
  /** Ids that exist, by field name (brands, categories, type, symptom, id). */
  ids: Record<string, number[]>;
  /** Text values that exist, by field name (colors, sizes, search, email). */
  words: Record<string, string[]>;
  apiKey: string;
  /** The fuzz customer's password, for login only (a changed password would end the customer's session). */
  password?: string;
}

/**
 * Where a request carries the customer's token: the test puts the logged-in customer's token there, or for
 * logout (whose valid requests end the session) a token of the case's own.
 */
export const TOKEN = '@@token@@';

export interface RawRequest {
  method: string;
  /** The request target as sent: path and query, percent-encoding (or its absence) included. */
  target: string;
  headers: [string, string][];
  body?: Buffer;
  /** The request is not expected to reach the operation's route (refused by the HTTP parser). */
  unroutable?: boolean;
  /** What was mutated, for a failure's message. */
  notes: string[];
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

// ---------------------------------------------------------------------------------------------------------
// Raw HTTP

function dechunk(data: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = data.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = Number.parseInt(data.subarray(at, eol).toString('latin1'), 16);
    if (!(size > 0)) break;
    out.push(data.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(out);
}

function parseResponse(data: Buffer): RawResponse | undefined {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine = '', ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!status) return undefined;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = data.subarray(end + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  else if (headers['content-length'] !== undefined)
    body = body.subarray(0, Number(headers['content-length']));
  // A case may ask for compression (Accept-Encoding); the answer is judged on what it says.
  const encoding = headers['content-encoding'];
  if (encoding === 'gzip') body = gunzipSync(body);
  if (encoding === 'br') body = brotliDecompressSync(body);
  return { status, headers, body };
}

/**
 * Sends one request on its own connection (`Connection: close`) from `localAddress` (any 127.x.y.z: each
 * case comes from its own address, so per-IP rate limits do not turn the run into a run of 429s).
 */
export function send(port: number, request: RawRequest, localAddress: string, timeoutMs = 20_000) {
  return new Promise<RawResponse>((resolve, reject) => {
    const head = [
      `${request.method} ${request.target} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Connection: close',
      ...request.headers.map(([name, value]) => `${name}: ${value}`),
      ...(request.body ? [`Content-Length: ${request.body.length}`] : []),
      '',
      '',
    ].join('\r\n');
    const chunks: Buffer[] = [];
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    const finish = (error?: Error) => {
      const response = parseResponse(Buffer.concat(chunks));
      if (response) resolve(response);
      else reject(error ?? new Error(`no HTTP response (${Buffer.concat(chunks).length} bytes)`));
    };
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    });
    socket.on('connect', () => {
      socket.write(Buffer.from(head, 'latin1'));
      if (request.body) socket.write(request.body);
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    // A server that answers before reading the whole body may reset the connection after its answer.
    socket.on('error', (error) => finish(error));
  });
}

// ---------------------------------------------------------------------------------------------------------
// Encoding

/** Percent-encodes text as a browser would (UTF-8 bytes; a lone surrogate becomes U+FFFD). */
export function pct(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A header value as bytes on the wire: UTF-8 where a real client would send it, never a line break. */
const headerValue = (text: string) => Buffer.from(text.replace(/[\r\n]/g, ' '), 'utf8').toString('latin1');

// ---------------------------------------------------------------------------------------------------------
// Values

const INT_MAX = 2_147_483_647;

/** Text no field should take, whatever its type: control characters, broken and odd Unicode, injections. */
const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 0, max: 31 }).map((c) => `Ram${String.fromCharCode(c)}Thapa`),
  fc.constantFrom(
    '\u0000',
    'basin\u0000x',
    '\u007f',
    '\u0085next line',
    '\u001b[2J',
    'a\ud800b',
    '\udc00',
    '\ud83d',
    'end\ud83d',
    '😀',
    'e\u0301\u0301\u0301',
    '\u202eevil\u202c',
    '\u200b\u200d\ufeff',
    '\uffff\ufffe',
    '\u2028\u2029',
    'नेपाल बाथरूम',
    'ＡＢＣ',
    "' OR 1=1 --",
    "'; drop table products; --",
    '<script>alert(1)</script>',
    '#{7*7}{{7*7}}<%= 7*7 %>',
    '../../etc/passwd',
    '%00',
    '%',
    '%zz',
    '\\',
    '"',
    'null',
    'true',
    'NaN',
    'Infinity',
    '-0',
    '0x10',
    '1e400',
    '   ',
    '\t',
    '\r\n',
    '',
  ),
  fc.constantFrom(300, 5_000, 70_000).map((n) => 'x'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** JSON values of the wrong type for any field. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    0,
    -1,
    1.5,
    -0.000001,
    INT_MAX + 1,
    99_999_999_999,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    true,
    false,
    null,
    [],
    ['Ram'],
    ['Ram', 'Thapa'],
    {},
    { value: 'x' },
    [[[]]],
  ),
  hostileText,
);

const hostileNumberText = fc.constantFrom(
  '0',
  '-1',
  '1.5',
  '2147483647',
  '2147483648',
  '99999999999',
  '9007199254740993',
  '1e3',
  '1e400',
  '-1e400',
  'NaN',
  'Infinity',
  '0x10',
  ' 7',
  '7 ',
  '+7',
  '',
  '٣',
  '9'.repeat(400),
);

/** Raw URL text that is not (correctly) percent-encoded. */
const malformedEscape = fc.constantFrom(
  '%',
  '%zz',
  '%C0%AF',
  '%ED%A0%80',
  '%E0%A4',
  '%FF',
  'a%2',
  '%%',
  '%u0041',
);

const toStr = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);

interface Field {
  where: 'path' | 'query' | 'header' | 'body';
  name: string;
  schema: JsonSchema;
  required: boolean;
  list: boolean;
  file: boolean;
}

/** A field's value in a case: left out, a JSON value, or raw text put on the wire as it is. */
type Slot = { kind: 'absent' } | { kind: 'value'; value: unknown } | { kind: 'raw'; text: string };

const absent: Slot = { kind: 'absent' };
const value = (v: unknown): Slot => ({ kind: 'value', value: v });

/** The kind of record a path's slug names, for a slug that exists. */
function slugKind(path: string): string {
  const kinds: [RegExp, string][] = [
    [/^\/api\/(products|carts|wishlists)\//, 'products'],
    [/^\/api\/brands\//, 'brands'],
    [/^\/api\/(categories|filters)\//, 'categories'],
    [/^\/api\/pages\//, 'pages'],
    [/^\/(api\/)?showrooms\//, 'showrooms'],
    [/^\/catalogues\//, 'catalogues'],
    [/^\/api\/blogs\//, 'blogs'],
    [/^\/api\/careers\//, 'jobs'],
    [/^\/api\/customer\/orders\//, 'orders'],
  ];
  return kinds.find(([re]) => re.test(path))?.[1] ?? 'products';
}

const types = (schema: JsonSchema) => ([] as unknown[]).concat(schema.type);

function validScalar(field: Field, schema: JsonSchema, op: Operation, pools: Pools): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const known = pools.ids[field.name];
  if (types(schema).includes('integer')) {
    if (known?.length) return fc.oneof(fc.constantFrom(...known), fc.integer({ min: 1, max: 50 }));
    const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
    const max = typeof schema.maximum === 'number' ? Math.min(schema.maximum, min + 100) : min + 100;
    return fc.integer({ min, max });
  }
  if (types(schema).includes('number'))
    return fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.double({ min: 0, max: 1e5, noNaN: true }));
  if (field.where === 'path' && field.name === 'slug') {
    const slugs = pools.slugs[slugKind(op.path)] ?? [];
    const made = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,40}$/);
    return slugs.length ? fc.oneof({ arbitrary: fc.constantFrom(...slugs), weight: 4 }, made) : made;
  }
  if (op.operationId === 'loginCustomer' && field.name === 'password' && pools.password) {
    return fc.constantFrom(pools.password, `${pools.password} `, pools.password.toUpperCase());
  }
  const words = pools.words[field.name];
  if (schema.format === 'email') {
    const made = fc.emailAddress().filter((email) => email.length <= 254);
    return words?.length ? fc.oneof(fc.constantFrom(...words), made) : made;
  }
  if (words?.length) return fc.constantFrom(...words);
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('1950-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (/phone/.test(field.name)) return fc.constantFrom('9841000000', '+977 1 4100000', '01-4100000');
  if (/password/.test(field.name)) {
    // Strong enough to be taken (register, reset); a confirmation is made to match in build().
    return fc.stringMatching(/^[a-z]{5,8} [a-z]{5,8} [a-z]{5,8} [0-9]{2,4}$/);
  }
  const min = Math.max(1, Number(schema.minLength ?? 1));
  const max = Math.max(min, Math.min(Number(schema.maxLength ?? 60), 60));
  return fc.oneof(
    { arbitrary: fc.string({ minLength: min, maxLength: max }), weight: 3 },
    fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: max }),
    fc.constantFrom('Ram Thapa', 'Baneshwor, Kathmandu', 'काठमाडौं'),
  );
}

function validValue(field: Field, op: Operation, pools: Pools): fc.Arbitrary<Slot> {
  const { schema } = field;
  if (field.file) return fc.constant(value('file:valid'));
  if (types(schema).includes('array')) {
    const items = (schema.items ?? {}) as JsonSchema;
    return fc
      .array(validScalar(field, items, op, pools), { minLength: 1, maxLength: 4 })
      .map((list) => value(list));
  }
  return validScalar(field, schema, op, pools).map(value);
}

function boundaryValue(field: Field): fc.Arbitrary<Slot> {
  const { schema } = field;
  if (field.file) return fc.constantFrom(value('file:empty'), value('file:wrong-type'));
  const s = (types(schema).includes('array') ? schema.items : schema) as JsonSchema;
  const options: unknown[] = [];
  if (types(s).includes('integer') || types(s).includes('number')) {
    const min = Number(s.minimum ?? 0);
    const max = Number(s.maximum ?? INT_MAX);
    options.push(min, min - 1, max, max + 1, 0, -1);
    if (types(s).includes('number')) options.push(0.5, 1e-9);
  } else if (types(s).includes('string')) {
    const min = Number(s.minLength ?? 0);
    const max = Number(s.maxLength ?? 255);
    options.push('a'.repeat(max), 'a'.repeat(max + 1), 'a'.repeat(Math.max(0, min - 1)), ' ', '  padded  ');
    if (min > 0) options.push('a'.repeat(min));
  }
  if (types(schema).includes('array')) {
    const maxItems = Number(schema.maxItems ?? 100);
    options.push(
      Array.from({ length: maxItems + 1 }, (_, i) => i + 1),
      [],
      Array.from({ length: maxItems }, (_, i) => i + 1),
    );
  }
  return options.length ? fc.constantFrom(...options).map(value) : fc.constant(absent);
}

function hostileValue(field: Field): fc.Arbitrary<Slot> {
  if (field.file) {
    return fc.constantFrom(
      value('file:wrong-type'),
      value('file:as-text'),
      value('file:huge'),
      value('file:empty'),
    );
  }
  const raw = (arb: fc.Arbitrary<string>) => arb.map((text): Slot => ({ kind: 'raw', text }));
  if (field.where === 'body') return hostileJson.map(value);
  if (field.where === 'header') return hostileText.map(value);
  const numeric =
    types(field.schema).includes('integer') ||
    types(field.schema).includes('number') ||
    types((field.schema.items ?? {}) as JsonSchema).includes('integer');
  return fc.oneof(
    hostileText.map(value),
    raw(malformedEscape),
    raw(fc.tuple(fc.string({ maxLength: 5 }), malformedEscape).map(([a, b]) => `${pct(a)}${b}`)),
    ...(numeric ? [raw(hostileNumberText.map(pct))] : []),
    ...(field.where === 'query'
      ? [
          // The same parameter several times; a list parameter with empty or odd items.
          fc.array(hostileText, { minLength: 2, maxLength: 3 }).map(value),
          raw(fc.constantFrom(',,,', '1,,2', '1,a', ' , ', `${'1,'.repeat(150)}1`)),
        ]
      : [raw(fc.constantFrom('', '.', '..', '%2e%2e', '%2F', 'a%2Fb', 'x'.repeat(3000), '%20'))]),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Bodies and transports

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
let huge: Buffer | undefined;

function fileBytes(kind: string, accepted: string[]): { data: Buffer; type: string; name: string } | string {
  const pdf = accepted.includes('application/pdf') || accepted.length === 0;
  switch (kind) {
    case 'file:valid':
      return pdf
        ? { data: PDF, type: 'application/pdf', name: 'card.pdf' }
        : { data: PNG, type: 'image/png', name: 'a.png' };
    case 'file:empty':
      return { data: Buffer.alloc(0), type: 'application/octet-stream', name: '' };
    case 'file:wrong-type':
      return {
        data: Buffer.from('MZ\u0090\u0000 not a document'),
        type: 'application/pdf',
        name: '..\\..\\x\u0000.pdf',
      };
    case 'file:huge':
      huge ??= Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]);
      return { data: huge, type: 'application/pdf', name: 'huge.pdf' };
    default:
      return 'not a file';
  }
}

interface Part {
  name: string;
  value: string | { data: Buffer; type: string; name: string };
}

function multipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const name = part.name.replace(/"/g, '%22');
    if (typeof part.value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`));
      chunks.push(Buffer.from(part.value, 'utf8'), Buffer.from('\r\n'));
    } else {
      const file = part.value.name.replace(/"/g, '%22');
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file}"\r\n` +
            `Content-Type: ${part.value.type}\r\n\r\n`,
          'utf8',
        ),
        part.value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Whole-body and transport mutations: applied to an otherwise valid request. */
type Transport =
  | { kind: 'json-text'; text: string; contentType: string }
  | { kind: 'content-type'; contentType: string | undefined }
  | { kind: 'no-body' }
  | { kind: 'too-large' }
  | { kind: 'multipart-broken'; variant: string }
  | { kind: 'multipart-extra'; variant: string }
  | { kind: 'auth'; headers: [string, string][] }
  | { kind: 'headers'; headers: [string, string][]; unroutable: boolean }
  | { kind: 'query-extra'; text: string };

const jsonTexts = fc.constantFrom(
  '',
  '{',
  '{"name": ',
  'nul',
  '[1, 2',
  '"unterminated',
  'null',
  '[]',
  '"text"',
  '42',
  'true',
  '{"__proto__": {"polluted": 1}}',
  '{"constructor": {"prototype": {"polluted": 1}}}',
  '{"name": "\\ud800"}',
  '{"name": "a\\u0000b"}',
  '{"name": "a", "name": "b"}',
  '\ufeff{}',
  '{}',
  '{"a": 1}garbage',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  `{"a": ${'{"a": '.repeat(2000)}1${'}'.repeat(2000)}}`,
  '\xff\xfe{\x00}',
);

const contentTypes = fc.constantFrom<string | undefined>(
  undefined,
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'a/b/c',
  '*/*',
  ';;;',
  'application/json\u00ff',
);

function transports(op: Operation, pools: Pools): fc.Arbitrary<Transport> {
  const options: fc.Arbitrary<Transport>[] = [
    fc
      .constantFrom<[string, string][]>(
        [],
        [['X-Api-Key', 'wrong-key']],
        [['X-Api-Key', `${pools.apiKey}\u00ff`]],
        [
          ['X-Api-Key', pools.apiKey],
          ['X-Api-Key', 'wrong-key'],
        ],
        [['Authorization', 'Bearer']],
        [['Authorization', 'Bearer  ']],
        [['Authorization', `bearer ${TOKEN}`]],
        [['Authorization', `Basic ${Buffer.from('a:b').toString('base64')}`]],
        [['Authorization', `Bearer ${'x'.repeat(8000)}`]],
        [['Authorization', 'Bearer %00\u00ff']],
        [
          ['Authorization', `Bearer ${TOKEN}`],
          ['Authorization', 'Bearer other'],
        ],
      )
      .map((headers): Transport => ({ kind: 'auth', headers })),
    fc
      .constantFrom<[[string, string][], boolean]>(
        [[['X-Request-Id', '../../etc\u00ff']], false],
        [[['Origin', 'https://evil.example']], false],
        [[['Origin', 'null']], false],
        [[['Accept', 'text/html']], false],
        [[['Accept-Encoding', 'gzip;q=x, br;q=1e9, *']], false],
        [[['Idempotency-Key', '\u00ff'.repeat(20)]], false],
        [[['X-Forwarded-For', '1.2.3.4, ::1, garbage']], false],
        [[['X-Bad', 'a\u0000b']], true],
        [[['X-Bad', 'a\u0001b']], true],
        [[['X-Big', 'a'.repeat(20_000)]], true],
        [[['Bad Header', 'x']], true],
        [[['Content-Length', 'abc']], true],
        [[['Transfer-Encoding', 'chunked, gzip']], true],
      )
      .map(([headers, unroutable]): Transport => ({ kind: 'headers', headers, unroutable })),
    fc
      .constantFrom(
        'x=%',
        '__proto__=1',
        'constructor[prototype][x]=1',
        'a[b]=c',
        '&&&',
        '=',
        'x=%00',
        '%zz=1',
      )
      .map((text): Transport => ({ kind: 'query-extra', text })),
  ];
  if (op.method !== 'GET') {
    options.push(
      fc
        .tuple(jsonTexts, fc.constantFrom('application/json', 'application/json; charset=utf-8'))
        .map(([text, contentType]): Transport => ({ kind: 'json-text', text, contentType })),
      contentTypes.map((contentType): Transport => ({ kind: 'content-type', contentType })),
      fc.constant<Transport>({ kind: 'no-body' }),
      fc.constant<Transport>({ kind: 'too-large' }),
      fc
        .constantFrom('no-boundary', 'wrong-boundary', 'truncated', 'not-multipart', 'no-end')
        .map((variant): Transport => ({ kind: 'multipart-broken', variant })),
    );
  }
  if (op.bodyKind === 'multipart') {
    options.push(
      fc
        .constantFrom('many-fields', 'many-files', 'big-field', 'odd-names', 'duplicate-fields')
        .map((variant): Transport => ({ kind: 'multipart-extra', variant })),
    );
  }
  return fc.oneof(...options);
}

// ---------------------------------------------------------------------------------------------------------
// Cases

function fieldsOf(op: Operation): Field[] {
  const fields: Field[] = [];
  const add = (where: Field['where'], schema: JsonSchema | undefined) => {
    const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema?.required as string[] | undefined) ?? []);
    for (const [name, s] of Object.entries(properties)) {
      fields.push({
        where,
        name,
        schema: s,
        required: required.has(name),
        list: where === 'query' && op.listParams.includes(name),
        file: where === 'body' && (s.format === 'binary' || name in op.fileTypes),
      });
    }
  };
  add('path', op.schema.params);
  add('query', op.schema.querystring);
  add('header', op.schema.headers);
  add('body', op.bodySchema);
  return fields;
}

type Mode = 'valid' | 'one' | 'chaos' | 'transport';

interface Draft {
  mode: Mode;
  slots: Slot[];
  /** The field a `one` case changed. */
  mutated?: number;
  transport?: Transport;
  boundary: string;
}

function encodeQueryValue(field: Field, slot: Slot): [string, string][] {
  const name = pct(field.name);
  if (slot.kind === 'absent') return [];
  if (slot.kind === 'raw') return [[name, slot.text]];
  const v = slot.value;
  if (Array.isArray(v)) {
    if (field.list && v.every((x) => typeof x !== 'object'))
      return [[name, v.map((x) => pct(toStr(x))).join(',')]];
    return v.map((x) => [name, pct(toStr(x))]);
  }
  return [[name, pct(toStr(v))]];
}

function build(op: Operation, fields: Field[], draft: Draft, pools: Pools): RawRequest {
  const notes: string[] = [draft.mode];
  const headers: [string, string][] = [];
  const query: [string, string][] = [];
  let path = op.path;
  const body: Record<string, unknown> = {};
  const parts: Part[] = [];
  fields.forEach((field, i) => {
    const slot = draft.slots[i] ?? absent;
    if (slot.kind !== 'absent' && draft.mode !== 'valid') {
      const shown = slot.kind === 'raw' ? slot.text : JSON.stringify(slot.value);
      notes.push(`${field.where}.${field.name}=${(shown ?? '').slice(0, 80)}`);
    }
    if (field.where === 'path') {
      const text = slot.kind === 'raw' ? slot.text : slot.kind === 'value' ? pct(toStr(slot.value)) : '';
      path = path.replace(`{${field.name}}`, text);
    } else if (field.where === 'query') {
      query.push(...encodeQueryValue(field, slot));
    } else if (field.where === 'header') {
      if (slot.kind === 'value') headers.push([field.name, headerValue(toStr(slot.value))]);
      if (slot.kind === 'raw') headers.push([field.name, headerValue(slot.text)]);
    } else if (slot.kind === 'value') {
      if (op.bodyKind === 'multipart') {
        const v = slot.value;
        if (typeof v === 'string' && v.startsWith('file:')) {
          const file = fileBytes(v, op.fileTypes[field.name] ?? []);
          parts.push({ name: field.name, value: file });
        } else {
          parts.push({ name: field.name, value: toStr(v) });
        }
      } else {
        body[field.name] = slot.value;
      }
    }
  });
  // A valid form repeats its password in the confirmation (unless the case changed one of them).
  const confirmation = fields.findIndex((f) => f.name === 'password_confirmation');
  const changed = draft.mutated === undefined ? undefined : fields[draft.mutated]?.name;
  if (draft.mode !== 'chaos' && confirmation >= 0 && !/password/.test(changed ?? '') && 'password' in body) {
    body.password_confirmation = body.password;
  }

  if (op.security === 'apiKey') headers.push(['X-Api-Key', pools.apiKey]);
  if (op.security === 'bearer') headers.push(['Authorization', `Bearer ${TOKEN}`]);

  let payload: Buffer | undefined;
  let contentType: string | undefined;
  if (op.bodyKind === 'json') {
    payload = Buffer.from(JSON.stringify(body), 'utf8');
    contentType = 'application/json';
  } else if (op.bodyKind === 'multipart') {
    payload = multipart(parts, draft.boundary);
    contentType = `multipart/form-data; boundary=${draft.boundary}`;
  }

  let unroutable = false;
  let extraQuery: string | undefined;
  const t = draft.transport;
  if (t) {
    notes.push(`transport ${JSON.stringify(t).slice(0, 120)}`);
    switch (t.kind) {
      case 'json-text':
        payload = Buffer.from(t.text, t.text.includes('\xff') ? 'latin1' : 'utf8');
        contentType = t.contentType;
        break;
      case 'content-type':
        contentType = t.contentType;
        payload ??= Buffer.from('{"name":"x"}');
        break;
      case 'no-body':
        payload = undefined;
        if (op.bodyKind === 'none') contentType = 'application/json';
        break;
      case 'too-large':
        payload = Buffer.concat([
          Buffer.from('{"name":"'),
          Buffer.alloc(1024 * 1024 + 100, 0x61),
          Buffer.from('"}'),
        ]);
        contentType ??= 'application/json';
        break;
      case 'multipart-broken': {
        const b = draft.boundary;
        const form = multipart([{ name: 'name', value: 'Ram' }], b);
        if (t.variant === 'no-boundary') contentType = 'multipart/form-data';
        if (t.variant === 'wrong-boundary') contentType = 'multipart/form-data; boundary=other';
        if (t.variant === 'not-multipart') payload = Buffer.from('this is not a form');
        else if (t.variant === 'truncated') payload = form.subarray(0, form.length - 20);
        else if (t.variant === 'no-end') payload = form.subarray(0, form.indexOf(`--${b}--`));
        else payload = form;
        if (t.variant !== 'no-boundary' && t.variant !== 'wrong-boundary')
          contentType = `multipart/form-data; boundary=${b}`;
        break;
      }
      case 'multipart-extra': {
        const extra: Part[] = [];
        if (t.variant === 'many-fields')
          for (let i = 0; i < 70; i++) extra.push({ name: `f${i}`, value: 'x' });
        if (t.variant === 'many-files')
          for (let i = 0; i < 6; i++)
            extra.push({ name: `file${i}`, value: { data: PNG, type: 'image/png', name: `${i}.png` } });
        if (t.variant === 'big-field') extra.push({ name: 'remark', value: 'x'.repeat(70 * 1024) });
        if (t.variant === 'odd-names')
          extra.push(
            { name: '__proto__', value: 'x' },
            { name: 'constructor', value: 'x' },
            { name: '', value: 'x' },
            { name: 'नाम\u0000', value: 'x' },
          );
        if (t.variant === 'duplicate-fields')
          extra.push(
            ...parts.map((p) => ({
              ...p,
              value: typeof p.value === 'string' ? `${p.value}\u0000` : p.value,
            })),
          );
        payload = multipart([...extra, ...parts], draft.boundary);
        break;
      }
      case 'auth':
        for (let i = headers.length - 1; i >= 0; i--) {
          if (/^(x-api-key|authorization)$/i.test(headers[i]?.[0] ?? '')) headers.splice(i, 1);
        }
        headers.push(...t.headers.map(([n, v]): [string, string] => [n, headerValue(v)]));
        break;
      case 'headers':
        headers.push(...t.headers.map(([n, v]): [string, string] => [n, n === 'X-Bad' ? v : headerValue(v)]));
        unroutable = t.unroutable;
        break;
      case 'query-extra':
        extraQuery = t.text;
        break;
    }
  }
  if (contentType !== undefined && payload !== undefined) headers.push(['Content-Type', contentType]);
  if (contentType !== undefined && payload === undefined && t?.kind === 'no-body')
    headers.push(['Content-Type', contentType]);
  const search = [...query.map(([k, v]) => `${k}=${v}`), ...(extraQuery ? [extraQuery] : [])].join('&');
  const target = search ? `${path}?${search}` : path;
  // Node's HTTP parser answers a request line and headers over 16 KB itself (431), before any route.
  if (target.length + headers.reduce((n, [k, v]) => n + k.length + v.length + 4, 0) > 15_000)
    unroutable = true;
  return {
    method: op.method,
    target,
    headers,
    ...(payload ? { body: payload } : {}),
    unroutable,
    notes,
  };
}

/** The fast-check arbitrary of requests for one operation. */
export function requests(op: Operation, pools: Pools): fc.Arbitrary<RawRequest> {
  const fields = fieldsOf(op);
  const valid = fields.map((f) => {
    const v = validValue(f, op, pools);
    return f.required ? v : fc.oneof({ arbitrary: v, weight: 3 }, fc.constant(absent));
  });
  const anyOf = fields.map((f) =>
    fc.oneof(
      { arbitrary: fc.constant(absent), weight: 1 },
      { arbitrary: validValue(f, op, pools), weight: 2 },
      { arbitrary: boundaryValue(f), weight: 1 },
      { arbitrary: hostileValue(f), weight: 2 },
    ),
  );
  const boundary = fc.stringMatching(/^[A-Za-z0-9]{8,30}$/).map((s) => `----fuzz${s}`);
  const validDraft = fc.record({ slots: fc.tuple(...valid), boundary });
  const modes: fc.Arbitrary<Draft>[] = [
    validDraft.map((d): Draft => ({ ...d, mode: 'valid' })),
    fc.record({ slots: fc.tuple(...anyOf), boundary }).map((d): Draft => ({ ...d, mode: 'chaos' })),
    fc
      .record({ d: validDraft, transport: transports(op, pools) })
      .map(({ d, transport }): Draft => ({ ...d, mode: 'transport', transport })),
  ];
  if (fields.length > 0) {
    modes.push(
      fc
        .record({
          d: validDraft,
          index: fc.nat({ max: fields.length - 1 }),
          hostile: fc.boolean(),
        })
        .chain(({ d, index, hostile }) => {
          const field = fields[index] as Field;
          return (hostile ? hostileValue(field) : boundaryValue(field)).map((slot): Draft => {
            const slots = [...d.slots];
            slots[index] = slot;
            return { ...d, slots, mode: 'one', mutated: index };
          });
        }),
    );
  }
  const [validMode, chaos, transport, one] = modes;
  const weighted = [
    { arbitrary: validMode as fc.Arbitrary<Draft>, weight: 2 },
    { arbitrary: chaos as fc.Arbitrary<Draft>, weight: 2 },
    { arbitrary: transport as fc.Arbitrary<Draft>, weight: 2 },
    ...(one ? [{ arbitrary: one, weight: 4 }] : []),
  ];
  return fc.oneof(...weighted).map((draft) => build(op, fields, draft, pools));
}

/** What is wrong with `res` as an answer to `req` of `op` (empty when nothing is). */
export function judge(op: Operation, req: RawRequest, res: RawResponse): string[] {
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`status ${res.status}`);
  const type = res.headers['content-type'] ?? '';
  const htmlOperation = !Object.values(op.responses).length || !op.responses['200'];
  if (htmlOperation && type.startsWith('text/html') && (res.status === 200 || res.status === 404))
    return problems;
  // An export (the back office's orders, products and subscribers) answers its success as CSV.
  if (htmlOperation && res.status === 200 && type.startsWith('text/csv')) return problems;
  // A file download (the invoice PDF) answers its success as the file; its errors are in the envelope.
  if (htmlOperation && res.status === 200 && type === 'application/pdf') {
    if (!res.body.subarray(0, 5).equals(Buffer.from('%PDF-'))) problems.push('the body is not a PDF');
    return problems;
  }
  if (!type.includes('application/json')) {
    problems.push(`content-type ${type || '(none)'}`);
    return problems;
  }
  let body: { result?: unknown; message?: unknown };
  try {
    body = JSON.parse(res.body.toString('utf8')) as typeof body;
  } catch {
    problems.push('the body is not JSON');
    return problems;
  }
  const ok = res.status < 400;
  if (body.result !== (ok ? 'success' : 'error')) problems.push(`result ${JSON.stringify(body.result)}`);
  if (!ok) {
    const m = body.message;
    const fields =
      typeof m === 'object' &&
      m !== null &&
      !Array.isArray(m) &&
      Object.values(m).every((list) => Array.isArray(list) && list.every((s) => typeof s === 'string'));
    if (typeof m !== 'string' && !fields) problems.push(`message ${JSON.stringify(m)}`);
    if (res.status === 400 && !fields) problems.push('a 400 without field messages');
  }
  // The router's own 404 (no route has this address) and answers of Node's HTTP parser are no operation's.
  const routerNotFound = res.status === 404 && body.message === 'Not found.' && !op.responses['404'];
  if (!req.unroutable && !routerNotFound)
    problems.push(...contractProblems(op.operationId, res.status, body));
  return problems;
}

/** Each case comes from its own loopback address (127.x.y.z), so per-IP limits rarely answer 429. */
let sent = 0;
export function nextAddress(): string {
  sent += 1;
  return `127.${1 + ((sent >> 14) & 127)}.${(sent >> 7) & 127}.${1 + (sent & 127)}`;
}

/** A new session's token from a login operation (`target`) over raw HTTP, with these credentials. */
export async function loginToken(
  port: number,
  target: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const body = Buffer.from(JSON.stringify({ email: credentials.email, password: credentials.password }));
  const req: RawRequest = {
    method: 'POST',
    target,
    headers: [['Content-Type', 'application/json']],
    body,
    notes: [],
  };
  const res = await send(port, req, nextAddress());
  const token = (JSON.parse(res.body.toString('utf8')) as { token?: string }).token;
  if (!token) throw new Error(`${target} answered ${res.status}: ${res.body.toString('utf8').slice(0, 200)}`);
  return token;
}

/** Throws, naming the request, its answer and what is wrong with it, when `judge` finds anything. */
export function expectSound(op: Operation, req: RawRequest, res: RawResponse): void {
  const problems = judge(op, req, res);
  if (problems.length === 0) return;
  throw new Error(
    [
      `${req.method} ${req.target.slice(0, 300)}`,
      ...req.notes,
      `→ ${res.status} ${res.body.toString('utf8').slice(0, 400)}`,
      ...problems,
    ].join('\n'),
  );
}
