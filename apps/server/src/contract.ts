// Loads openapi/storefront.yaml and turns each operation into a Fastify route schema, so requests are
// validated and responses serialised with the contract itself.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

interface RawOperation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: {
    required?: boolean;
    content: Record<string, { schema: JsonSchema; encoding?: Record<string, { contentType?: string }> }>;
  };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: Record<string, string[]>[];
  tags?: string[];
}

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, e.g. `/api/products/{slug}`. */
  path: string;
  /** The Fastify path, e.g. `/api/products/:slug`. */
  url: string;
  security: 'public' | 'apiKey' | 'bearer';
  /** The contract's tags (catalog, search, cart, …). */
  tags: string[];
  /** Query parameters sent comma separated (`style: form, explode: false` arrays). */
  listParams: string[];
  /** JSON body schema, or the multipart fields schema. */
  bodyKind: 'none' | 'json' | 'multipart';
  bodySchema: JsonSchema | undefined;
  /** Multipart file fields → the media types the contract accepts for them. */
  fileTypes: Record<string, string[]>;
  /** Fastify route schema: params, querystring, headers, body (JSON only), response. */
  schema: {
    params?: JsonSchema;
    querystring?: JsonSchema;
    headers?: JsonSchema;
    body?: JsonSchema;
    response: Record<string, JsonSchema>;
  };
  /** Every JSON response schema by status, for the contract test. */
  responses: Record<string, JsonSchema>;
}

/** The contracts the server implements: the storefront's, and the back office's (`/api/admin/`). */
export type ContractFile = 'storefront.yaml' | 'admin.yaml';

export function findContract(file: ContractFile = 'storefront.yaml'): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'openapi', file);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`openapi/${file} not found above the server`);
    dir = parent;
  }
}

/** Inlines every local `$ref` (the contract has no cycles), keeping sibling keywords. */
function deref(node: unknown, root: JsonSchema): unknown {
  if (Array.isArray(node)) return node.map((item) => deref(item, root));
  if (typeof node !== 'object' || node === null) return node;
  const obj = node as JsonSchema;
  if (typeof obj.$ref === 'string') {
    const target = obj.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((acc, key) => (acc as JsonSchema)[key.replace(/~1/g, '/').replace(/~0/g, '~')], root);
    const { $ref: _ref, ...siblings } = obj;
    return { ...(deref(target, root) as JsonSchema), ...(deref(siblings, root) as JsonSchema) };
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, deref(v, root)]));
}

/**
 * Text a client sends may hold no control characters: PostgreSQL refuses NUL in text, and the others are
 * invisible garbage in what the shop's staff read. Lone surrogates (half of a character, possible only
 * through a JSON escape such as `\uD800`) are refused with them: JSON columns cannot store them.
 * Multi-line fields (`x-multiline: true` in the contract) keep tab, line feed and carriage return.
 */
export const ONE_LINE_TEXT = '^[^\\u0000-\\u001F\\u007F-\\u009F\\uD800-\\uDFFF]*$';
export const MULTI_LINE_TEXT =
  '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\uD800-\\uDFFF]*$';

const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMAS = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'if', 'then', 'else'];

/**
 * A request schema with the contract's input rules on every value it accepts (path, query, header, JSON and
 * multipart values alike), so one place judges every input:
 * - a string gets the text rule above: Ajv reports it as a `pattern` error on the field, which errors.ts
 *   words as the control-character message (`allOf` keeps the string's own pattern beside it);
 * - a number gets its type checked again after coercion: Ajv coerces the text `1e400` to Infinity and then
 *   skips `minimum` and `maximum` for a non-finite number, so Infinity would reach the database.
 */
export function guardInput(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(guardInput);
  if (typeof node !== 'object' || node === null) return node;
  const { 'x-multiline': multiline, ...schema } = node as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (SCHEMA_MAPS.includes(key) && typeof value === 'object' && value !== null) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, guardInput(child)]));
    } else if (SCHEMA_LISTS.includes(key) || SCHEMAS.includes(key)) {
      out[key] = guardInput(value);
    } else {
      out[key] = value;
    }
  }
  const types = ([] as unknown[]).concat(schema.type);
  const rules: JsonSchema[] = [];
  if (types.includes('string') && schema.format !== 'binary' && !schema.enum) {
    rules.push({ pattern: multiline === true ? MULTI_LINE_TEXT : ONE_LINE_TEXT });
  }
  if (types.includes('integer') || types.includes('number')) rules.push({ type: schema.type });
  if (rules.length > 0) out.allOf = [...((out.allOf as unknown[] | undefined) ?? []), ...rules];
  return out;
}

function objectOf(params: Parameter[]): JsonSchema | undefined {
  if (params.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(
      params.map((p) => [p.in === 'header' ? p.name.toLowerCase() : p.name, guardInput(p.schema)]),
    ),
    required: params
      .filter((p) => p.required)
      .map((p) => (p.in === 'header' ? p.name.toLowerCase() : p.name)),
  };
}

const cache = new Map<ContractFile, { document: JsonSchema; operations: Map<string, Operation> }>();

export function loadContract(file: ContractFile = 'storefront.yaml'): {
  document: JsonSchema;
  operations: Map<string, Operation>;
} {
  const cached = cache.get(file);
  if (cached) return cached;
  const document = parse(readFileSync(findContract(file), 'utf8')) as JsonSchema;
  const resolved = deref(document, document) as {
    paths: Record<string, Record<string, RawOperation>>;
    security?: Record<string, string[]>[];
  };
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(resolved.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = op.parameters ?? [];
      const schemes = (op.security ?? resolved.security ?? []).flatMap((s) => Object.keys(s));
      const jsonSchema = op.requestBody?.content['application/json']?.schema;
      const json = jsonSchema && (guardInput(jsonSchema) as JsonSchema);
      const multipartContent = op.requestBody?.content['multipart/form-data'];
      const multipart = multipartContent?.schema && (guardInput(multipartContent.schema) as JsonSchema);
      const fileTypes = Object.fromEntries(
        Object.entries(multipartContent?.encoding ?? {}).map(([field, e]) => [
          field,
          (e.contentType ?? '')
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean),
        ]),
      );
      const responses: Record<string, JsonSchema> = {};
      for (const [status, response] of Object.entries(op.responses)) {
        const schema = response.content?.['application/json']?.schema;
        if (schema) responses[status] = schema;
      }
      const schema: Operation['schema'] = { response: responses };
      const pathParams = objectOf(params.filter((p) => p.in === 'path'));
      const query = objectOf(params.filter((p) => p.in === 'query'));
      const headers = objectOf(params.filter((p) => p.in === 'header'));
      if (pathParams) schema.params = pathParams;
      if (query) schema.querystring = query;
      if (headers) schema.headers = headers;
      if (json) schema.body = json;
      operations.set(op.operationId, {
        operationId: op.operationId,
        method: method.toUpperCase() as Operation['method'],
        path,
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        security: schemes.includes('BearerAuth')
          ? 'bearer'
          : schemes.includes('ApiKey')
            ? 'apiKey'
            : 'public',
        tags: op.tags ?? [],
        listParams: params
          .filter((p) => p.in === 'query' && (p.schema as { type?: string }).type === 'array')
          .map((p) => p.name),
        bodyKind: json ? 'json' : multipart ? 'multipart' : 'none',
        bodySchema: json ?? multipart,
        fileTypes,
        schema,
        responses,
      });
    }
  }
  const loaded = { document, operations };
  cache.set(file, loaded);
  return loaded;
}
