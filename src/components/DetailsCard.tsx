/**
 * A card of term–value rows under a heading: a booking's details on the hash-link pages, the patient's
 * on an information sheet. `attributes` carry the data-* markers pages and tests find it by.
 */
export function DetailsCard({
  id,
  title,
  rows,
  className = '',
  attributes = {},
}: {
  id: string;
  title: string;
  rows: [string, string][];
  className?: string;
  attributes?: Record<`data-${string}`, string>;
}) {
  return (
    <section aria-labelledby={id} className={`card ${className}`} {...attributes}>
      <h2 id={id} className="text-xl font-700 text-ink">
        {title}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr] print:grid-cols-[12rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-600 text-ink-muted">{term}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
