/**
 * The configuration check behind "fails closed" (issue 11 point 1, docs/decisions/0015): given the
 * worker's bindings, the list of settings that are missing or contradictory. In production every choice
 * must name a production implementation with all it needs (SimplePay, an HTTP mail API, the secrets, an
 * https origin); elsewhere only contradictions count (a value no implementation answers to), because
 * dev and test run on the sandbox, the outbox and local secrets on purpose.
 *
 * A problem names its setting and what is wrong with it, never the value: the list is shown on the
 * 503 page, in /healthz and in the log.
 */
import { SIMPLEPAY_LIVE_URL, SIMPLEPAY_SANDBOX_URL } from '../backends/payment/simplepay';
import { isValidCompanyTaxNumber } from '../domain/checkDigits';
import { isInvoicePrefix, isVatKey, VAT_KEYS } from '../domain/invoice';
import { mapTilesUrlProblem } from './mapTiles';

export interface ConfigProblem {
  setting: string;
  problem: string;
}

/** Any worker env: the check reads settings by name, including ones other ports add (ACCOUNTS_*). */
type Env = object;

const ENVIRONMENTS = ['dev', 'test', 'production'] as const;
/** Allowed values of each choice; the first is what an unset choice means outside production. */
const CHOICES = {
  PAYMENT_GATEWAY: ['sandbox', 'simplepay'],
  MAIL_TRANSPORT: ['outbox', 'http'],
  ACCOUNTS_BACKEND: ['embedded', 'http'],
  // No default in code: contentSource() and labBackend() throw without one.
  CONTENT_SOURCE: ['embedded', 'strapi'],
  LAB_BACKEND: ['embedded', 'http'],
  CHALLENGE_PROVIDER: ['altcha', 'turnstile'],
  INVOICING: ['embedded', 'szamlazzhu'],
} as const;
const REQUIRED_EVEN_OUTSIDE_PRODUCTION = new Set(['CONTENT_SOURCE', 'LAB_BACKEND']);
const FLAGS = ['TRACKING_ENABLED', 'IMAGE_RESIZING'] as const;

/** SimplePay's sandbox host: it takes no money, so it is never production (decision 0015). */
const SIMPLEPAY_SANDBOX_HOST = new URL(SIMPLEPAY_SANDBOX_URL).hostname;
/** The sandbox gateway's default merchant id (src/backends/payment/index.ts). */
const SANDBOX_MERCHANT = 'SANDBOX';
/** Secrets we sign or pepper with: at least 32 characters (`openssl rand -hex 32` gives 64). */
const MIN_KEY_LENGTH = 32;

const read = (env: Env, name: string): string => {
  const value = (env as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
};

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(' or ');

/**
 * ENVIRONMENT decides which rules apply. Anything but "dev" or "test" counts as production, so a typo
 * ("prod") gets the strict rules and a refusal, never the sandbox.
 */
export function isProduction(env: Env): boolean {
  const environment = read(env, 'ENVIRONMENT');
  return environment !== 'dev' && environment !== 'test';
}

/** The ENVIRONMENT to report: one of the three names, or "unknown" (its value is not echoed). */
export function environmentName(env: Env): string {
  const environment = read(env, 'ENVIRONMENT');
  return (ENVIRONMENTS as readonly string[]).includes(environment) ? environment : 'unknown';
}

type Check = (env: Env, production: boolean) => ConfigProblem[];

const problem = (setting: string, text: string): ConfigProblem => ({ setting, problem: text });
const unset = (setting: string) => problem(setting, 'not set');
const secretUnset = (setting: string) =>
  problem(setting, `secret not set (wrangler secret put ${setting} --env production)`);

/** A choice's value: unknown values are a problem everywhere; in production it must also be explicit. */
function choice(env: Env, name: keyof typeof CHOICES, production: boolean, problems: ConfigProblem[]) {
  const allowed: readonly string[] = CHOICES[name];
  const value = read(env, name);
  if (value === '') {
    if (production || REQUIRED_EVEN_OUTSIDE_PRODUCTION.has(name)) {
      problems.push(problem(name, `not set; must be ${quoted(allowed)}`));
      return undefined;
    }
    return allowed[0];
  }
  if (!allowed.includes(value)) {
    problems.push(problem(name, `unknown value; must be ${quoted(allowed)}`));
    return undefined;
  }
  return value;
}

/**
 * A choice that has one production implementation: checked like any choice, and in production a known
 * value other than `wanted` (a test double) is a problem too. True when production's settings for it
 * are to be checked next.
 */
function productionChoice(
  env: Env,
  name: keyof typeof CHOICES,
  wanted: string,
  why: string,
  production: boolean,
  problems: ConfigProblem[],
): boolean {
  const value = choice(env, name, production, problems);
  if (!production) return false;
  if (value !== undefined && value !== wanted)
    problems.push(problem(name, `must be "${wanted}" in production: ${why}`));
  return true;
}

/** An https URL (secrets travel to it, and the site is served over it). */
function httpsUrl(env: Env, setting: string, problems: ConfigProblem[]): URL | undefined {
  const value = read(env, setting);
  if (!value) {
    problems.push(unset(setting));
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(problem(setting, 'not a URL'));
    return undefined;
  }
  if (url.protocol !== 'https:') {
    problems.push(problem(setting, 'must be an https URL'));
    return undefined;
  }
  return url;
}

function secret(env: Env, setting: string, problems: ConfigProblem[], minLength = 1) {
  const value = read(env, setting);
  if (!value) problems.push(secretUnset(setting));
  else if (value.length < minLength) problems.push(problem(setting, `shorter than ${minLength} characters`));
}

/** A service binding (wrangler.toml [[env.production.services]]): an object, never a var's string. */
function serviceBinding(env: Env, setting: string, worker: string, problems: ConfigProblem[]) {
  const value = (env as Record<string, unknown>)[setting];
  if (typeof value === 'object' && value !== null) return;
  problems.push(problem(setting, `service binding not set (deploy ${worker} first, then this worker)`));
}

const environmentCheck: Check = (env) =>
  environmentName(env) === 'unknown'
    ? [problem('ENVIRONMENT', `unknown value; must be ${quoted(ENVIRONMENTS)} (production rules apply)`)]
    : [];

/** PAYMENT_GATEWAY and SimplePay's merchant, URL and secret. */
export const paymentProblems: Check = (env, production) => {
  const problems: ConfigProblem[] = [];
  if (
    !productionChoice(env, 'PAYMENT_GATEWAY', 'simplepay', 'the sandbox gateway takes no money', production, problems)
  ) {
    return problems;
  }
  const merchant = read(env, 'SIMPLEPAY_MERCHANT');
  if (!merchant) problems.push(unset('SIMPLEPAY_MERCHANT'));
  else if (merchant.toUpperCase() === SANDBOX_MERCHANT) {
    problems.push(problem('SIMPLEPAY_MERCHANT', "is the sandbox's merchant id; set the merchant id SimplePay issued"));
  }
  const url = httpsUrl(env, 'SIMPLEPAY_URL', problems);
  if (url?.hostname === SIMPLEPAY_SANDBOX_HOST) {
    problems.push(
      problem('SIMPLEPAY_URL', `is SimplePay's sandbox, which takes no money; live: ${SIMPLEPAY_LIVE_URL}`),
    );
  }
  secret(env, 'SIMPLEPAY_SECRET', problems);
  return problems;
};

/** MAIL_TRANSPORT and the HTTP mail API's URL, sender and key. */
export const mailProblems: Check = (env, production) => {
  const problems: ConfigProblem[] = [];
  if (!productionChoice(env, 'MAIL_TRANSPORT', 'http', 'the outbox delivers no mail', production, problems)) {
    return problems;
  }
  httpsUrl(env, 'MAIL_API_URL', problems);
  const from = read(env, 'MAIL_FROM');
  if (!from) problems.push(unset('MAIL_FROM'));
  else if (!/[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+/.test(from)) problems.push(problem('MAIL_FROM', 'holds no e-mail address'));
  secret(env, 'MAIL_API_KEY', problems);
  return problems;
};

const secretsCheck: Check = (env, production) => {
  if (!production) return [];
  const problems: ConfigProblem[] = [];
  secret(env, 'XSRF_SECRET', problems, MIN_KEY_LENGTH);
  secret(env, 'PASSWORD_PEPPER', problems, MIN_KEY_LENGTH);
  return problems;
};

const originCheck: Check = (env, production) => {
  if (!production) return [];
  const problems: ConfigProblem[] = [];
  const url = httpsUrl(env, 'PUBLIC_ORIGIN', problems);
  if (url && (url.pathname !== '/' || url.search || url.hash)) {
    problems.push(problem('PUBLIC_ORIGIN', 'must be an origin only (scheme and host), without a path'));
  }
  return problems;
};

/** An upstream chosen by `name`: in production its URL must be https and its key set. */
function upstream(
  name: keyof typeof CHOICES,
  remote: string,
  urlSetting: string,
  keySetting: string,
  extra?: (env: Env, problems: ConfigProblem[]) => void,
): Check {
  return (env, production) => {
    const problems: ConfigProblem[] = [];
    const value = choice(env, name, production, problems);
    if (!production || value !== remote) return problems;
    httpsUrl(env, urlSetting, problems);
    secret(env, keySetting, problems);
    extra?.(env, problems);
    return problems;
  };
}

const contentCheck = upstream('CONTENT_SOURCE', 'strapi', 'CMS_URL', 'CMS_TOKEN');
const labCheck = upstream('LAB_BACKEND', 'http', 'LAB_API_URL', 'LAB_API_KEY', (env, problems) => {
  const id = Number(read(env, 'LAB_INSTITUTE_ID'));
  if (!Number.isSafeInteger(id) || id <= 0)
    problems.push(problem('LAB_INSTITUTE_ID', 'must be a positive whole number'));
});
const accountsCheck = upstream('ACCOUNTS_BACKEND', 'http', 'ACCOUNTS_API_URL', 'ACCOUNTS_API_KEY');

/**
 * CHALLENGE_PROVIDER and what it needs (issue 24 point 2, decision 0050): in production ALTCHA's own
 * signing secret (outside production it is made from XSRF_SECRET), or Turnstile's site key and secret.
 * A difficulty that is set must be a whole number of at least 1,000 counters.
 */
export const challengeProblems: Check = (env, production) => {
  const problems: ConfigProblem[] = [];
  const value = choice(env, 'CHALLENGE_PROVIDER', production, problems);
  const difficulty = read(env, 'CHALLENGE_MAX_COUNTER');
  if (difficulty && !(Number.isSafeInteger(Number(difficulty)) && Number(difficulty) >= 1000)) {
    problems.push(problem('CHALLENGE_MAX_COUNTER', 'must be a whole number of at least 1000'));
  }
  if (!production) return problems;
  if (value === 'altcha') secret(env, 'CHALLENGE_SECRET', problems, MIN_KEY_LENGTH);
  if (value === 'turnstile') {
    if (!read(env, 'TURNSTILE_SITE_KEY')) problems.push(unset('TURNSTILE_SITE_KEY'));
    secret(env, 'TURNSTILE_SECRET', problems);
  }
  return problems;
};

/**
 * The street map's tiles (decision 0061): optional, but a URL that is set must be a usable template and
 * carry the attribution its licence asks for; in production it must be https (the page is).
 */
export const mapTilesProblems: Check = (env, production) => {
  const url = read(env, 'MAP_TILES_URL').trim();
  if (!url) return [];
  const problems: ConfigProblem[] = [];
  const urlProblem = mapTilesUrlProblem(env);
  if (urlProblem) problems.push(problem('MAP_TILES_URL', urlProblem));
  else if (production && !url.startsWith('https://')) problems.push(problem('MAP_TILES_URL', 'must be an https URL'));
  if (!read(env, 'MAP_ATTRIBUTION').trim()) {
    problems.push(problem('MAP_ATTRIBUTION', 'not set; the tiles of MAP_TILES_URL must be credited'));
  }
  return problems;
};

/**
 * What every invoice states (decision 0064): the number prefix, the seller, each line kind's VAT. A
 * value that is set must be usable everywhere (an issued invoice cannot be corrected by editing it);
 * `required` also names the unset ones.
 */
function invoiceSettings(env: Env, required: boolean, problems: ConfigProblem[]) {
  const need = (name: string, valid: (value: string) => boolean, wrong: string) => {
    const value = read(env, name).trim();
    if (!value) {
      if (required) problems.push(unset(name));
    } else if (!valid(value)) problems.push(problem(name, wrong));
  };
  need('INVOICE_PREFIX', isInvoicePrefix, 'must be 1-10 capital letters or digits');
  need('INVOICE_SELLER_NAME', () => true, '');
  need('INVOICE_SELLER_ADDRESS', () => true, '');
  need('INVOICE_SELLER_TAX_NUMBER', isValidCompanyTaxNumber, 'is not a valid Hungarian tax number (check digit)');
  for (const name of ['INVOICE_VAT_ITEMS', 'INVOICE_VAT_SAMPLING_FEE']) {
    need(name, isVatKey, `unknown value; must be ${quoted(VAT_KEYS)}`);
  }
}

/** The settings an invoice cannot be issued without, wherever it is issued (src/backends/invoicing). */
export function invoiceSettingsProblems(env: Env): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  invoiceSettings(env, true, problems);
  return problems;
}

/**
 * INVOICING and what invoices need (issue 27 point 4, decision 0064). In production every sale is
 * invoiced and the invoices must reach NAV: számlázz.hu with its https URL and agent key, and every
 * invoice setting, and the invoicing worker bound as INVOICE_SERVICE; elsewhere only values that are wrong.
 */
export const invoicingProblems: Check = (env, production) => {
  const problems: ConfigProblem[] = [];
  const checkAgent = productionChoice(
    env,
    'INVOICING',
    'szamlazzhu',
    'the embedded invoices are not reported to NAV Online Számla',
    production,
    problems,
  );
  invoiceSettings(env, production, problems);
  // The invoicing worker draws the PDFs and talks to számlázz.hu (docs/decisions/0065).
  if (production) serviceBinding(env, 'INVOICE_SERVICE', 'lab-invoicing', problems);
  if (checkAgent) {
    httpsUrl(env, 'SZAMLAZZHU_URL', problems);
    secret(env, 'SZAMLAZZHU_AGENT_KEY', problems);
  }
  return problems;
};

const flagsCheck: Check = (env) =>
  FLAGS.filter((name) => !['', 'true', 'false'].includes(read(env, name))).map((name) =>
    problem(name, 'unknown value; must be "true" or "false"'),
  );

const CHECKS: Check[] = [
  environmentCheck,
  paymentProblems,
  mailProblems,
  secretsCheck,
  originCheck,
  contentCheck,
  labCheck,
  accountsCheck,
  challengeProblems,
  mapTilesProblems,
  invoicingProblems,
  flagsCheck,
];

/** The site forwards the staff area to lab-staff (docs/decisions/0067); that worker binds no staff service. */
const staffServiceCheck: Check = (env, production) => {
  const problems: ConfigProblem[] = [];
  if (production) serviceBinding(env, 'STAFF_SERVICE', 'lab-staff', problems);
  return problems;
};

/**
 * Every problem with this configuration; empty when the worker may take bookings and payments. `site`:
 * the public site's worker, which also needs the staff worker bound; false in the staff worker itself.
 */
export function configProblems(env: Env, { site = true } = {}): ConfigProblem[] {
  const production = isProduction(env);
  return [...CHECKS, ...(site ? [staffServiceCheck] : [])].flatMap((check) => check(env, production));
}

// The bindings object of an isolate is reused across requests, so the check runs once per isolate.
const checked = new WeakMap<Env, ConfigProblem[]>();

/** configProblems, remembered per bindings object (the middleware asks on every request). */
export function cachedConfigProblems(env: Env, options: { site?: boolean } = {}): ConfigProblem[] {
  let problems = checked.get(env);
  if (!problems) {
    problems = configProblems(env, options);
    checked.set(env, problems);
  }
  return problems;
}

/** The settings concerned, each once, in the order found: "SIMPLEPAY_SECRET, MAIL_API_KEY". */
export const settingNames = (problems: ConfigProblem[]) => [...new Set(problems.map((p) => p.setting))].join(', ');

/** Thrown by a port asked for its production implementation when that one is not configured. */
export class ConfigurationError extends Error {
  constructor(
    readonly port: string,
    readonly problems: ConfigProblem[],
  ) {
    super(
      `${port} is not configured for production (docs/decisions/0015): ${problems
        .map((p) => `${p.setting} ${p.problem}`)
        .join('; ')}`,
    );
    this.name = 'ConfigurationError';
  }
}

/** In production, throws unless `check` finds nothing: a port never falls back to its test double there. */
export function requireProductionConfig(port: string, env: Env, check: Check) {
  if (!isProduction(env)) return;
  const problems = check(env, true);
  if (problems.length) throw new ConfigurationError(port, problems);
}
