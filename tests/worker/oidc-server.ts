import { createHmac, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) for the OAuth tests, run in node by the
 * worker project's globalSetup. Its one client is the site; its interaction logs in, without a form
 * and with consent granted, the account the authorization request names in `login_hint`:
 *   - `<name>`            → e-mail `<name>@idp.test`, verified;
 *   - `unverified-<name>` → the same e-mail, `email_verified: false`;
 *   - `deny`              → the user refuses consent (access_denied).
 *
 * ID tokens are signed RS256 with a key generated here (kid `rs-1`), and the provider's JWKS (`/jwks`)
 * is served here, so the tests can check the site's signature check (issue 12 point 4) with tokens a
 * broken or hostile token endpoint would give. The token endpoint's answer is rewritten for accounts
 * whose name starts with:
 *   - `forge-tampered-`   → the payload names another e-mail, the signature is the original one;
 *   - `forge-otherkey-`   → signed by a key the provider never published, under the published kid;
 *   - `forge-none-`       → `alg: none`, no signature;
 *   - `forge-hs256-`      → HS256 with the provider's public key (PEM) as the HMAC secret;
 *   - `forge-unknownkid-` → signed by an unpublished key with a kid nobody published;
 *   - `es256-`            → signed ES256 with a P-256 key the JWKS publishes (kid `ec-1`);
 *   - `rotated-`          → signed by the newest key `POST /test/rotate` made and published.
 * `GET /test/jwks-fetches` answers how often the JWKS was fetched.
 */
export const OIDC_TEST_CLIENT = {
  id: 'lab-website',
  secret: 'test-oidc-client-secret-not-for-production',
} as const;

export interface OidcTestServer {
  issuer: string;
  stop(): Promise<void>;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const rsaKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

/** The public JWK of a key pair, as a provider publishes it. */
const published = (key: KeyObject, kid: string, alg: string) => ({
  ...key.export({ format: 'jwk' }),
  kid,
  alg,
  use: 'sig',
});

/** A compact JWS of `payload` with `header`, signed by `privateKey` (RS256 or ES256). */
function signJws(header: Record<string, unknown>, payload: unknown, privateKey: KeyObject): string {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  const signature =
    header.alg === 'ES256'
      ? sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' })
      : sign('sha256', Buffer.from(input), privateKey);
  return `${input}.${b64url(signature)}`;
}

export async function startOidcServer(port: number, redirectUris: string[]): Promise<OidcTestServer> {
  const issuer = `http://localhost:${port}`;
  const signing = rsaKey();
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwks = [published(signing.publicKey, 'rs-1', 'RS256'), published(ec.publicKey, 'ec-1', 'ES256')];
  let rotated: { kid: string; privateKey: KeyObject } | null = null;
  let jwksFetches = 0;

  /** The ID token the token endpoint gives out, rewritten for the `forge-`, `es256-` and `rotated-` accounts. */
  function rewrite(idToken: string): string {
    const [headerPart, payloadPart, signaturePart] = idToken.split('.') as [string, string, string];
    const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString());
    const payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString());
    const sub = String(payload.sub);
    if (sub.startsWith('forge-tampered-')) {
      return `${headerPart}.${b64url(JSON.stringify({ ...payload, email: `victim-${payload.email}` }))}.${signaturePart}`;
    }
    if (sub.startsWith('forge-otherkey-')) return signJws(header, payload, rsaKey().privateKey);
    if (sub.startsWith('forge-none-')) {
      return `${b64url(JSON.stringify({ ...header, alg: 'none' }))}.${payloadPart}.`;
    }
    if (sub.startsWith('forge-hs256-')) {
      const input = `${b64url(JSON.stringify({ ...header, alg: 'HS256' }))}.${payloadPart}`;
      const secret = signing.publicKey.export({ format: 'pem', type: 'spki' });
      return `${input}.${b64url(createHmac('sha256', secret).update(input).digest())}`;
    }
    if (sub.startsWith('forge-unknownkid-')) {
      return signJws({ ...header, kid: `unknown-${randomUUID()}` }, payload, rsaKey().privateKey);
    }
    if (sub.startsWith('es256-')) return signJws({ ...header, alg: 'ES256', kid: 'ec-1' }, payload, ec.privateKey);
    if (sub.startsWith('rotated-') && rotated) {
      return signJws({ ...header, kid: rotated.kid }, payload, rotated.privateKey);
    }
    return idToken;
  }

  /** Rewrites the ID token in the token endpoint's JSON answer on its way out. */
  function rewriteTokenResponse(res: ServerResponse) {
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk === 'string' || Buffer.isBuffer(chunk)) {
        const body = JSON.parse(chunk.toString());
        if (typeof body.id_token === 'string') {
          const text = JSON.stringify({ ...body, id_token: rewrite(body.id_token) });
          if (!res.headersSent) res.setHeader('content-length', Buffer.byteLength(text));
          return end(text, ...rest);
        }
      }
      return end(chunk, ...rest);
    }) as ServerResponse['end'];
  }

  /** The JWKS and the tests' controls; false for a request the provider itself answers. */
  function testRoute(req: IncomingMessage, res: ServerResponse): boolean {
    const json = (body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(200, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/jwks') {
      jwksFetches += 1;
      json({ keys: jwks }, { 'cache-control': 'public, max-age=21600' });
    } else if (req.method === 'POST' && req.url === '/test/rotate') {
      const pair = rsaKey();
      rotated = { kid: `rs-${randomUUID()}`, privateKey: pair.privateKey };
      jwks.push(published(pair.publicKey, rotated.kid, 'RS256'));
      json({ kid: rotated.kid });
    } else if (req.method === 'GET' && req.url === '/test/jwks-fetches') {
      json({ count: jwksFetches });
    } else return false;
    return true;
  }

  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...signing.privateKey.export({ format: 'jwk' }), kid: 'rs-1', alg: 'RS256', use: 'sig' }] },
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
    if (testRoute(req, res)) return;
    if (req.method === 'POST' && req.url === '/token') rewriteTokenResponse(res);
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
