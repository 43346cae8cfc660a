import { describe, expect, it } from 'vitest';
import {
  configProblems,
  configScript,
  HTTP_ADDRESS,
  loadConfig,
  MILLISECONDS,
  originList,
  originOf,
  PORT_NUMBER,
} from './config.js';

interface Env {
  PORT: number;
  API_URL?: string;
  DEADLINE_MS: number;
  ORIGINS?: string;
}

const schema = {
  type: 'object',
  properties: {
    PORT: { ...PORT_NUMBER, default: 3000 },
    API_URL: HTTP_ADDRESS,
    DEADLINE_MS: { ...MILLISECONDS, default: 1500 },
    ORIGINS: { type: 'string' },
  },
} as const;

const load = (env: NodeJS.ProcessEnv) =>
  loadConfig({
    schema,
    env,
    emptyIsValue: ['ORIGINS'],
    derive: (checked: Env, problems) => ({
      port: checked.PORT,
      apiUrl: checked.API_URL,
      deadlineMs: checked.DEADLINE_MS,
      origins:
        checked.ORIGINS === undefined
          ? ['https://default.example']
          : originList(checked.ORIGINS, 'ORIGINS', problems),
    }),
  });

const problems = (env: NodeJS.ProcessEnv) => configProblems(() => load(env));

describe('loadConfig', () => {
  it('types the values and gives the defaults; an empty variable is unset unless its emptiness means none', () => {
    expect(load({})).toEqual({
      port: 3000,
      apiUrl: undefined,
      deadlineMs: 1500,
      origins: ['https://default.example'],
    });
    expect(load({ PORT: '8080', API_URL: '', DEADLINE_MS: '', ORIGINS: '' })).toEqual({
      port: 8080,
      apiUrl: undefined,
      deadlineMs: 1500,
      origins: [],
    });
  });

  it('names each bad value on a line of its own, the schema’s and the derived checks’ alike', () => {
    expect(problems({ PORT: '30OO', DEADLINE_MS: '99' })).toEqual([
      'PORT="30OO": must be integer.',
      'DEADLINE_MS="99": must be >= 100.',
    ]);
    expect(problems({ API_URL: 'ftp://x' })).toEqual([
      `API_URL="ftp://x": must match pattern "${HTTP_ADDRESS.pattern}".`,
    ]);
    expect(problems({ ORIGINS: 'https://a.example/path, nonsense' })).toEqual([
      'ORIGINS: "https://a.example/path" has a path; give the origin only (https://a.example).',
      'ORIGINS: "nonsense" is not a URL (expected e.g. https://cdn.example.com).',
    ]);
  });
});

describe('originOf and originList', () => {
  it('gives an address’s origin, a path only where allowed, each origin of a list once', () => {
    const found: string[] = [];
    expect(originOf('https://api.example/v1/', 'API_URL', found, { pathAllowed: true })).toBe(
      'https://api.example',
    );
    expect(originOf('mailto:shop@example.com', 'X', found)).toBe('');
    expect(originList(' https://a.example , https://a.example,http://b.example:8080 ', 'L', found)).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
    expect(found).toEqual(['X: "mailto:shop@example.com" is not an http(s) address.']);
  });
});

describe('configScript', () => {
  it('hands the configuration over in a script that no value can close, with the nonce when given', () => {
    expect(configScript('CONFIG', { a: '</script><script>alert(1)' })).toBe(
      '<script>window.CONFIG={"a":"\\u003c/script>\\u003cscript>alert(1)"}</script>',
    );
    expect(configScript('CONFIG', { a: 1 }, 'abc')).toBe(
      '<script nonce="abc">window.CONFIG={"a":1};window.__nonce__="abc"</script>',
    );
  });
});
