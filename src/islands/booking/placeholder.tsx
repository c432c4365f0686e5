import type { ReactNode } from 'react';

/**
 * What a booking step shows before the cart (localStorage) and the data its layout depends on are in
 * (issue 14 point 2, docs/decisions/0037): the server renders it and the hydrating render repeats it,
 * in the boxes and sizes of the content for a typical cart, and the content then replaces it in one
 * commit. Being another component, the content mounts fresh elements instead of moving the placeholder's:
 * a new element is not a layout shift, a moved one is. The step's own wrapper keeps the footer below the
 * fold meanwhile (src/routes/pages/booking.tsx).
 */
export function Pending({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <div className={className} aria-busy="true" data-step-pending="">
      {children}
    </div>
  );
}

/** A grey bar of a text line's height, where a name, a price or a date will be. */
export function Bone({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`block rounded-md bg-brand-50 ${className}`} />;
}

/** A card of the given height, where a box of fetched content (a location, the preparation) will be. */
export function BoneCard({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`rounded-2xl bg-brand-50 ${className}`} />;
}

/**
 * The booked items' list of two rows: each name over its results date (ItemResults) and, on the right,
 * the price (`priceClassName`: one line on the thank-you page, with the remove button on the summary).
 */
export function ItemRowsPlaceholder({ priceClassName }: { priceClassName: string }) {
  return (
    <ul className="divide-y divide-brand-100 rounded-2xl ring-1 ring-brand-100">
      {['first', 'second'].map((row) => (
        <li key={row} className="flex justify-between gap-4 p-4">
          <span>
            <Bone className="h-6 w-44" />
            <Bone className="h-5 w-36" />
          </span>
          <Bone className={priceClassName} />
        </li>
      ))}
    </ul>
  );
}
