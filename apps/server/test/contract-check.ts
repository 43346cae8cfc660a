// Validates a response body against its operation's schema in openapi/storefront.yaml (Ajv, JSON Schema
// 2020-12 as OpenAPI 3.1 uses). Every test server runs every JSON response through it.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadContract } from '../src/contract.js';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addFormat('binary', true);

const compiled = new Map<string, ReturnType<typeof ajv.compile>>();

/** Returns the problems of `body` as the `status` response of `operationId` (empty when it conforms). */
export function contractProblems(operationId: string, status: number, body: unknown): string[] {
  // The storefront's operations, then the back office's (openapi/admin.yaml): their ids differ.
  const op =
    loadContract().operations.get(operationId) ?? loadContract('admin.yaml').operations.get(operationId);
  if (!op) return [`unknown operation ${operationId}`];
  const schema = op.responses[String(status)];
  if (!schema) return [`${operationId} has no ${status} response in the contract`];
  const key = `${operationId}:${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (e) => `${operationId} ${status}: ${e.instancePath || '/'} ${e.message}`,
  );
}
