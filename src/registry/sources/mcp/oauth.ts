import { randomBytes } from 'node:crypto';
import { AgentError } from '../../../shared/errors.js';
import type { OAuthClientProvider, OAuthDiscoveryState } from '@modelcontextprotocol/sdk/client/auth.js';
import { ClientCredentialsProvider } from '@modelcontextprotocol/sdk/client/auth-extensions.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { McpServerConfig } from '../../config/types.js';
import type { UpstreamCredentialStore, UpstreamCredentials } from './oauth-store.js';

/** A person's part of the authorization code flow: where the browser comes back to, and how it is sent out. */
export interface Browser {
  /** The redirect URI (a local callback of `agent auth login`). */
  redirectUrl: string;
  /** Sends the person to the authorization URL (opens a browser, or prints the URL). */
  open(url: URL): Promise<void>;
}

/** The registry has no token for a service whose authorization needs a person: what to run (503, until someone signs in). */
export class LoginNeededError extends AgentError {
  override name = 'LoginNeededError';
  constructor(service: string, scope?: string) {
    super(
      `${service} needs a person to authorize the registry${scope ? ` (scope: ${scope})` : ''}: ` +
        `run \`agent auth login ${service}\` where the registry's store is, then it connects by itself`,
      { status: 503 },
    );
  }
}

/** Where the registry says it comes back to when no local callback exists (the registry itself never follows it). */
const NO_CALLBACK = 'http://127.0.0.1/agent-auth-callback';

/**
 * The authorization code side of an upstream's OAuth (grant authorization_code): the
 * registration and tokens come from the sealed store and go back to it (a refreshed token
 * is kept for every replica); the verifier and state live only as long as one sign-in. With
 * no `browser` (the running registry), a flow that needs a person stops with LoginNeededError.
 */
export class StoredOAuthProvider implements OAuthClientProvider {
  private creds: UpstreamCredentials | undefined;
  private verifier: string | undefined;
  private expectedState: string | undefined;
  /** Where a sign-in's discovery found the authorization server (its issuer binds the callback's code to it). */
  private discovery: OAuthDiscoveryState | undefined;

  constructor(
    private readonly cfg: McpServerConfig & { oauth: NonNullable<McpServerConfig['oauth']> },
    private readonly store: UpstreamCredentialStore,
    private readonly browser?: Browser,
  ) {
    if (!cfg.oauth.client_id)
      this.saveClientInformation = async (client) => {
        if (this.browser) await this.keep({ client });
      };
  }

  get redirectUrl(): string {
    return this.browser?.redirectUrl ?? NO_CALLBACK;
  }

  get clientMetadata(): OAuthClientMetadata & { application_type: 'native' } {
    return {
      client_name: 'agent tool registry',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      application_type: 'native',
    };
  }

  get clientMetadataUrl(): string | undefined {
    return this.cfg.oauth.client_metadata_url;
  }

  state(): string {
    this.expectedState = randomBytes(16).toString('base64url');
    return this.expectedState;
  }

  /** Whether `state` is the one this sign-in sent (a callback with another is not ours). */
  isOurState(state: string | null): boolean {
    return this.expectedState !== undefined && state === this.expectedState;
  }

  private async stored(): Promise<UpstreamCredentials> {
    return (this.creds ??= await this.store.load(this.cfg.name));
  }

  /**
   * Changes part of what is kept, over what the store holds now (not this process's older
   * view): a sign-in made meanwhile by `agent auth login`, or a refresh by another replica,
   * is kept.
   */
  private async keep(change: Partial<UpstreamCredentials>): Promise<void> {
    this.creds = { ...(await this.store.load(this.cfg.name)), ...change };
    await this.store.save(this.cfg.name, this.creds);
  }

  async clientInformation(): Promise<OAuthClientInformationMixed | undefined> {
    const { client_id, client_secret } = this.cfg.oauth;
    if (client_id) return { client_id, ...(client_secret ? { client_secret } : {}) };
    return (await this.stored()).client;
  }

  /**
   * A registration is kept from a sign-in only: the running registry, which cannot sign in, keeps none of its own.
   * A pre-registered client (client_id in the configuration) has none to keep: absent, so the SDK does not try to
   * stamp it with the authorization server's issuer (and warn at each use that it could not).
   */
  readonly saveClientInformation?: (client: OAuthClientInformationMixed) => Promise<void>;

  async tokens(): Promise<OAuthTokens | undefined> {
    return (await this.stored()).tokens;
  }

  saveTokens(tokens: OAuthTokens): Promise<void> {
    return this.keep({ tokens });
  }

  async redirectToAuthorization(url: URL): Promise<void> {
    if (this.browser) return this.browser.open(url);
    const wanted = url.searchParams.get('scope') ?? undefined;
    if (wanted) await this.keep({ wanted }).catch(() => {});
    throw new LoginNeededError(this.cfg.name, wanted);
  }

  /** A sign-in keeps what its discovery found for its callback leg (as the verifier); the running registry discovers afresh. */
  saveDiscoveryState(state: OAuthDiscoveryState): void {
    if (this.browser) this.discovery = state;
  }

  discoveryState(): OAuthDiscoveryState | undefined {
    return this.discovery;
  }

  saveCodeVerifier(verifier: string): void {
    this.verifier = verifier;
  }

  codeVerifier(): string {
    if (!this.verifier) throw new Error('no sign-in is under way (no PKCE verifier)');
    return this.verifier;
  }

  async invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): Promise<void> {
    if (scope === 'verifier' || scope === 'discovery') {
      if (scope === 'verifier') this.verifier = undefined;
      else this.discovery = undefined;
      return;
    }
    const current = await this.stored();
    const next: UpstreamCredentials = scope === 'all' ? {} : scope === 'client' ? { tokens: current.tokens } : { client: current.client };
    this.creds = next;
    await this.store.save(this.cfg.name, next);
  }

  /** Drops what is held in memory, so the next request reads the store (another process signed in or out). */
  reload(): void {
    this.creds = undefined;
  }
}

/** The provider of a service's `oauth:` (undefined without one): client credentials in memory, or the stored sign-in. */
export function upstreamAuth(cfg: McpServerConfig, store: UpstreamCredentialStore, browser?: Browser): OAuthClientProvider | undefined {
  const oauth = cfg.oauth;
  if (!oauth) return undefined;
  if (oauth.grant === 'client_credentials')
    return new ClientCredentialsProvider({ clientId: oauth.client_id!, clientSecret: oauth.client_secret!, scope: oauth.scope });
  return new StoredOAuthProvider({ ...cfg, oauth }, store, browser);
}
