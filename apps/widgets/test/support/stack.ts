// The real stack the browser tests and the benchmark run against, all in this process:
// - the built API server (apps/server/dist: buildApp on an in-memory PGlite holding what the widgets read
//   and send to: the seed's complaint symptoms and the demo partner), listening on a free port;
// - the demo partner page on a free port, an origin the demo partner key is made to allow (the seed allows
//   :4100, which `npm start` may be using), and the same page on a second port the key does not allow;
// - a read-only inspector on a third port, so tests in other processes can see what the server stored:
//   the submissions and subscribers with the name of the API client that sent each one. It exists only
//   here, never in the product.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPLAINT_SYMPTOMS, DEMO_PARTNER_KEY } from '@sajilo/seed';
import { buildApp } from '@sajilo/server/app';
import { loadConfig } from '@sajilo/server/config';
import { openDatabase } from '@sajilo/server/db/client';
import { complaintSymptoms } from '@sajilo/server/db/schema';
import { startDemoServer } from '../../demo/server.mjs';

export interface Stack {
  apiUrl: string;
  /** The demo partner page on an origin the demo partner key allows. */
  demoUrl: string;
  /** The same page on an origin the key does not allow. */
  foreignUrl: string;
  /** GET /submissions?kind=…, GET /subscribers: rows as stored, with `client_name`. */
  inspectUrl: string;
  stop(): Promise<void>;
}

/** The demo partner's name, as the seed creates it. */
export const DEMO_PARTNER = 'Demo partner';

export async function startStack(options: { log?: (line: string) => void } = {}): Promise<Stack> {
  const log = options.log ?? (() => {});
  const dataDir = mkdtempSync(join(tmpdir(), 'sajilo-widgets-'));
  const config = loadConfig(
    {},
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      appKey: 'widgets-test-storefront-key',
      storefrontOrigin: 'http://localhost:1',
      test: true,
    },
  );
  const database = await openDatabase({});
  const app = await buildApp(config, database);
  // The widgets read no catalogue, only the complaint symptoms (the support ticket's list); the demo partner
  // is stored below. Seeding a catalogue would render its pictures, most of the stack's start-up time.
  log('storing the complaint symptoms');
  await database.db.insert(complaintSymptoms).values(COMPLAINT_SYMPTOMS.map((title) => ({ title })));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  config.publicUrl = apiUrl;

  const demo = await startDemoServer({ port: 0, apiUrl, key: DEMO_PARTNER_KEY });
  const foreign = await startDemoServer({ port: 0, apiUrl, key: DEMO_PARTNER_KEY });
  // The demo partner as the seed stores it (same name, key and rate limit), also allowed from this run's
  // demo port.
  await app.clients.upsert({
    name: DEMO_PARTNER,
    kind: 'partner',
    key: DEMO_PARTNER_KEY,
    allowedOrigins: [
      'http://localhost:4100',
      'http://127.0.0.1:4100',
      `http://localhost:${demo.port}`,
      `http://127.0.0.1:${demo.port}`,
    ],
    formsPerMinute: 5,
  });

  // Drizzle's `$client` under the in-memory database is the PGlite instance.
  const client = (
    database.db as unknown as {
      $client: { query(sql: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
    }
  ).$client;
  const query = async (sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows;
  const inspector: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://inspector.invalid');
    try {
      let rows: Record<string, unknown>[] | undefined;
      if (url.pathname === '/submissions') {
        rows = await query(
          `select s.id, s.kind, s.data, c.name as client_name,
             coalesce((select json_agg(json_build_object('field', f.field, 'mime', f.mime, 'size', f.size,
               'original_name', f.original_name)) from submission_files f where f.submission_id = s.id), '[]') as files
           from submissions s left join api_clients c on c.id = s.client_id
           where s.kind = $1 order by s.id`,
          [url.searchParams.get('kind') ?? ''],
        );
      } else if (url.pathname === '/subscribers') {
        rows = await query(
          `select s.email, c.name as client_name from subscribers s
           left join api_clients c on c.id = s.client_id order by s.id`,
        );
      }
      response.writeHead(rows ? 200 : 404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(rows ?? { error: 'not found' }));
    } catch (error) {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: String(error) }));
    }
  });
  await new Promise<void>((resolve) => inspector.listen(0, '127.0.0.1', resolve));
  const inspectorAddress = inspector.address();
  const inspectUrl = `http://127.0.0.1:${typeof inspectorAddress === 'object' && inspectorAddress ? inspectorAddress.port : 0}`;

  return {
    apiUrl,
    demoUrl: demo.url,
    foreignUrl: foreign.url,
    inspectUrl,
    async stop() {
      await Promise.allSettled([
        demo.close(),
        foreign.close(),
        new Promise((resolve) => inspector.close(resolve)),
      ]);
      // Closing the app closes its database too.
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
