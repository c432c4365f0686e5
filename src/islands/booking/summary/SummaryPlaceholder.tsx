import type { BookingMessages } from '../../../i18n/bookingMessages';
import type { Lang } from '../../../i18n/lang';
import { BookingResultsPlaceholder } from '../ExpectedResults';
import { Bone, BoneCard, ItemRowsPlaceholder, Pending } from '../placeholder';

/**
 * The summary's layout for a two-item cart until the cart, its location, its packages and its
 * preparation are in (decision 0037): the facts, the items, the preparation, and the column of prices,
 * coupon, payment and consents beside them (below them on a phone).
 */
export function SummaryPlaceholder({ labels, lang }: { labels: BookingMessages; lang: Lang }) {
  return (
    <Pending className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="space-y-6">
        <dl className="card space-y-3">
          {[labels.appointment, labels.location, labels.patient].map((label, row) => (
            <div key={label} className="flex items-start justify-between gap-4">
              <dt className="text-ink-soft">{label}</dt>
              <dd className="grow">
                {/* The time on one line; the place on two on a phone; the name over the e-mail address. */}
                <Bone className={`ml-auto max-w-80 ${['h-6', 'h-12 sm:h-6', 'h-12'][row]}`} />
              </dd>
            </div>
          ))}
        </dl>
        <ItemRowsPlaceholder priceClassName="h-10 w-24" />
        <BookingResultsPlaceholder lang={lang} />
        <BoneCard className="h-96 sm:h-52" />
      </div>
      <div className="card h-fit space-y-5 p-6">
        <div className="space-y-2">
          {[labels.itemsTotal, labels.samplingFee].map((label) => (
            <p key={label} className="flex items-center justify-between gap-4">
              <span className="text-ink-soft">{label}</span>
              <Bone className="h-6 w-24" />
            </p>
          ))}
          <p className="flex items-center justify-between gap-4">
            <span className="text-ink-soft">{labels.total}</span>
            <Bone className="h-8 w-32" />
          </p>
        </div>
        <p className="text-xs text-ink-muted">{labels.displayNote}</p>
        <BoneCard className="h-20" />
        <BoneCard className="h-36" />
        <BoneCard className="h-24" />
        <BoneCard className="h-13 rounded-full" />
        <BoneCard className="h-11 rounded-full" />
      </div>
    </Pending>
  );
}
