import { Hono } from 'hono';
import * as v from 'valibot';
import type { Limit } from '../../auth/rateLimit';
import { isValidEmail } from '../../domain/email';
import { HIDDEN_CHARACTERS_REASON, isVisibleText } from '../../domain/visibleText';
import type { AppEnv } from '../../env';
import { contestFormExists } from '../../services/contentPages';
import { enterContest } from '../../services/contestEntries';
import { apiError } from './errors';
import { noStore } from '../../middleware/noStore';
import { overIpLimit } from './body';
import { routePath } from '../../domain/api';
import { validCall } from './validate';

/**
 * Contest subscriptions (spec sections 1; 2, Other screen behaviour; 7, Other): the contest form posts
 * formId, lastName, firstName, email, visited_before and maldiv; the entry is stored in D1
 * (contest_entries) with the time the privacy notice was accepted (`consent`, required). Stable error
 * codes the pages translate: 400 invalid_body, 404 unknown_contest (no event runs that form), 429
 * too_many_attempts. An address that entered before is answered as a new entry (201), so the answer
 * tells nobody who entered (issue 24 point 4). Every answer is `no-store`.
 */
export const contestApi = new Hono<AppEnv>();

/** Entries per client IP and hour: enough for a family at one address, not for a script. */
export const CONTEST_LIMIT = { name: 'contest:ip', max: 20, windowMinutes: 60 } satisfies Limit;

// Only this module's paths: a '*' here would reach every /api route once mounted.
contestApi.use('/contest/*', noStore());

/** Letters of any alphabet (Hungarian accents included, composed or not), spaces, hyphens, apostrophes, dots. */
const NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

const name = (field: string) =>
  v.pipe(
    v.string(`${field}: required`),
    // First, so a hidden character is named as such rather than as a character a name may not hold.
    v.check((value: string) => isVisibleText(value), `${field}: ${HIDDEN_CHARACTERS_REASON}`),
    v.normalize('NFC'),
    v.trim(),
    v.nonEmpty(`${field}: required`),
    v.maxLength(100, `${field}: at most 100 characters`),
    v.regex(NAME, `${field}: only letters, spaces, hyphens, apostrophes and dots`),
  );

/** 'true' / 'false' as the spec's call sends them, or a JSON boolean; stored as the string. */
const yesNo = (field: string) =>
  v.nullish(
    v.pipe(
      v.union([v.picklist(['true', 'false']), v.boolean()], `${field}: 'true' or 'false'`),
      v.transform((value): 'true' | 'false' => (String(value) === 'true' ? 'true' : 'false')),
    ),
    'false',
  );

const SubscribeBody = v.object({
  formId: v.pipe(
    v.string('formId: required'),
    v.trim(),
    v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'formId: a short id of letters, digits, hyphens and underscores'),
  ),
  lastName: name('lastName'),
  firstName: name('firstName'),
  email: v.pipe(
    v.string('email: required'),
    v.trim(),
    v.toLowerCase(),
    v.maxLength(254, 'email: not an e-mail address'),
    v.check(isValidEmail, 'email: not an e-mail address'),
  ),
  visited_before: yesNo('visited_before'),
  maldiv: yesNo('maldiv'),
  language: v.optional(v.picklist(['hu', 'en'], "language: 'hu' or 'en'")),
  // The form's required privacy-notice checkbox (ContestForm.tsx); recorded with the entry (issue 12).
  consent: v.pipe(
    yesNo('consent'),
    v.check((value) => value === 'true', 'consent: required'),
  ),
});

contestApi.post(routePath('subscribeContest'), validCall('subscribeContest', 'json', SubscribeBody), async (c) => {
  const body = c.req.valid('json');
  const limited = await overIpLimit(c, CONTEST_LIMIT);
  if (limited) return limited;
  if (!(await contestFormExists(c.env, body.formId))) {
    return apiError(c, 404, 'unknown_contest', 'No event runs a contest with this formId');
  }
  const entered = await enterContest(c.env, {
    formId: body.formId,
    lastName: body.lastName,
    firstName: body.firstName,
    email: body.email,
    visitedBefore: body.visited_before,
    maldiv: body.maldiv,
    language: body.language ?? c.get('lang') ?? 'hu',
  });
  // Entered before or now, the answer is the same: it must not tell anyone which addresses entered
  // (issue 24 point 4). The first entry stays; the draw counts each address once.
  if (!entered) console.info(`Contest ${body.formId}: an address entered again; kept once`);
  return c.json({ data: { status: 'subscribed' } }, 201);
});
