import { describe, expect, it } from 'vitest';
import {
  configProblems,
  ConfigurationError,
  environmentName,
  isProduction,
  mailProblems,
  paymentProblems,
  requireProductionConfig,
  settingNames,
} from '../../src/config/production';
import { PRODUCTION_SECRETS, PRODUCTION_VARS } from '../fixtures/production';

// The fail-closed rules (docs/decisions/0015) as a pure function of the bindings. The worker's answers
// to them (503, /healthz, 404 for the test doubles) are in tests/worker/production-config.test.ts.

/** The invoicing worker's binding as the check sees it: an object (a Fetcher in the worker). */
const INVOICE_SERVICE = { fetch: () => new Response(null, { status: 404 }) };
const production = (changes: Record<string, string | object | undefined>) => ({
  INVOICE_SERVICE,
  STAFF_SERVICE: INVOICE_SERVICE,
  ...PRODUCTION_VARS,
  ...changes,
});
const settingsOf = (env: object) => configProblems(env).map((p) => p.setting);
/** The problem reported for `setting`, or undefined. */
const problemOf = (env: object, setting: string) => configProblems(env).find((p) => p.setting === setting)?.problem;

describe('the production configuration check', () => {
  it('accepts a complete production configuration', () => {
    expect(configProblems(production({}))).toEqual([]);
  });

  it.each([
    'PAYMENT_GATEWAY',
    'SIMPLEPAY_MERCHANT',
    'SIMPLEPAY_URL',
    'SIMPLEPAY_SECRET',
    'MAIL_TRANSPORT',
    'MAIL_API_URL',
    'MAIL_FROM',
    'MAIL_API_KEY',
    'XSRF_SECRET',
    'PASSWORD_PEPPER',
    'PUBLIC_ORIGIN',
    'CONTENT_SOURCE',
    'LAB_BACKEND',
    'ACCOUNTS_BACKEND',
    'CHALLENGE_PROVIDER',
    'CHALLENGE_SECRET',
  ])('names %s when it is missing, and only it', (setting) => {
    expect(settingsOf(production({ [setting]: undefined }))).toEqual([setting]);
    expect(settingsOf(production({ [setting]: '' }))).toEqual([setting]);
  });

  it('tells a secret to be set with wrangler secret put', () => {
    expect(problemOf(production({ SIMPLEPAY_SECRET: '' }), 'SIMPLEPAY_SECRET')).toBe(
      'secret not set (wrangler secret put SIMPLEPAY_SECRET --env production)',
    );
  });

  it('refuses the sandbox gateway and the outbox in production', () => {
    expect(problemOf(production({ PAYMENT_GATEWAY: 'sandbox' }), 'PAYMENT_GATEWAY')).toMatch(/must be "simplepay"/);
    expect(problemOf(production({ MAIL_TRANSPORT: 'outbox' }), 'MAIL_TRANSPORT')).toMatch(/must be "http"/);
  });

  it("refuses the sandbox's merchant id and SimplePay's sandbox host in production", () => {
    expect(settingsOf(production({ SIMPLEPAY_MERCHANT: 'SANDBOX' }))).toEqual(['SIMPLEPAY_MERCHANT']);
    expect(settingsOf(production({ SIMPLEPAY_MERCHANT: 'sandbox' }))).toEqual(['SIMPLEPAY_MERCHANT']);
    const sandboxUrl = production({ SIMPLEPAY_URL: 'https://sandbox.simplepay.hu/payment/v2' });
    expect(problemOf(sandboxUrl, 'SIMPLEPAY_URL')).toMatch(/sandbox, which takes no money/);
  });

  it('wants https for the origin and for every URL a key is sent to', () => {
    expect(problemOf(production({ PUBLIC_ORIGIN: 'http://www.pannonlabor.example' }), 'PUBLIC_ORIGIN')).toBe(
      'must be an https URL',
    );
    expect(problemOf(production({ PUBLIC_ORIGIN: 'https://www.pannonlabor.example/hu' }), 'PUBLIC_ORIGIN')).toMatch(
      /origin only/,
    );
    expect(configProblems(production({ PUBLIC_ORIGIN: 'https://www.pannonlabor.example/' }))).toEqual([]);
    expect(problemOf(production({ MAIL_API_URL: 'http://mail.example.invalid' }), 'MAIL_API_URL')).toBe(
      'must be an https URL',
    );
    expect(problemOf(production({ SIMPLEPAY_URL: 'secure.simplepay.hu' }), 'SIMPLEPAY_URL')).toBe('not a URL');
  });

  it('wants a sender address and secrets long enough to sign with', () => {
    expect(problemOf(production({ MAIL_FROM: 'Pannon Labor' }), 'MAIL_FROM')).toBe('holds no e-mail address');
    expect(problemOf(production({ XSRF_SECRET: 'short' }), 'XSRF_SECRET')).toBe('shorter than 32 characters');
    expect(problemOf(production({ PASSWORD_PEPPER: 'x'.repeat(31) }), 'PASSWORD_PEPPER')).toBe(
      'shorter than 32 characters',
    );
  });

  it('wants the URL and key of each upstream a choice names', () => {
    expect(settingsOf(production({ CONTENT_SOURCE: 'strapi' }))).toEqual(['CMS_URL', 'CMS_TOKEN']);
    expect(
      configProblems(production({ CONTENT_SOURCE: 'strapi', CMS_URL: 'https://cms.example', CMS_TOKEN: 't' })),
    ).toEqual([]);
    expect(settingsOf(production({ LAB_BACKEND: 'http' }))).toEqual(['LAB_API_URL', 'LAB_API_KEY', 'LAB_INSTITUTE_ID']);
    expect(
      configProblems(
        production({
          LAB_BACKEND: 'http',
          LAB_API_URL: 'https://lab.example',
          LAB_API_KEY: 'k',
          LAB_INSTITUTE_ID: '7',
        }),
      ),
    ).toEqual([]);
    expect(settingsOf(production({ ACCOUNTS_BACKEND: 'http' }))).toEqual(['ACCOUNTS_API_URL', 'ACCOUNTS_API_KEY']);
    expect(
      configProblems(
        production({ ACCOUNTS_BACKEND: 'http', ACCOUNTS_API_URL: 'https://accounts.example', ACCOUNTS_API_KEY: 'k' }),
      ),
    ).toEqual([]);
  });

  it('wants the invoicing worker bound as INVOICE_SERVICE in production, not a var of that name (decision 0065)', () => {
    for (const missing of [undefined, '', 'lab-invoicing']) {
      expect(settingsOf(production({ INVOICE_SERVICE: missing }))).toEqual(['INVOICE_SERVICE']);
    }
    expect(problemOf(production({ INVOICE_SERVICE: undefined }), 'INVOICE_SERVICE')).toBe(
      'service binding not set (deploy lab-invoicing first, then this worker)',
    );
    // Outside production the embedded invoices are issued without it; only their PDFs wait.
    expect(settingsOf({ ...production({ INVOICE_SERVICE: undefined }), ENVIRONMENT: 'dev' })).not.toContain(
      'INVOICE_SERVICE',
    );
  });

  it('wants the staff worker bound as STAFF_SERVICE on the site in production, and not on the staff worker itself (decision 0067)', () => {
    expect(problemOf(production({ STAFF_SERVICE: undefined }), 'STAFF_SERVICE')).toBe(
      'service binding not set (deploy lab-staff first, then this worker)',
    );
    expect(configProblems(production({ STAFF_SERVICE: undefined }), { site: false })).toEqual([]);
    expect(settingsOf({ ...production({ STAFF_SERVICE: undefined }), ENVIRONMENT: 'dev' })).not.toContain(
      'STAFF_SERVICE',
    );
  });

  it('wants invoices on számlázz.hu in production, with its key, https URL and every invoice setting (issue 27)', () => {
    expect(problemOf(production({ INVOICING: 'embedded' }), 'INVOICING')).toMatch(/must be "szamlazzhu".*NAV/);
    expect(problemOf(production({ INVOICING: undefined }), 'INVOICING')).toMatch(/not set/);
    expect(problemOf(production({ SZAMLAZZHU_AGENT_KEY: '' }), 'SZAMLAZZHU_AGENT_KEY')).toMatch(/secret not set/);
    expect(problemOf(production({ SZAMLAZZHU_URL: 'http://www.szamlazz.hu/szamla/' }), 'SZAMLAZZHU_URL')).toMatch(
      /https/,
    );
    expect(
      settingsOf(
        production({
          INVOICE_PREFIX: '',
          INVOICE_SELLER_NAME: ' ',
          INVOICE_SELLER_ADDRESS: undefined,
          INVOICE_SELLER_TAX_NUMBER: '',
          INVOICE_VAT_ITEMS: undefined,
          INVOICE_VAT_SAMPLING_FEE: '',
        }),
      ),
    ).toEqual([
      'INVOICE_PREFIX',
      'INVOICE_SELLER_NAME',
      'INVOICE_SELLER_ADDRESS',
      'INVOICE_SELLER_TAX_NUMBER',
      'INVOICE_VAT_ITEMS',
      'INVOICE_VAT_SAMPLING_FEE',
    ]);
    // A tax number with a wrong check digit (…76 → …75), a prefix számlázz.hu would not take, a VAT key no one has.
    expect(problemOf(production({ INVOICE_SELLER_TAX_NUMBER: '12345675-2-41' }), 'INVOICE_SELLER_TAX_NUMBER')).toMatch(
      /check digit/,
    );
    expect(problemOf(production({ INVOICE_PREFIX: 'pl-2026' }), 'INVOICE_PREFIX')).toMatch(/capital letters/);
    expect(problemOf(production({ INVOICE_VAT_ITEMS: 'EXEMPT' }), 'INVOICE_VAT_ITEMS')).toMatch(/"TAM" or "AAM"/);
  });

  it('wants the bot challenge complete: ALTCHA its own secret, Turnstile its site key and secret (decision 0050)', () => {
    expect(problemOf(production({ CHALLENGE_SECRET: 'short' }), 'CHALLENGE_SECRET')).toBe('shorter than 32 characters');
    expect(settingsOf(production({ CHALLENGE_PROVIDER: 'turnstile', CHALLENGE_SECRET: undefined }))).toEqual([
      'TURNSTILE_SITE_KEY',
      'TURNSTILE_SECRET',
    ]);
    expect(
      configProblems(
        production({ CHALLENGE_PROVIDER: 'turnstile', TURNSTILE_SITE_KEY: '0x4AAA', TURNSTILE_SECRET: 's' }),
      ),
    ).toEqual([]);
    expect(problemOf(production({ CHALLENGE_MAX_COUNTER: '99' }), 'CHALLENGE_MAX_COUNTER')).toBe(
      'must be a whole number of at least 1000',
    );
  });

  it('names an unknown value of any choice or flag', () => {
    for (const setting of [
      'PAYMENT_GATEWAY',
      'MAIL_TRANSPORT',
      'CONTENT_SOURCE',
      'LAB_BACKEND',
      'ACCOUNTS_BACKEND',
      'CHALLENGE_PROVIDER',
      'TRACKING_ENABLED',
      'IMAGE_RESIZING',
    ]) {
      expect(problemOf(production({ [setting]: 'whitetech' }), setting)).toMatch(/^unknown value; must be "/);
    }
  });

  it('treats an unknown ENVIRONMENT as production and names it', () => {
    const typo = production({ ENVIRONMENT: 'prod' });
    expect(isProduction(typo)).toBe(true);
    expect(environmentName(typo)).toBe('unknown');
    expect(settingsOf(typo)).toEqual(['ENVIRONMENT']);
    // With the test doubles selected, the production rules name them as well.
    const doubles = { ENVIRONMENT: 'staging', PAYMENT_GATEWAY: 'sandbox', MAIL_TRANSPORT: 'outbox' };
    expect(settingsOf(doubles)).toEqual(expect.arrayContaining(['ENVIRONMENT', 'PAYMENT_GATEWAY', 'MAIL_TRANSPORT']));
    expect(isProduction({})).toBe(true);
  });

  it('never puts a value into a problem', () => {
    const broken = production({
      PAYMENT_GATEWAY: 'paypal-live-9f8e',
      SIMPLEPAY_URL: 'http://merchant-secret-host.example',
      MAIL_FROM: 'no-address-here-4b5c',
      XSRF_SECRET: 'short-secret-a1b2',
    });
    const text = JSON.stringify(configProblems(broken));
    for (const value of ['paypal-live-9f8e', 'merchant-secret-host', 'no-address-here-4b5c', 'short-secret-a1b2']) {
      expect(text).not.toContain(value);
    }
    for (const value of PRODUCTION_SECRETS) expect(text).not.toContain(value);
  });
});

describe('outside production', () => {
  const dev = {
    ENVIRONMENT: 'dev',
    CONTENT_SOURCE: 'embedded',
    LAB_BACKEND: 'embedded',
    PUBLIC_ORIGIN: 'http://localhost:8787',
  };

  it('accepts the test doubles, unset choices and missing secrets', () => {
    expect(configProblems(dev)).toEqual([]);
    expect(
      configProblems({ ...dev, ENVIRONMENT: 'test', PAYMENT_GATEWAY: 'sandbox', MAIL_TRANSPORT: 'outbox' }),
    ).toEqual([]);
    // SimplePay's sandbox with its own merchant is how dev and test try the real gateway.
    expect(
      configProblems({
        ...dev,
        PAYMENT_GATEWAY: 'simplepay',
        SIMPLEPAY_URL: 'https://sandbox.simplepay.hu/payment/v2',
        MAIL_TRANSPORT: 'http',
        LAB_BACKEND: 'http',
        ACCOUNTS_BACKEND: 'http',
      }),
    ).toEqual([]);
  });

  it('takes embedded invoices and unset invoice settings, but names a wrong invoice setting', () => {
    expect(configProblems({ ...dev, INVOICING: 'embedded' })).toEqual([]);
    expect(settingsOf({ ...dev, INVOICING: 'billingo', INVOICE_SELLER_TAX_NUMBER: '1234' })).toEqual([
      'INVOICING',
      'INVOICE_SELLER_TAX_NUMBER',
    ]);
  });

  it('names only contradictions: unknown values and choices no code has a default for', () => {
    expect(settingsOf({ ...dev, PAYMENT_GATEWAY: 'paypal', MAIL_TRANSPORT: 'smtp', ACCOUNTS_BACKEND: 'ldap' })).toEqual(
      ['PAYMENT_GATEWAY', 'MAIL_TRANSPORT', 'ACCOUNTS_BACKEND'],
    );
    expect(settingsOf({ ...dev, CONTENT_SOURCE: '', LAB_BACKEND: 'whitetech', TRACKING_ENABLED: 'yes' })).toEqual([
      'CONTENT_SOURCE',
      'LAB_BACKEND',
      'TRACKING_ENABLED',
    ]);
  });
});

describe('ports asking for their production implementation', () => {
  it('throw a ConfigurationError naming the settings in production, and pass elsewhere', () => {
    const sandbox = production({ PAYMENT_GATEWAY: 'sandbox' });
    expect(() => requireProductionConfig('The payment gateway', sandbox, paymentProblems)).toThrow(ConfigurationError);
    expect(() => requireProductionConfig('The payment gateway', sandbox, paymentProblems)).toThrow(
      /The payment gateway is not configured for production .*PAYMENT_GATEWAY must be "simplepay"/,
    );
    expect(() => requireProductionConfig('Mail', production({ MAIL_API_KEY: '' }), mailProblems)).toThrow(
      /MAIL_API_KEY secret not set/,
    );
    expect(() => requireProductionConfig('Mail', PRODUCTION_VARS, mailProblems)).not.toThrow();
    expect(() =>
      requireProductionConfig('Mail', { ENVIRONMENT: 'test', MAIL_TRANSPORT: 'outbox' }, mailProblems),
    ).not.toThrow();
  });

  it('lists each setting once, in the order found', () => {
    const problems = configProblems(production({ PAYMENT_GATEWAY: 'sandbox', SIMPLEPAY_SECRET: '' }));
    expect(settingNames(problems)).toBe('PAYMENT_GATEWAY, SIMPLEPAY_SECRET');
    const twice = [
      { setting: 'B', problem: 'one' },
      { setting: 'A', problem: 'two' },
      { setting: 'B', problem: 'three' },
    ];
    expect(settingNames(twice)).toBe('B, A');
  });
});
