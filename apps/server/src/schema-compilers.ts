// Fastify's validator and serializer compilers (its own defaults: Ajv, fast-json-stringify), with what they
// compile kept for the life of the process. Fastify builds new compilers for every app, so each app compiles
// the contract's few hundred schemas again (about 0.7 s). One server process builds one app, but a process
// that builds several (the test suite: a server per test file) compiles each schema once. A compiled
// validator or serializer depends only on its schema and the compiler's options, which make up the key.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Factories = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type Compile = (route: { schema: unknown }) => unknown;

/** `compile`, remembering what it returned for each schema under `prefix` (the compiler's options). */
function remembered(prefix: string, compile: Compile, store: Map<string, unknown>): Compile {
  return (route) => {
    const key = `${prefix}${JSON.stringify(route.schema)}`;
    let compiled = store.get(key);
    if (compiled === undefined) {
      compiled = compile(route);
      store.set(key, compiled);
    }
    return compiled;
  };
}

const validatorPool = AjvCompiler();
const validators = new Map<string, unknown>();
const serializerSelector = SerializerSelector();
const serializers = new Map<string, unknown>();

export const schemaController = {
  compilersFactory: {
    buildValidator: (externalSchemas: unknown, options: { customOptions?: unknown; plugins?: unknown[] }) =>
      remembered(
        JSON.stringify([externalSchemas, options.customOptions, options.plugins?.length ?? 0]),
        validatorPool(externalSchemas as never, options as never) as Compile,
        validators,
      ),
    buildSerializer: (externalSchemas: unknown, options: unknown) =>
      remembered(
        JSON.stringify([externalSchemas, options]),
        serializerSelector(externalSchemas as never, options as never) as Compile,
        serializers,
      ),
  } as Factories,
};
