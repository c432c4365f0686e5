import type { Lang } from '../i18n/lang';

/**
 * Turnaround in working days (spec section 2): 'N munkanapon belül' or 'N - M munkanapon belül'. A
 * turnaround of 0 is 'aznap' / 'same day' (the results date, docs/decisions/0046, says which day);
 * 0 - M reads as 'within M', which is what it means.
 */
export function formatTurnaround(min: number, max: number, lang: Lang): string {
  const high = Math.max(0, min, max);
  const low = Math.max(0, Math.min(min, max));
  if (high === 0) return lang === 'hu' ? 'aznap' : 'same day';
  const from = low === 0 ? high : low;
  if (lang === 'hu') return from === high ? `${high} munkanapon belül` : `${from} - ${high} munkanapon belül`;
  const days = high === 1 ? 'working day' : 'working days';
  return from === high ? `within ${high} ${days}` : `within ${from} - ${high} ${days}`;
}
