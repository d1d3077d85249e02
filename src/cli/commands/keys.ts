import type { Command } from 'commander';
import { homeDir } from '../../paths.js';
import { createKey, listKeys, openKeyStore, revokeKey, type KeyStore } from '../../registry/keys/index.js';
import { c, CliError, printJson, println, table } from '../output.js';
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

/** What revoking the last key means, said before it is done. */
const LAST_KEY = (name: string) =>
  `'${name}' is the last key: once it is revoked the registry refuses every request but GET / and /health ` +
  '(it never falls back to open by itself) until a key is created with `agent keys create`, or it is restarted ' +
  `with --insecure to run open; to revoke it anyway: agent keys revoke ${name} --yes`;

export function registerKeys(program: Command): void {
  const keys = program
    .command('keys')
    .description('API keys of the tool registry: once one has existed, every request but GET / and /health needs a key');
  keys
    .command('create')
    .description('Create a key and print its token (shown once; only its hash is stored)')
    .argument('<name>', 'a name for the key (shown in listings and the audit log)')
    .requiredOption('--scopes <scopes>', 'read, call (includes read), approve (includes read), admin (includes all), comma-separated')
    .option('--apps <apps>', 'limit the key to these applications, comma-separated')
    .option('--sets <sets>', 'limit the key to these named tool sets (toolSets in the registry configuration), comma-separated')
    .option('--rate <rate>', 'requests allowed per key and registry process, e.g. 600/min, 10/s')
    .option('--tools <tools>', "what /mcp lists for the key: 'all' tools (default) or 'search' (three tools to search, describe, call)")
    .option('--json', 'machine-readable output')
    .action(async (name: string, opts: { scopes: string; apps?: string; sets?: string; rate?: string; tools?: string; json?: boolean }) => {
      const { key, token, first } = await withStore(async (s) => {
        const before = (await s.list()).length;
        return {
          ...(await createKey(s, { name, scopes: opts.scopes, apps: opts.apps, sets: opts.sets, rate: opts.rate, tools: opts.tools })),
          first: before === 0,
        };
      });
      if (opts.json) return printJson({ ...key, token });
      println(
        `created key ${c.cyan(key.name)} (scopes: ${key.scopes.join(', ')}` +
          `${key.apps.length ? `; apps: ${key.apps.join(', ')}` : ''}` +
          `${key.sets.length ? `; tool sets: ${key.sets.join(', ')}` : ''}${key.rate ? `; rate: ${key.rate}` : ''}` +
          `${key.tools === 'search' ? '; /mcp tools: search' : ''})`,
      );
      println(token);
      process.stderr.write('this token is shown only once: store it now (clients read it from AGENT_REGISTRY_KEY)\n');
      if (first)
        process.stderr.write(
          'this is the first key: within a second every request to the registry but GET / and /health needs a key, ' +
            'from every client, the running demo server included (start it with AGENT_REGISTRY_KEY set to a key with the call scope)\n',
        );
    });
  keys
    .command('list')
    .description('List keys: name, scopes, apps, rate, created, last used (never the token)')
    .option('--json', 'machine-readable output')
    .action(async (opts: { json?: boolean }) => {
      const { rows, required } = await withStore(async (s) => ({ rows: await listKeys(s), required: await s.required() }));
      if (opts.json) return printJson(rows);
      if (rows.length === 0 && required)
        return println(
          c.dim('no key in force: the registry refuses every request but GET / (keys were required before); ') +
            c.dim('create one with `agent keys create`, or restart the registry with --insecure to run it open'),
        );
      if (rows.length === 0) return println(c.dim('no keys: the registry accepts every request (on a loopback address only)'));
      println(
        table(
          ['NAME', 'SCOPES', 'APPS', 'SETS', 'RATE', 'MCP TOOLS', 'CREATED', 'LAST USED'],
          rows.map((k) => [
            c.cyan(k.name),
            k.scopes.join(','),
            k.apps.join(',') || 'all',
            k.sets.join(',') || '-',
            k.rate ?? '-',
            k.tools,
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
    .option('--yes', 'revoke it even when it is the last key (the registry then refuses every request)')
    .action(async (name: string, opts: { yes?: boolean }) => {
      const left = await withStore(async (s) => {
        const keys = await s.list();
        if (!opts.yes && keys.length === 1 && keys[0]!.name === name) throw new CliError(LAST_KEY(name));
        await revokeKey(s, name);
        return keys.length - 1;
      });
      println(`revoked key ${name}`);
      if (left === 0)
        process.stderr.write(
          'no key is in force now: the registry refuses every request but GET / and /health until a key is created ' +
            '(agent keys create), or it is restarted with --insecure to run open\n',
        );
    });
}
