// A page server's configuration, read as the API server reads its own (apps/server/src/config.ts): every
// variable checked by a JSON schema with env-schema (typed values, bounds, defaults), then the checks a
// schema cannot say, and every problem on a line of its own naming the variable, so an operator fixes them
// all at once and a malformed value never becomes a silent NaN or a policy nobody meant
// (docs/operations.md "Running in production").
import envSchema from 'env-schema';

/** Configuration that cannot be used: one line a problem, naming the variable and what to set. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** The problems of a configuration `read` throws as a ConfigError (none when it reads); any other error throws. */
export function configProblems(read: () => unknown): string[] {
  try {
    read();
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}

/** A JSON schema of an object of environment variables (env-schema's, coerced by Ajv). */
export interface EnvSchema {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
}

/** A TCP port. */
export const PORT_NUMBER = { type: 'integer', minimum: 1, maximum: 65535 } as const;
/** An absolute http(s) address, path allowed. */
export const HTTP_ADDRESS = { type: 'string', pattern: '^https?://[^\\s/]+(/\\S*)?$' } as const;
/** Whole milliseconds between 0.1 s and a minute. */
export const MILLISECONDS = { type: 'integer', minimum: 100, maximum: 60_000 } as const;

/** Ajv's words for a variable, as one line: `PORT="abc": must be integer.` */
function problemsOf(error: unknown, raw: Record<string, string>): string[] {
  const errors = (error as { errors?: { instancePath: string; message?: string }[] }).errors ?? [];
  if (errors.length === 0) return [String((error as Error).message)];
  return errors.map((e) => {
    const name = e.instancePath.replace(/^\//, '');
    return `${name}=${JSON.stringify(raw[name] ?? '')}: ${e.message ?? 'is not valid'}.`;
  });
}

export interface LoadOptions<Env, Config> {
  schema: EnvSchema;
  /** The variables (process.env by default). */
  env?: NodeJS.ProcessEnv;
  /**
   * Variables where an empty value means an empty list rather than unset (`FRAME_ORIGINS=`: no map
   * provider). Any other empty variable counts as unset, as on the API server.
   */
  emptyIsValue?: readonly string[];
  /**
   * The configuration from the checked values; a problem the schema cannot see is pushed on `problems`
   * (one line each), and every one is thrown together.
   */
  derive(env: Env, problems: string[]): Config;
}

/**
 * Reads the variables by `schema`, then `derive`s the configuration; throws a ConfigError with every problem,
 * the schema's and `derive`'s.
 */
export function loadConfig<Env, Config>({
  schema,
  env = process.env,
  emptyIsValue = [],
  derive,
}: LoadOptions<Env, Config>): Config {
  const raw = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && (entry[1] !== '' || emptyIsValue.includes(entry[0])),
    ),
  );
  let checked: Env;
  try {
    // Only `data`: env-schema would otherwise merge process.env in, and a test's own values would not count.
    checked = envSchema<Env>({ schema, data: raw, env: false, dotenv: false });
  } catch (error) {
    throw new ConfigError(problemsOf(error, raw));
  }
  const problems: string[] = [];
  const config = derive(checked, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * The origin of an http(s) address in `variable`, or a problem pushed on `problems` (and ''): a policy with a
 * typo in it would block what the operator meant to allow. `pathAllowed`: an address whose origin is wanted
 * (API_URL); otherwise the value must be an origin alone.
 */
export function originOf(
  value: string,
  variable: string,
  problems: string[],
  { pathAllowed = false }: { pathAllowed?: boolean } = {},
): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(`${variable}: "${value}" is not a URL (expected e.g. https://cdn.example.com).`);
    return '';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    problems.push(`${variable}: "${value}" is not an http(s) address.`);
    return '';
  }
  if (!pathAllowed && (url.pathname !== '/' || url.search || url.hash)) {
    problems.push(`${variable}: "${value}" has a path; give the origin only (${url.origin}).`);
    return '';
  }
  return url.origin;
}

/** The origins of a comma-separated list in `variable` (empty: none), each checked by originOf. */
export function originList(value: string, variable: string, problems: string[]): string[] {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return [...new Set(items.map((item) => originOf(item, variable, problems)).filter(Boolean))];
}

/**
 * The inline script that hands the page its runtime configuration as `window[name]`, JSON with `<` escaped
 * so no value can close the tag. With a nonce (one per response) the script carries it, and hands it to
 * react-hot-toast's style element too (goober reads `window.__nonce__`), so the toasts' styles pass the
 * Content-Security-Policy.
 */
export function configScript(name: string, config: unknown, nonce?: string): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  if (nonce === undefined) return `<script>window.${name}=${json}</script>`;
  return `<script nonce="${nonce}">window.${name}=${json};window.__nonce__=${JSON.stringify(nonce)}</script>`;
}
