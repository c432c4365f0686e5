import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { analyticsConfig, parseConsent } from '../../src/domain/consent';
import type { Bindings } from '../../src/env';
import worker from '../../src/index';
import { ORIGIN } from './helpers';

// The cookie banner and analytics (issue 7, item 6; spec section 9: both off on the dev and test
// branches). The test environment has TRACKING_ENABLED "false"; the "on" cases call the worker with a
// modified copy of its bindings, as production would configure it.

const SRC = 'https://plausible.io/js/script.js';

async function fetchWith(path: string, overrides: Partial<Bindings>, cookie?: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }),
    { ...(env as unknown as Bindings), ...overrides },
    ctx,
  );
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, html, csp: res.headers.get('content-security-policy') ?? '' };
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';
const bannerProps = (html: string) => {
  const match = /data-island="ConsentBanner"><script type="application\/json">(.*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
};
const analyticsTags = (html: string) => html.match(/<script[^>]*data-analytics[^>]*>/g) ?? [];

const ON = { TRACKING_ENABLED: 'true', ANALYTICS_SRC: SRC, ANALYTICS_DOMAIN: 'www.pannonlabor.hu' };

describe('with TRACKING_ENABLED "false" (dev and test)', () => {
  it('renders no banner, no analytics script and no analytics origin in the CSP', async () => {
    const res = await SELF.fetch(`${ORIGIN}/`);
    const html = await res.text();
    expect(env.TRACKING_ENABLED).toBe('false');
    expect(html).not.toContain('ConsentBanner');
    expect(html).not.toContain('data-consent');
    expect(analyticsTags(html)).toEqual([]);
    expect(res.headers.get('content-security-policy')).not.toContain('plausible');
  });

  it('ignores a configured script and a consent cookie while tracking is off', async () => {
    const { html, csp } = await fetchWith('/gyik', { ...ON, TRACKING_ENABLED: 'false' }, 'consent=analytics');
    expect(bannerProps(html)).toBeNull();
    expect(html).not.toContain(SRC);
    expect(csp).not.toContain('plausible.io');
  });
});

describe('with TRACKING_ENABLED "true"', () => {
  it('mounts the banner island, but leaves the analytics script out until consent', async () => {
    const { status, html, csp } = await fetchWith('/', ON);
    expect(status).toBe(200);
    const props = bannerProps(html);
    expect(props).toMatchObject({
      initial: null,
      policyHref: '/statikus/cookie-tajekoztato',
      analytics: { src: SRC, origin: 'https://plausible.io', domain: 'www.pannonlabor.hu' },
    });
    expect(props.labels.acceptAll).toBe('Mindet elfogadom');
    expect(props.labels.reopen).toBe('Süti beállítások');
    // The banner is rendered on the server with its three choices.
    expect(html).toContain('data-consent-banner=""');
    expect(html).toContain('>Csak a szükségesek</button>');
    expect(html).toContain('>Beállítások</button>');
    expect(analyticsTags(html)).toEqual([]);
    expect(html).not.toContain(`src="${SRC}"`);
    // The CSP allows the configured origin (for the script added after consent) and nothing more.
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' 'nonce-[^']+' https:\/\/plausible\.io$/);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://plausible.io");
  });

  it('keeps the script out when the cookie says only necessary, and shows only the settings button', async () => {
    const { html } = await fetchWith('/kapcsolat', ON, 'consent=necessary');
    expect(bannerProps(html).initial).toBe('necessary');
    expect(analyticsTags(html)).toEqual([]);
    expect(html).not.toContain('data-consent-banner=""');
    expect(html).toContain('data-consent-reopen=""');
    expect(html).toContain('>Süti beállítások</button>');
  });

  it('renders the analytics script with the request nonce once the consent cookie allows it', async () => {
    const { html, csp } = await fetchWith('/rolunk', ON, '__Host-XSRF-TOKEN=x; consent=analytics');
    expect(bannerProps(html).initial).toBe('analytics');
    const [tag, ...more] = analyticsTags(html);
    expect(more).toEqual([]);
    expect(tag).toContain(`src="${SRC}"`);
    expect(tag).toContain('data-domain="www.pannonlabor.hu"');
    expect(tag).toContain('defer');
    const nonce = /'nonce-([^']+)'/.exec(directive(csp, 'script-src'))![1];
    expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('treats an unknown cookie value as no choice', async () => {
    const { html } = await fetchWith('/', ON, 'consent=yes-please');
    expect(bannerProps(html).initial).toBeNull();
    expect(analyticsTags(html)).toEqual([]);
  });

  it('shows the banner in English under /en', async () => {
    const { html } = await fetchWith('/en/gyik', ON);
    const props = bannerProps(html);
    expect(props.labels.acceptAll).toBe('Accept all');
    expect(props.policyHref).toBe('/en/statikus/cookie-tajekoztato');
  });

  it('without ANALYTICS_SRC shows the banner but allows and loads no analytics', async () => {
    const { html, csp } = await fetchWith('/', { TRACKING_ENABLED: 'true' }, 'consent=analytics');
    expect(bannerProps(html)).toMatchObject({ initial: 'analytics', analytics: null });
    expect(analyticsTags(html)).toEqual([]);
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' 'nonce-[^']+' ?$/);
    expect(directive(csp, 'connect-src').trim()).toBe("connect-src 'self'");
  });
});

describe('the consent rules', () => {
  it('reads only the two cookie values', () => {
    expect(parseConsent('analytics')).toBe('analytics');
    expect(parseConsent('necessary')).toBe('necessary');
    expect(parseConsent('all')).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
  });

  it('accepts only an https script source (http only on localhost), defaulting the domain to the site', () => {
    expect(
      analyticsConfig({ TRACKING_ENABLED: 'true', ANALYTICS_SRC: SRC, PUBLIC_ORIGIN: 'https://www.pannonlabor.hu' }),
    ).toEqual({
      src: SRC,
      origin: 'https://plausible.io',
      domain: 'www.pannonlabor.hu',
    });
    expect(analyticsConfig({ TRACKING_ENABLED: 'false', ANALYTICS_SRC: SRC })).toBeNull();
    expect(analyticsConfig({ TRACKING_ENABLED: 'true', ANALYTICS_SRC: 'http://stats.example/js' })).toBeNull();
    expect(analyticsConfig({ TRACKING_ENABLED: 'true', ANALYTICS_SRC: 'javascript:alert(1)' })).toBeNull();
    expect(analyticsConfig({ TRACKING_ENABLED: 'true', ANALYTICS_SRC: 'not a url' })).toBeNull();
    expect(
      analyticsConfig({ TRACKING_ENABLED: 'true', ANALYTICS_SRC: 'http://localhost:8000/js/script.js' })?.origin,
    ).toBe('http://localhost:8000');
  });
});
