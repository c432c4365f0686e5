import { openNowText, type OpeningSchedule } from '../domain/openNow';
import type { Lang } from '../i18n/lang';

/**
 * Fills in a server-rendered 'open now' line (src/components/OpenNow.tsx) from the schedule it carries
 * and the browser's clock (decision 0057); lines inside an island are the island's own.
 */
export function showOpenNow(line: HTMLElement): void {
  if (line.closest('[data-island]')) return;
  const schedule = JSON.parse(line.dataset.openNow ?? '[]') as OpeningSchedule;
  const text = openNowText(schedule, Date.now(), line.dataset.lang === 'en' ? 'en' : ('hu' as Lang));
  if (!text) return;
  line.dataset.open = String(text[2]);
  line.querySelector('[data-open-state]')!.textContent = text[0];
  line.querySelector('[data-open-when]')!.textContent = ` · ${text[1]}`;
}
