import type { FeeLine } from '../domain/samplingFees';

/** A location's sampling fees: one line when all are equal, else one line per fee (domain/samplingFees). */
export function FeeList({ lines, className = '' }: { lines: FeeLine[]; className?: string }) {
  return (
    <dl className={`space-y-1 text-sm ${className}`} data-sampling-fees="">
      {lines.map((line) => (
        <div key={line.label} className="flex justify-between gap-4">
          <dt className="text-ink-soft">{line.label}</dt>
          <dd className="whitespace-nowrap font-600 text-ink">{line.price}</dd>
        </div>
      ))}
    </dl>
  );
}
