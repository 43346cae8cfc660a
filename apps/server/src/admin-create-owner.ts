// `pnpm --filter @sajilo/server admin:create-owner --email <email> [--name <name>]` (built:
// `node dist/admin-create-owner.js`): creates an owner of the back office. Production has no default
// account and no default password: this is how the first owner comes to be. The password is asked twice on a
// terminal (not echoed), or read from the first line of standard input when it is not a terminal (a script:
// `printf '%s\n' "$PASSWORD" | …`); never from the command line, where `ps` and the shell's history keep it.
import { parseArgs } from 'node:util';
import { type Config, ConfigError, loadConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { insertStaff, newStaffProblems } from './services/admin/accounts.js';

const USAGE = `Usage: pnpm --filter @sajilo/server admin:create-owner --email <email> [--name <name>]
  Creates an owner of the back office (every permission, manages the staff).
  The password is asked on the terminal, or read from the first line of standard input.
  It follows the customers' rules: 12 to 128 characters, not a common one.`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Asks on the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const c of chunk) {
        if (c === '\r' || c === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (c === '\u0003') {
          process.stdout.write('\n');
          process.exit(130);
        }
        if (c === '\u007f' || c === '\b') value = [...value].slice(0, -1).join('');
        else value += c;
      }
    };
    stdin.on('data', onData);
  });
}

async function firstLineOfStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const password = await askHidden('Password for the new owner: ');
  const again = await askHidden('The same password again: ');
  if (again !== password) {
    console.error('The two passwords differ; nothing was created.');
    return undefined;
  }
  return password;
}

async function main(): Promise<number> {
  let email: string;
  let name: string;
  try {
    const { values } = parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string', default: 'Owner' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    if (!values.email || !EMAIL.test(values.email)) throw new Error('Give the owner’s email with --email.');
    email = values.email.trim();
    name = values.name.trim() || 'Owner';
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }

  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(
      `admin:create-owner cannot start:\n${error.problems.map((line) => `  ${line}`).join('\n')}`,
    );
    return 1;
  }
  const password = await readPassword();
  if (password === undefined) return 1;

  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    // The server is running on this DATA_DIR (PGlite): stop it first.
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    const input = { name, email, role: 'owner' as const, password };
    const problems = await newStaffProblems(database.db, input);
    if (Object.keys(problems).length > 0) {
      for (const [field, messages] of Object.entries(problems)) {
        for (const message of messages) console.error(`  ${field}: ${message}`);
      }
      console.error('admin:create-owner: nothing was created.');
      return 1;
    }
    const row = await insertStaff(database.db, input);
    console.log(`admin:create-owner: ${row.email} is an owner of the back office (staff #${row.id}).`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`admin:create-owner failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
