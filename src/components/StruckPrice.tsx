/**
 * A package's tests bought one by one, struck: the spec's label, the price, and what it means where the
 * label alone could be misread (Hungarian 'Eredmény' beside 'Eredmény várható': decision 0059).
 */
export function StruckPrice({ label, note, price }: { label: string; note: string; price: string }) {
  return (
    <>
      {label}: <s className="whitespace-nowrap">{price}</s>
      {/* The note may go to the next line on a narrow card, never split itself. */}
      {note ? (
        <>
          {' '}
          <span className="whitespace-nowrap">({note})</span>
        </>
      ) : null}
    </>
  );
}
