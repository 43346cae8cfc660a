// `npm start`: installs everything, builds, creates and seeds the embedded database (first start), serves the
// shop, and once every part answers prints one block with every address and the demo logins. Ctrl-C stops
// every part gracefully and exits 0 (docs/development.md "The first run").
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { install, pnpm, root } from './pnpm.mjs';

install();
pnpm(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);

// The demo shop on a first start (an empty database), from the seed package: the server itself never
// loads demo data. SEED=false starts empty; production (`NODE_ENV=production`) is never seeded here.
// biome-ignore lint/suspicious/noUndeclaredEnvVars: read by this script, outside every turbo task.
const seeded = process.env.SEED !== 'false' && process.env.NODE_ENV !== 'production';
if (seeded) pnpm(['--filter', '@sajilo/seed', 'run', 'seed', '--if-empty']);

// In development eSewa, Khalti and Fonepay are the simulators of apps/gateways (no internet, no money), and every
// server is pointed at them; production runs none (docs/development.md "Payments in development").
const { gatewayPlan } = await import('../apps/gateways/dist/index.js');
const gateways = gatewayPlan(process.env);

// Every workspace package with a `serve` script is one of the shop's servers (the API, the storefront, the
// back office, the widgets' demo, Storybook, the gateway simulators, and whatever app is added later).
const servers = ['apps', 'packages'].flatMap((group) =>
  readdirSync(join(root, group))
    .map((name) => ({ dir: join(root, group, name), short: name }))
    .filter(({ dir, short }) => {
      const manifest = join(dir, 'package.json');
      if (short === 'gateways' && !gateways.serve) return false;
      return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.serve;
    }),
);
if (servers.length === 0) {
  console.log('Nothing to serve yet: the packages are built.');
  process.exit(0);
}

const env = process.env;
const port = (name, fallback) => Number(env[name] ?? fallback);
const ports = {
  shop: port('PORT', 3000),
  api: port('API_PORT', 4000),
  admin: port('ADMIN_PORT', 3100),
  widgets: port('WIDGETS_PORT', 4100),
  storybook: port('STORYBOOK_PORT', 6006),
};
const local = (p) => `http://localhost:${p}`;

// Each server runs its `serve` script itself (not through `pnpm run`, whose failure lines would follow a
// Ctrl-C), in a process group of its own so that Ctrl-C reaches this script alone, which then stops each part
// with SIGTERM (their graceful shutdown) and waits for it. The API logs readable lines here (LOG_FORMAT).
const children = servers.map(({ dir, short }) => {
  const script = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts.serve;
  const child = spawn(script, {
    cwd: dir,
    shell: true,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      ...gateways.env,
      LOG_FORMAT: env.LOG_FORMAT ?? 'pretty',
      // The demo's mails (an account's confirmation link, a reset link) are read here: printed whole, as
      // nothing is sent without SMTP_URL. Production refuses it; the server's own default is off.
      ...(env.NODE_ENV === 'production' ? {} : { MAIL_LOG_BODIES: env.MAIL_LOG_BODIES ?? 'true' }),
      PATH: [join(dir, 'node_modules', '.bin'), join(root, 'node_modules', '.bin'), env.PATH].join(':'),
    },
  });
  const prefix = `${short.padEnd(10)}│ `;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim() !== '') process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.short = short;
  return child;
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping every part…');
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  const late = setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }, 15_000);
  await Promise.all(children.map((child) => child.exited));
  clearTimeout(late);
  console.log('Stopped.');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// A part that ends on its own (a port in use, a bad variable) ends the run: its own lines above say why.
for (const child of children) {
  child.exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`\n${child.short} stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
    stop(1);
  });
}

/** Resolves once `url` answers (any HTTP status), polling every half second. */
async function answers(url) {
  for (;;) {
    try {
      const res = await fetch(url, { redirect: 'manual' });
      await res.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

const { DEMO_CUSTOMER, DEMO_DEALER, DEMO_DEALER_BUYER, DEMO_OWNER, DEMO_PARTNER_KEY } = await import(
  '../packages/seed/dist/index.js'
);
const names = new Set(servers.map((s) => s.short));
const parts = [
  [
    'api',
    'Shop API',
    `${local(ports.api)}/ready`,
    `${local(ports.api)}  (reference: ${local(ports.api)}/docs)`,
  ],
  ['storefront', 'Shop', local(ports.shop), `${local(ports.shop)}  (in Nepali: ${local(ports.shop)}/ne)`],
  ['admin', 'Back office', local(ports.admin), local(ports.admin)],
  [
    'widgets',
    'Partner demo',
    local(ports.widgets),
    `${local(ports.widgets)}  (the widgets on a partner's page)`,
  ],
  ['ui', 'Storybook', local(ports.storybook), local(ports.storybook)],
  [
    'gateways',
    'eSewa and Khalti',
    gateways.url,
    `${gateways.url}  (simulated: no money moves; GATEWAY_SIMULATORS=false for the sandboxes)`,
  ],
  ['gateways', 'Fonepay QR to scan', gateways.url, `${gateways.url}/fonepay  (simulated: no money moves)`],
].filter(([dir]) => (dir === 'api' ? names.has('server') : names.has(dir)));
await Promise.all(parts.map(([, , url]) => answers(url)));
if (!stopping) {
  const width = Math.max(...parts.map(([, label]) => label.length), 16);
  const row = (label, value) => `  ${label.padEnd(width)}  ${value}`;
  console.log(
    [
      '',
      '  ──────────────────────────────────────────────────────────────────────────',
      '  Sajilo is running.',
      '',
      ...parts.map(([, label, , shown]) => row(label, shown)),
      '',
      ...(seeded
        ? [
            row('Shopper', `${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`),
            // The demo dealer logs in with the demo customer's password (packages/seed, dealers.ts).
            row('Dealer', `${DEMO_DEALER.email} / ${DEMO_CUSTOMER.password}  (dealer prices, /dealer)`),
            row(
              "Dealer's buyer",
              `${DEMO_DEALER_BUYER.email} / ${DEMO_CUSTOMER.password}  (the same company)`,
            ),
            row('Back-office owner', `${DEMO_OWNER.email} / ${DEMO_OWNER.password}`),
            row('Partner key', `${DEMO_PARTNER_KEY} (from ${local(ports.widgets)}; the demo dealer's leads)`),
          ]
        : [row('Demo accounts', 'none: started with SEED=false')]),
      row('Application key', env.APP_KEY ?? 'sajilo-dev-storefront-key (development)'),
      '',
      env.NODE_ENV === 'production'
        ? '  Ctrl-C stops everything.'
        : '  Mails (confirmation and reset links) are printed here, not sent: set SMTP_URL to send them.\n  Ctrl-C stops everything.',
      '  ──────────────────────────────────────────────────────────────────────────',
      '',
    ].join('\n'),
  );
}
