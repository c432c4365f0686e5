import { openNowText, type OpeningSchedule } from '../domain/openNow';
import type { Lang } from '../i18n/lang';

/**
 * 'Most nyitva · 11:00-ig' / 'Most zárva · Nyit: holnap 07:00' on a location card (decision 0057). The
 * line's box is always there, so filling it in moves nothing. Pages are cached, so it is the browser's
 * clock that decides: an island passes `now` once mounted; on a page without one the shell fills the
 * line in from the schedule it carries (src/client/openNow.ts).
 */
export function OpenNow({
  schedule,
  lang,
  now = null,
  className = '',
}: {
  schedule: OpeningSchedule;
  lang: Lang;
  now?: number | null;
  className?: string;
}) {
  const text = now === null ? null : openNowText(schedule, now, lang);
  return (
    <p
      className={`open-now flex min-h-6 items-center gap-2 text-sm ${className}`}
      data-open-now={JSON.stringify(schedule)}
      data-lang={lang}
      data-open={text ? String(text[2]) : undefined}
    >
      <span className="open-dot shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-700 text-ink" data-open-state="">
          {text?.[0]}
        </strong>
        <span className="text-ink-soft" data-open-when="">
          {text ? ` · ${text[1]}` : ''}
        </span>
      </span>
    </p>
  );
}
