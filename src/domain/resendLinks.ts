/**
 * The "lost the mail?" form's rules (issue 15 point 8), shared by the browser's form, the page that
 * answers it without JavaScript and the API's schema: an e-mail address and the booking's day, from
 * today (Budapest) to a year ahead. Whether a booking exists is never one of them.
 */
import { addDays } from './budapestTime';
import { isValidEmail } from './email';

export const RESEND_FIELDS = ['email', 'date'] as const;
export type ResendField = (typeof RESEND_FIELDS)[number];
export type DateProblem = 'required' | 'invalidDate' | 'pastDate' | 'farDate';
export type ResendProblem = DateProblem | 'invalidEmail';
export interface ResendInput {
  email: string;
  date: string;
}

/** No booking is taken further ahead than this (the locations' horizons are weeks, decision 0034). */
export const RESEND_DAYS_AHEAD = 366;

/** The last day the form takes, from today's Budapest date. */
export const lastResendDate = (today: string) => addDays(today, RESEND_DAYS_AHEAD);

export function resendDateProblem(date: string, today: string): DateProblem | null {
  if (!date.trim()) return 'required';
  // A calendar day that exists: '2026-02-30' has the shape, but comes back from the calendar as March 2.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || addDays(date, 0) !== date) return 'invalidDate';
  if (date < today) return 'pastDate';
  if (date > lastResendDate(today)) return 'farDate';
  return null;
}

export function resendProblems(input: ResendInput, today: string): Partial<Record<ResendField, ResendProblem>> {
  const problems: Partial<Record<ResendField, ResendProblem>> = {};
  const email = input.email.trim();
  if (!email) problems.email = 'required';
  else if (!isValidEmail(email)) problems.email = 'invalidEmail';
  const date = resendDateProblem(input.date, today);
  if (date) problems.date = date;
  return problems;
}
