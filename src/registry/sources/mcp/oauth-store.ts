import type { OAuthClientInformationMixed, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { Db } from '../../../shared/db/index.js';
import { SecretBox } from '../../../shared/secret-box.js';
import { REGISTRY_CHANNEL } from '../../store.js';

/** What the registry keeps to reach one upstream: its registration with the authorization server, and its tokens. */
export interface UpstreamCredentials {
  client?: OAuthClientInformationMixed;
  tokens?: OAuthTokens;
  /** The scope a refused call asked for last (a 403 insufficient_scope): the next sign-in asks for it too. */
  wanted?: string;
}

/**
 * The credentials of upstream MCP servers (table `oauth_credentials`), one sealed value per
 * service: `agent auth login` writes them, every registry on the same store reads them, and a
 * registry that refreshes a token writes the new one back. Sealed with AGENT_SECRET_KEY
 * (shared/secret-box.ts): the database never holds a token in the clear.
 */
export class UpstreamCredentialStore {
  constructor(
    private readonly db: Db,
    private readonly box: () => SecretBox,
  ) {}

  async load(service: string): Promise<UpstreamCredentials> {
    const row = await this.db.get<{ sealed: string }>('SELECT sealed FROM oauth_credentials WHERE service = ?', [service]);
    return row ? (JSON.parse(this.box().open(row.sealed)) as UpstreamCredentials) : {};
  }

  async save(service: string, value: UpstreamCredentials): Promise<void> {
    const sealed = this.box().seal(JSON.stringify(value));
    await this.db.tx(async (q) => {
      await q.run(
        'INSERT INTO oauth_credentials (service, sealed, updated_at) VALUES (?, ?, ?) ' +
          'ON CONFLICT (service) DO UPDATE SET sealed = excluded.sealed, updated_at = excluded.updated_at',
        [service, sealed, new Date().toISOString()],
      );
      await this.db.notify(q, REGISTRY_CHANNEL, `oauth:${service}`);
    });
  }

  async forget(service: string): Promise<boolean> {
    return this.db.tx(async (q) => {
      const gone = (await q.run('DELETE FROM oauth_credentials WHERE service = ?', [service])) > 0;
      if (gone) await this.db.notify(q, REGISTRY_CHANNEL, `oauth:${service}`);
      return gone;
    });
  }

  /** The services with credentials stored, and when each was last written. */
  list(): Promise<{ service: string; updated_at: string }[]> {
    return this.db.all('SELECT service, updated_at FROM oauth_credentials ORDER BY service');
  }
}
