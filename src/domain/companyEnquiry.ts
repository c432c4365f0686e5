import { isValidEmail } from './email';
import { isVisibleText, type TextShape } from './visibleText';

/**
 * The company enquiry's field rules (issue 7, item 5), shared by the form island (messages next to the
 * fields) and POST /api/company/enquiry (valibot, 400 naming the field), so both refuse the same input.
 */
export const ENQUIRY_FIELDS = ['company', 'contactName', 'email', 'phone', 'headcount', 'message'] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

export const ENQUIRY_MAX = { company: 200, contactName: 100, email: 254, phone: 30, message: 2000 } as const;
/** Only the message is typed in a textarea; every other field is one line (./visibleText.ts). */
export const ENQUIRY_SHAPE: Record<keyof typeof ENQUIRY_MAX, TextShape> = {
  company: 'line',
  contactName: 'line',
  email: 'line',
  phone: 'line',
  message: 'lines',
};
export const HEADCOUNT_MAX = 1_000_000;

/** Letters of any alphabet (Hungarian accents included, composed or not), spaces, hyphens, apostrophes, dots. */
export const PERSON_NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

/**
 * A phone number as people type it: an optional leading +, digits and the usual separators; 6 to 15
 * digits (ITU-T E.164 allows at most 15).
 */
export function isValidPhone(value: string): boolean {
  const phone = value.trim();
  const digits = phone.replace(/\D/g, '').length;
  return /^\+?[0-9 ()./-]+$/.test(phone) && digits >= 6 && digits <= 15;
}

/** A whole number of employees from a number or an input's text ('1 200' with spaces as separators). */
export function parseHeadcount(value: unknown): number | null {
  let count: number;
  if (typeof value === 'number') count = value;
  else if (typeof value === 'string' && /^\d{1,3}(?:[\s\u00a0\u202f]?\d{3})*$/.test(value.trim())) {
    count = Number(value.replace(/\D/g, ''));
  } else return null;
  return Number.isInteger(count) && count >= 1 && count <= HEADCOUNT_MAX ? count : null;
}

export type EnquiryProblem =
  'required' | 'invalidEmail' | 'invalidPhone' | 'invalidHeadcount' | 'invalidName' | 'tooLong' | 'invalidCharacters';

export type EnquiryInput = Record<EnquiryField, string>;

/** The first problem of each field, as the form shows them; an empty object when all is well. */
export function enquiryProblems(input: EnquiryInput): Partial<Record<EnquiryField, EnquiryProblem>> {
  const problems: Partial<Record<EnquiryField, EnquiryProblem>> = {};
  const text = (field: Exclude<EnquiryField, 'headcount'>) => input[field].normalize('NFC').trim();
  for (const field of ['company', 'contactName', 'email', 'phone'] as const) {
    if (!text(field)) problems[field] = 'required';
    else if (text(field).length > ENQUIRY_MAX[field]) problems[field] = 'tooLong';
  }
  if (!problems.contactName && !PERSON_NAME.test(text('contactName'))) problems.contactName = 'invalidName';
  if (!problems.email && !isValidEmail(text('email'))) problems.email = 'invalidEmail';
  if (!problems.phone && !isValidPhone(text('phone'))) problems.phone = 'invalidPhone';
  if (!input.headcount.trim()) problems.headcount = 'required';
  else if (parseHeadcount(input.headcount) === null) problems.headcount = 'invalidHeadcount';
  if (text('message').length > ENQUIRY_MAX.message) problems.message = 'tooLong';
  // Checked as typed, before trimming: the API refuses the same text (src/routes/api/companyEnquiry.ts).
  for (const [field, shape] of Object.entries(ENQUIRY_SHAPE) as [keyof typeof ENQUIRY_SHAPE, TextShape][]) {
    if (!isVisibleText(input[field], shape)) problems[field] = 'invalidCharacters';
  }
  return problems;
}
