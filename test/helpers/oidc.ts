import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import Provider from 'oidc-provider';

/** A signing key of the provider: the private JWK it signs with, and the same key for tests that sign tokens of their own. */
interface SigningKey {
  jwk: JWK;
  privateKey: CryptoKey;
}

async function newKey(kid: string): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  return { jwk: { ...(await exportJWK(privateKey)), kid, alg: 'ES256', use: 'sig' }, privateKey };
}

export const OIDC_CLIENT = { id: 'ci-bot', secret: 'ci-bot-secret-not-a-real-one' };

/**
 * A real OpenID provider (`oidc-provider` 8, the certified Node implementation, on Node 20) on 127.0.0.1 on
 * an ephemeral port: one confidential client with the client-credentials grant, access tokens
 * as JWTs for the requested resource (RFC 8707). `rotate()` replaces its signing key, as a
 * provider does on rotation; `sign()` makes a token with its current key and any claims.
 */
export class LocalOidcProvider {
  private provider!: Provider;
  private key!: SigningKey;
  private constructor(
    private readonly server: Server,
    readonly issuer: string,
  ) {}

  static async start(): Promise<LocalOidcProvider> {
    const holder: { current?: LocalOidcProvider } = {};
    const server = createServer((req, res) => holder.current!.provider.callback()(req, res));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    const current = (holder.current = new LocalOidcProvider(server, `http://127.0.0.1:${port}`));
    await current.rotate();
    return current;
  }

  /** A new signing key (a new `kid`); the old one is no longer published. */
  async rotate(): Promise<void> {
    this.key = await newKey(`k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
    this.provider = new Provider(this.issuer, {
      clients: [
        {
          client_id: OIDC_CLIENT.id,
          client_secret: OIDC_CLIENT.secret,
          grant_types: ['client_credentials'],
          redirect_uris: [],
          response_types: [],
          id_token_signed_response_alg: 'ES256',
          scope: 'read call admin approve',
        },
      ],
      jwks: { keys: [this.key.jwk] },
      cookies: { keys: ['a-test-only-cookie-key'] },
      scopes: ['read', 'call', 'admin', 'approve'],
      features: {
        devInteractions: { enabled: false },
        clientCredentials: { enabled: true },
        resourceIndicators: {
          enabled: true,
          defaultResource: () => undefined as unknown as string,
          useGrantedResource: () => true,
          getResourceServerInfo: (_ctx, indicator) => ({
            scope: 'read call admin approve',
            audience: indicator,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 300,
            jwt: { sign: { alg: 'ES256' } },
          }),
        },
      },
    });
  }

  /** An access token from the token endpoint, for `scope` and the audience `resource` (RFC 8707). */
  async token(scope: string, resource: string): Promise<string> {
    const res = await fetch(`${this.issuer}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${OIDC_CLIENT.id}:${OIDC_CLIENT.secret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope, resource }),
    });
    const body = (await res.json()) as { access_token?: string };
    if (!res.ok || !body.access_token) throw new Error(`the provider gave no token: HTTP ${res.status} ${JSON.stringify(body)}`);
    return body.access_token;
  }

  /** A token signed with the provider's current key, with exactly these claims (expired, other audience, other issuer). */
  sign(claims: Record<string, unknown>): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: this.key.jwk.kid!, typ: 'at+jwt' }).sign(this.key.privateKey);
  }

  close(): Promise<void> {
    return new Promise((r) => {
      this.server.closeAllConnections();
      this.server.close(() => r());
    });
  }
}
