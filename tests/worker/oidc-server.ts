import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) for the OAuth tests, run in node by the
 * worker project's globalSetup. Its one client is the site; its interaction logs in, without a form
 * and with consent granted, the account the authorization request names in `login_hint`:
 *   - `<name>`            → e-mail `<name>@idp.test`, verified;
 *   - `unverified-<name>` → the same e-mail, `email_verified: false`;
 *   - `deny`              → the user refuses consent (access_denied).
 */
export const OIDC_TEST_CLIENT = {
  id: 'lab-website',
  secret: 'test-oidc-client-secret-not-for-production',
} as const;

export interface OidcTestServer {
  issuer: string;
  stop(): Promise<void>;
}

export async function startOidcServer(port: number, redirectUris: string[]): Promise<OidcTestServer> {
  const issuer = `http://localhost:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_TEST_CLIENT.id,
        client_secret: OIDC_TEST_CLIENT.secret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // PKCE is required of every client, confidential ones too.
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['test-oidc-cookie-key-not-for-production'] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Grant: 600, Session: 600 },
    async findAccount(_ctx, id) {
      const name = id.replace(/^unverified-/, '');
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: `${name}@idp.test`,
          email_verified: !id.startsWith('unverified-'),
          name: `Test ${name}`,
        }),
      };
    },
  });
  // The tests' only visitor is localhost over plain HTTP.
  provider.proxy = true;

  const callback = provider.callback();
  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interact(provider, req, res).catch((error) => {
        console.error('test OIDC interaction failed', error);
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    callback(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    issuer,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Logs in the `login_hint` account and grants what was asked, or refuses for `deny`. */
async function interact(
  provider: Provider,
  req: Parameters<Provider['interactionDetails']>[0],
  res: Parameters<Provider['interactionDetails']>[1],
) {
  const details = await provider.interactionDetails(req, res);
  const hint = String(details.params.login_hint ?? 'alice');
  if (hint === 'deny') {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The user did not consent' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const grant = new provider.Grant({ accountId: hint, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope ?? 'openid'));
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: hint }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}
