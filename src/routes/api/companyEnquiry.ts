import { Hono } from 'hono';
import * as v from 'valibot';
import type { Limit } from '../../auth/rateLimit';
import {
  ENQUIRY_MAX,
  ENQUIRY_SHAPE,
  HEADCOUNT_MAX,
  isValidPhone,
  parseHeadcount,
  PERSON_NAME,
} from '../../domain/companyEnquiry';
import { HIDDEN_CHARACTERS_REASON, isVisibleText } from '../../domain/visibleText';
import { isValidEmail } from '../../domain/email';
import type { AppEnv } from '../../env';
import { keepEnquiry } from '../../services/companyEnquiries';
import { overIpLimit } from './body';
import { routePath } from '../../domain/api';
import { validCall } from './validate';
import { noStore } from '../../middleware/noStore';

/**
 * Company enquiries (issue 7, item 5): the offer form of /vallalatoknak posts company, contactName,
 * email, phone, headcount and an optional message; the enquiry is stored in D1 (company_enquiries).
 * Stable error codes the form translates: 400 invalid_body (the message starts with the field's name;
 * 'company: control or invisible characters' for text the one rule of domain/visibleText.ts refuses),
 * 429 too_many_attempts. Every answer is `no-store`.
 */
export const companyEnquiryApi = new Hono<AppEnv>();

/** Enquiries per client IP and hour: a company asking for a few offers, not a script. */
export const COMPANY_ENQUIRY_LIMIT = { name: 'company-enquiry:ip', max: 5, windowMinutes: 60 } satisfies Limit;

// Only this module's paths: a '*' here would reach every /api route once mounted.
companyEnquiryApi.use('/company/*', noStore());

/** Checked as sent, before trimming, as the form checks what was typed (domain/companyEnquiry.ts). */
const visible = (field: keyof typeof ENQUIRY_MAX) =>
  v.check((value: string) => isVisibleText(value, ENQUIRY_SHAPE[field]), `${field}: ${HIDDEN_CHARACTERS_REASON}`);

const text = (field: keyof typeof ENQUIRY_MAX) =>
  v.pipe(
    v.string(`${field}: required`),
    visible(field),
    v.normalize('NFC'),
    v.trim(),
    v.nonEmpty(`${field}: required`),
    v.maxLength(ENQUIRY_MAX[field], `${field}: at most ${ENQUIRY_MAX[field]} characters`),
  );

export const EnquiryBody = v.object({
  company: text('company'),
  contactName: v.pipe(
    text('contactName'),
    v.regex(PERSON_NAME, 'contactName: only letters, spaces, hyphens, apostrophes and dots'),
  ),
  email: v.pipe(
    text('email'),
    v.toLowerCase(),
    v.check((value: string) => isValidEmail(value), 'email: not an e-mail address'),
  ),
  phone: v.pipe(
    text('phone'),
    v.check((value: string) => isValidPhone(value), 'phone: not a phone number'),
  ),
  headcount: v.pipe(
    v.union([v.number(), v.string()], `headcount: a whole number from 1 to ${HEADCOUNT_MAX}`),
    v.transform((value: string | number) => parseHeadcount(value)),
    v.number(`headcount: a whole number from 1 to ${HEADCOUNT_MAX}`),
  ),
  message: v.optional(
    v.pipe(
      v.string('message: text'),
      visible('message'),
      v.normalize('NFC'),
      v.trim(),
      v.maxLength(ENQUIRY_MAX.message, `message: at most ${ENQUIRY_MAX.message} characters`),
    ),
    '',
  ),
  language: v.optional(v.picklist(['hu', 'en'], "language: 'hu' or 'en'")),
});

companyEnquiryApi.post(routePath('companyEnquiry'), validCall('companyEnquiry', 'json', EnquiryBody), async (c) => {
  const body = c.req.valid('json');
  const limited = await overIpLimit(c, COMPANY_ENQUIRY_LIMIT);
  if (limited) return limited;
  await keepEnquiry(c.env, { ...body, language: body.language ?? c.get('lang') ?? 'hu' });
  return c.json({ data: { status: 'received' } }, 201);
});
