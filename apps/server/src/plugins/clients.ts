// Application keys: the storefront and each partner site, with the origins each may call from.
import { eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loadContract } from '../contract.js';
import { queryRows } from '../db/query.js';
import { apiClients } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { sha256 } from '../services/crypto.js';

export interface ApiClient {
  id: number;
  name: string;
  kind: 'storefront' | 'partner';
  allowedOrigins: string[];
  formsPerMinute: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    clients: {
      /** Reloads the keys from the database (after a partner is added). */
      refresh(): Promise<void>;
      /**
       * Reloads the keys when any writer (another instance, the back office) changed them since they were
       * loaded: a new partner key works, and a revoked one is refused, on the next widget request.
       */
      ensureCurrent(): Promise<void>;
      byKey(key: string): ApiClient | undefined;
      /**
       * Whether a browser on `origin` may call: the storefront's origins anywhere, a partner's origins only
       * on the widgets' operations (`partnerRoute`).
       */
      originAllowed(origin: string, partnerRoute: boolean): boolean;
      /** Creates or updates a client by name; returns it. */
      upsert(input: {
        name: string;
        kind: ApiClient['kind'];
        key: string;
        allowedOrigins: string[];
        formsPerMinute?: number;
      }): Promise<ApiClient>;
    };
  }
  interface FastifyRequest {
    /** The application that sent a public call, once its key is checked. */
    apiClient: ApiClient | null;
  }
}

/**
 * The operations partner sites may call (`x-partner: true` in the contract: the widgets' enquiry, subscribe
 * and support-ticket calls), by operationId and by path.
 */
export const partnerOperations = (() => {
  const ids = new Set<string>();
  const paths = new Set<string>();
  const { document } = loadContract();
  for (const [path, item] of Object.entries(
    (document.paths ?? {}) as Record<string, Record<string, unknown>>,
  )) {
    for (const op of Object.values(item)) {
      const { operationId, 'x-partner': partner } = (op ?? {}) as {
        operationId?: string;
        'x-partner'?: unknown;
      };
      if (partner !== true || !operationId) continue;
      ids.add(operationId);
      // The partner paths have no parameters: the request path is the contract's path.
      paths.add(path);
    }
  }
  return { ids, paths };
})();

export default fp(
  async (app) => {
    let byHash = new Map<string, ApiClient>();
    let storefrontOrigins = new Set<string>();
    let everyOrigin = new Set<string>();

    /** The keys' version the copy in memory was loaded at (api_clients_version, migration 0013). */
    let loadedAt: string | undefined;
    const readVersion = async () => {
      const [row] = await queryRows<{ v: string | null }>(
        app.db,
        sql`select (select version::text from api_clients_version) as v`,
      );
      return row?.v ?? '0';
    };

    const refresh = async () => {
      // The version first: a write committed after it is read makes the next check reload again.
      const version = await readVersion();
      // A revoked key is in no map: it is refused like an unknown one (docs/back-office.md "Partner keys").
      const rows = await app.db.select().from(apiClients).where(isNull(apiClients.revokedAt));
      loadedAt = version;
      byHash = new Map(rows.map((r) => [r.keyHash, { ...r }]));
      storefrontOrigins = new Set(
        rows.filter((r) => r.kind === 'storefront').flatMap((r) => r.allowedOrigins),
      );
      everyOrigin = new Set(rows.flatMap((r) => r.allowedOrigins));
    };

    const upsert: FastifyInstance['clients']['upsert'] = async (input) => {
      const values = {
        name: input.name,
        kind: input.kind,
        keyHash: sha256(input.key),
        allowedOrigins: input.allowedOrigins,
        formsPerMinute: input.formsPerMinute ?? 10,
      };
      const [existing] = await app.db.select().from(apiClients).where(eq(apiClients.name, input.name));
      const [row] = existing
        ? await app.db.update(apiClients).set(values).where(eq(apiClients.id, existing.id)).returning()
        : // Instances started together may both find no row: the second one's insert updates the first's.
          await app.db
            .insert(apiClients)
            .values(values)
            .onConflictDoUpdate({ target: apiClients.keyHash, set: values })
            .returning();
      await refresh();
      if (!row) throw new Error('could not store the API client');
      return { ...row };
    };

    /** A check not started yet: requests arriving together share one read of the version. */
    let pending: Promise<void> | undefined;
    const ensureCurrent = () => {
      pending ??= new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        pending = undefined;
        if ((await readVersion()) !== loadedAt) await refresh();
      });
      return pending;
    };

    app.decorate('clients', {
      refresh,
      ensureCurrent,
      upsert,
      byKey: (key: string) => byHash.get(sha256(key)),
      originAllowed: (origin: string, partnerRoute: boolean) =>
        (partnerRoute ? everyOrigin : storefrontOrigins).has(origin),
    });
    app.decorateRequest('apiClient', null);
    // The widgets' routes are the ones partner keys and origins reach: before their key check and CORS
    // (both later hooks), the keys are made current, so a revocation applies on every instance at once.
    app.addHook('onRequest', async (request) => {
      if (partnerOperations.paths.has(request.url.split('?')[0] ?? '')) await ensureCurrent();
    });

    // The storefront's key comes from configuration (APP_KEY) and is always current.
    const configuredOrigins = [
      app.config.storefrontOrigin,
      app.config.storefrontOrigin.replace('localhost', '127.0.0.1'),
    ];
    await upsert({
      name: 'Sajilo storefront',
      kind: 'storefront',
      key: app.config.appKey,
      allowedOrigins: [...new Set(configuredOrigins)],
      formsPerMinute: app.config.formsPerMinute,
    });
  },
  { name: 'clients', dependencies: ['database', 'config'] },
);

/** docs/browsing.md §6: public calls carry the application key; a wrong key or a foreign origin gets 403. */
export function requireApiKey(app: FastifyInstance, request: FastifyRequest): void {
  const header = request.headers['x-api-key'];
  const key = Array.isArray(header) ? header[0] : header;
  const client = key ? app.clients.byKey(key) : undefined;
  if (!client) throw new HttpError(403, /*i18n*/ 'A valid application key is required.');
  const operationId = request.routeOptions.config.operationId;
  if (client.kind === 'partner' && !(operationId && partnerOperations.ids.has(operationId))) {
    throw new HttpError(403, /*i18n*/ "A partner's key is for the widgets' requests only.");
  }
  const origin = request.headers.origin;
  if (origin && !client.allowedOrigins.includes(origin)) {
    throw new HttpError(403, /*i18n*/ 'This application key is not allowed from this origin.');
  }
  request.apiClient = client;
}
