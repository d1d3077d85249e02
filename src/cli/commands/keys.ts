import type { Command } from 'commander';
import { homeDir } from '../../paths.js';
import { createKey, listKeys, openKeyStore, revokeKey, type KeyStore } from '../../registry/keys/index.js';
import { c, printJson, println, table } from '../output.js';
import { settings } from '../context.js';

/** Runs `fn` on the registry's key store (AGENT_HOME, or database.url): every registry serving from it sees the change within a second. */
async function withStore<T>(fn: (store: KeyStore) => Promise<T>): Promise<T> {
  const store = await openKeyStore(homeDir('data'), settings().values.database.url);
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

export function registerKeys(program: Command): void {
  const keys = program.command('keys').description('API keys of the tool registry: once one exists, every request but GET / needs a key');
  keys
    .command('create')
    .description('Create a key and print its token (shown once; only its hash is stored)')
    .argument('<name>', 'a name for the key (shown in listings and the audit log)')
    .requiredOption('--scopes <scopes>', 'read, call (includes read), admin (includes call), comma-separated')
    .option('--apps <apps>', 'limit the key to these applications, comma-separated')
    .option('--rate <rate>', 'requests allowed per key and registry process, e.g. 600/min, 10/s')
    .option('--json', 'machine-readable output')
    .action(async (name: string, opts: { scopes: string; apps?: string; rate?: string; json?: boolean }) => {
      const { key, token } = await withStore((s) => createKey(s, { name, scopes: opts.scopes, apps: opts.apps, rate: opts.rate }));
      if (opts.json) return printJson({ ...key, token });
      println(
        `created key ${c.cyan(key.name)} (scopes: ${key.scopes.join(', ')}` +
          `${key.apps.length ? `; apps: ${key.apps.join(', ')}` : ''}${key.rate ? `; rate: ${key.rate}` : ''})`,
      );
      println(token);
      process.stderr.write('this token is shown only once: store it now (clients read it from AGENT_REGISTRY_KEY)\n');
    });
  keys
    .command('list')
    .description('List keys: name, scopes, apps, rate, created, last used (never the token)')
    .option('--json', 'machine-readable output')
    .action(async (opts: { json?: boolean }) => {
      const rows = await withStore(listKeys);
      if (opts.json) return printJson(rows);
      if (rows.length === 0) return println(c.dim('no keys: the registry accepts every request (on a loopback address only)'));
      println(
        table(
          ['NAME', 'SCOPES', 'APPS', 'RATE', 'CREATED', 'LAST USED'],
          rows.map((k) => [
            c.cyan(k.name),
            k.scopes.join(','),
            k.apps.join(',') || 'all',
            k.rate ?? '-',
            k.created_at.slice(0, 19).replace('T', ' '),
            k.last_used_at ? k.last_used_at.slice(0, 19).replace('T', ' ') : 'never',
          ]),
        ),
      );
    });
  keys
    .command('revoke')
    .description('Revoke a key: a running registry refuses it within a second')
    .argument('<name>', 'the key to revoke')
    .action(async (name: string) => {
      await withStore((s) => revokeKey(s, name));
      println(`revoked key ${name}`);
    });
}
