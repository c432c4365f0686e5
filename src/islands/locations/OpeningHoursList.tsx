import type { LocationSummary } from './types';

/** Merged opening-hour rows ('H – P  07:00 – 11:00'); closed days are muted. */
export function OpeningHoursList({
  rows,
  label,
  className = '',
}: {
  rows: LocationSummary['hours'];
  label?: string;
  className?: string;
}) {
  return (
    <dl
      className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm ${className}`}
      aria-label={label}
      data-opening-hours=""
    >
      {rows.map((row) => (
        <div key={row.days} className="contents">
          <dt className="font-600 text-ink">{row.days}</dt>
          <dd className={row.open ? 'text-ink-soft' : 'text-ink-muted'}>{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
