import type { Command } from 'commander';
import { execFile } from 'node:child_process';
import { homeDir } from '../../paths.js';
import { loadRegistryConfigInUse } from '../../registry/config/index.js';
import type { McpServerConfig } from '../../registry/config/types.js';
import { signIn } from '../../registry/sources/mcp/login.js';
import { UpstreamCredentialStore } from '../../registry/sources/mcp/oauth-store.js';
import { openRegistryDb } from '../../registry/store.js';
import { SecretBox } from '../../shared/secret-box.js';
import { c, CliError, println, table } from '../output.js';
import { settings } from '../context.js';

/** The program that opens a URL in the person's browser, by platform (an argument array, never a shell). */
const OPENERS: Record<string, [string, string[]]> = {
  linux: ['xdg-open', []],
  darwin: ['open', []],
  win32: ['rundll32', ['url.dll,FileProtocolHandler']],
};

function openInBrowser(url: URL): void {
  const opener = OPENERS[process.platform];
  if (!opener) return;
  const child = execFile(opener[0], [...opener[1], url.toString()], () => {});
  child.on('error', () => {});
  child.unref();
}

/** The services of the registry configuration in use that have `oauth:`. */
function oauthServices(): McpServerConfig[] {
  return loadRegistryConfigInUse(settings()).services.filter((s): s is McpServerConfig => s.kind === 'mcp' && s.oauth !== undefined);
}

function serviceNamed(name: string): McpServerConfig {
  const all = oauthServices();
  const found = all.find((s) => s.name === name);
  if (!found)
    throw new CliError(
      `no service '${name}' with oauth: in the registry configuration; with oauth: ${all.map((s) => s.name).join(', ') || 'none'}`,
    );
  return found;
}

async function withCredentials<T>(fn: (store: UpstreamCredentialStore) => Promise<T>): Promise<T> {
  const db = await openRegistryDb(homeDir('data'), settings().values.database.url);
  try {
    return await fn(new UpstreamCredentialStore(db, () => SecretBox.required('The sign-in of an upstream MCP server')));
  } finally {
    await db.close();
  }
}

export function registerAuth(program: Command): void {
  const auth = program
    .command('auth')
    .description('Sign the registry in to upstream MCP servers that want OAuth (oauth: in mcp_servers.yaml)');
  auth
    .command('login')
    .description('Sign in with your browser (authorization code + PKCE); the registry keeps the tokens sealed and refreshes them')
    .argument('<service>', 'the service, as named in the registry configuration')
    .option('--scope <scope>', 'scopes to ask for beyond those the server asks for (space-separated)')
    .option('--no-browser', 'print the URL instead of opening a browser')
    .action(async (name: string, opts: { scope?: string; browser: boolean }) => {
      const cfg = serviceNamed(name);
      SecretBox.required('The sign-in of an upstream MCP server');
      const open = async (url: URL) => {
        process.stderr.write(`open this address to sign in to ${name} (waiting up to 5 minutes):\n${url.toString()}\n`);
        if (opts.browser) openInBrowser(url);
      };
      const { scope } = await withCredentials((store) => signIn({ cfg, store, open, scope: opts.scope })).catch((err: Error) => {
        throw new CliError(`could not sign in to ${name}: ${err.message}`);
      });
      println(`signed in to ${c.cyan(name)}${scope ? ` (scope: ${scope})` : ''}: running registries on this store use it within a second`);
    });
  auth
    .command('logout')
    .description('Forget the tokens and registration kept for a service')
    .argument('<service>', 'the service')
    .action(async (name: string) => {
      const gone = await withCredentials((store) => store.forget(name));
      println(gone ? `forgot the sign-in of ${name}` : c.dim(`no sign-in kept for ${name}`));
    });
  auth
    .command('list')
    .description('Services with oauth:, and whether a sign-in is kept for each (never a token)')
    .action(async () => {
      const kept = new Map((await withCredentials((store) => store.list())).map((r) => [r.service, r.updated_at]));
      const rows = oauthServices().map((s) => [
        c.cyan(s.name),
        s.oauth!.grant,
        s.oauth!.grant === 'client_credentials'
          ? 'the registry gets its own'
          : kept.has(s.name)
            ? `signed in ${kept.get(s.name)!.slice(0, 19).replace('T', ' ')}`
            : 'not signed in: agent auth login ' + s.name,
      ]);
      println(rows.length ? table(['SERVICE', 'GRANT', 'SIGN-IN'], rows) : c.dim('no service with oauth: in the registry configuration'));
    });
}
