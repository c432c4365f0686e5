import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { LabBackendError } from '../../backends/lab/labClient';
import { type CallAnswer, routePath } from '../../domain/api';
import { budapestNow } from '../../domain/budapestTime';
import { isValidEmail } from '../../domain/email';
import { RESEND_DAYS_AHEAD, resendDateProblem, type DateProblem } from '../../domain/resendLinks';
import type { AppEnv } from '../../env';
import { afterResponse } from '../../mail/notify';
import { noStore } from '../../middleware/noStore';
import { resendManageLinks } from '../../services/resendLinks';
import { clientIp } from './caller';
import { apiError } from './errors';
import { validCall } from './validate';

/**
 * POST /api/booking/resend_links (issue 15 point 8; docs/decisions/0040): `{ email, date, language? }`
 * mails the manage links of that address's confirmed bookings on that day to the address the booking
 * holds. The answer never tells whether one exists: 202 `{"data":{"status":"accepted"}}` either way.
 * Stable errors: 400 invalid_body naming the field ('email: …', 'date: …'), 429 too_many_attempts with
 * Retry-After (per client address and per e-mail address, counted either way), 502 lab_backend_failed
 * when the laboratory system cannot be asked (whatever the address). Every answer is `no-store`.
 */
export const resendLinksApi = new Hono<AppEnv>();

// Only this module's paths: a '*' here would reach every /api route once mounted.
resendLinksApi.use('/booking/*', noStore());

const today = () => budapestNow(new Date()).date;

/** The form's date problems as the API words them (the form translates the field's problem itself). */
const DATE_REFUSALS: Record<DateProblem, string> = {
  required: 'date: required',
  invalidDate: 'date: a calendar day as YYYY-MM-DD',
  pastDate: 'date: today or later',
  farDate: `date: at most ${RESEND_DAYS_AHEAD} days ahead`,
};

export const ResendBody = v.object({
  email: v.pipe(
    v.string('email: required'),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('email: required'),
    v.maxLength(254, 'email: at most 254 characters'),
    v.check(isValidEmail, 'email: not an e-mail address'),
  ),
  date: v.pipe(
    v.string('date: required'),
    v.trim(),
    v.check(
      (date) => !resendDateProblem(date, today()),
      (issue) => DATE_REFUSALS[resendDateProblem(String(issue.input), today()) ?? 'invalidDate'],
    ),
  ),
  language: v.optional(v.picklist(['hu', 'en'], "language: 'hu' or 'en'")),
});

export type ResendAnswer = 'accepted' | { wait: number } | 'unavailable';

/**
 * The request, for the API and for the page's own form: accepted, the seconds to wait past a limit,
 * or unavailable when the laboratory backend failed (logged). Anything else is this worker's fault.
 */
export async function answerResend(c: Context<AppEnv>, body: v.InferOutput<typeof ResendBody>): Promise<ResendAnswer> {
  try {
    const wait = await resendManageLinks(
      c.env,
      { email: body.email, date: body.date, lang: body.language ?? c.get('lang') ?? 'hu', ip: clientIp(c) },
      (work) => afterResponse(c, work),
    );
    return wait ? { wait } : 'accepted';
  } catch (error) {
    if (!(error instanceof LabBackendError)) throw error;
    console.error('Resending booking links: the laboratory backend failed', error);
    return 'unavailable';
  }
}

resendLinksApi.post(routePath('resendBookingLinks'), validCall('resendBookingLinks', 'json', ResendBody), async (c) => {
  const answer = await answerResend(c, c.req.valid('json'));
  if (answer === 'unavailable') {
    return apiError(c, 502, 'lab_backend_failed', 'The laboratory backend is not available');
  }
  if (typeof answer === 'object') {
    c.header('Retry-After', String(answer.wait));
    return apiError(c, 429, 'too_many_attempts', 'Too many attempts; try again later');
  }
  return c.json({ data: { status: 'accepted' } } satisfies CallAnswer<'resendBookingLinks'>, 202);
});
