import type { Lang } from '../i18n/lang';

/** Turnaround in working days (spec section 2): 'N munkanapon belül' or 'N - M munkanapon belül'. */
export function formatTurnaround(min: number, max: number, lang: Lang): string {
  const low = Math.max(0, Math.min(min, max));
  const high = Math.max(min, max);
  if (lang === 'hu') return low === high ? `${high} munkanapon belül` : `${low} - ${high} munkanapon belül`;
  const days = high === 1 ? 'working day' : 'working days';
  return low === high ? `within ${high} ${days}` : `within ${low} - ${high} ${days}`;
}
