import { CHANGE_CUTOFF_HOURS } from '../../domain/cutoff';
import type { BookingMessages } from '../../i18n/bookingMessages';
import { fill } from './shared';

/** What says whom to call: the booking steps' messages, the customer service's number, the language prefix. */
export interface CallUsProps {
  labels: BookingMessages;
  /** The customer service's number as /kapcsolat shows it (src/services/contact.ts); null without one. */
  phone: string | null;
  /** '' for Hungarian, '/en' for English. */
  prefix: string;
}

/**
 * Whom to call to change or cancel a booking the hash links no longer can: the customer service's number
 * as a tel: link, or the contact page when the content gives no number (issue 15 point 5).
 */
export function CallUs({ labels, phone, prefix }: CallUsProps) {
  return (
    <>
      {labels.cutoffCall}{' '}
      {phone ? (
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="link whitespace-nowrap" data-service-phone="">
          {phone}
        </a>
      ) : (
        <a href={`${prefix}/kapcsolat`} className="link">
          {labels.contactPage}
        </a>
      )}
    </>
  );
}

/**
 * Said before booking a time that starts within the change/cancel cut-off (src/domain/cutoff.ts): such a
 * booking cannot be changed or cancelled by its links, so the visitor learns it, and whom to call, before
 * choosing it rather than after (issue 15 point 5).
 */
export function CutoffNotice({ time, ...props }: CallUsProps & { time: string }) {
  return (
    <div role="status" className="rounded-xl bg-accent-50 p-4 text-ink" data-cutoff-notice="">
      <p className="font-600">{fill(props.labels.cutoffNotice, { time, hours: CHANGE_CUTOFF_HOURS })}</p>
      <p className="mt-1">
        <CallUs {...props} />
      </p>
    </div>
  );
}
