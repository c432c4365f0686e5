import { personName } from '../../../domain/personName';
import { CheckIcon } from '../../../components/Icons';
import { NewTabHint } from '../../../components/NewTab';
import { hasPerson, type LinkedBooking } from '../../../domain/bookingView';
import type { LabLocation } from '../../../domain/location';
import { moneyLines } from '../../../domain/moneyLines';
import { formatPrice } from '../../../domain/prices';
import type { BookingMessages } from '../../../i18n/bookingMessages';
import type { Lang } from '../../../i18n/lang';
import { moneyMessages, totalLabel } from '../../../i18n/moneyMessages';
import { partyMessages } from '../../../i18n/partyMessages';

/**
 * The booked booking's pieces shared by the thank-you page (an island) and the payment success page
 * (rendered on the server) (issue 25): the hero, the money lines, the directions and the manage links.
 * Each renders what it is given.
 */

/** A person of a booking by name, or by their place in the group once their booking ended (decision 0050). */
export function bookedName(booking: LinkedBooking, lang: Lang): string {
  if (!hasPerson(booking)) return partyMessages(lang).personN((booking.party?.position ?? 0) + 1);
  return personName(booking.person, lang);
}

/** A confirmed booking's checkmark hero: that it is final (and paid), and its reference. */
export function BookedHero({ lang, labels, booking }: { lang: Lang; labels: BookingMessages; booking: LinkedBooking }) {
  const paid = booking.status === 'confirmed' && booking.payment_type === 'ONLINE';
  return (
    <div className="card flex items-start gap-4" data-booked-hero="">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
        <CheckIcon className="h-7 w-7" />
      </span>
      <div className="min-w-0 space-y-1">
        <p className="text-xl font-700 text-ink">{paid ? labels.heroPaid : labels.heroConfirmed}</p>
        <p className="text-ink-soft">
          {moneyMessages(lang).reference}:{' '}
          <strong className="whitespace-nowrap font-mono text-lg text-ink" data-booking-reference="">
            {booking.reference}
          </strong>
        </p>
      </div>
    </div>
  );
}

/**
 * Every money line of the booking (src/domain/moneyLines.ts): each person's items (a family booking's
 * everyone, by name), the sampling fee, the coupon's discount, and the total they sum to, paid or to pay.
 */
export function MoneyCard({ lang, booking }: { lang: Lang; booking: LinkedBooking }) {
  const money = moneyLines(booking);
  const words = moneyMessages(lang);
  const price = (forints: number) => formatPrice(forints, lang);
  const family = money.parts.length > 1;
  const paid = money.settled === 'paid';
  const row = (key: string, label: string, value: string) => (
    <div key={key} className="flex items-baseline justify-between gap-4">
      <dt className="min-w-0 text-ink-soft break-anywhere hyphens-auto">{label}</dt>
      <dd className="whitespace-nowrap font-600 text-ink">{value}</dd>
    </div>
  );
  const coupon = 'coupon_code' in booking ? booking.coupon_code : null;
  return (
    // One list per person (a name may head it) and one for the discount and the total: a <dl> holds only
    // its rows, so screen readers announce each as a term and its value.
    <div className="card space-y-2" data-booked-totals="">
      {money.parts.map((part) => (
        <div key={part.booking.hash} className="space-y-2" data-money-person={part.booking.party?.position}>
          {family ? <p className="font-700 text-ink">{bookedName(part.booking, lang)}</p> : null}
          <dl className="space-y-2">
            {part.items.map((item) => row(`${item.id}`, item.name, price(item.price)))}
            {row('fee', words.samplingFee, price(part.samplingFee))}
          </dl>
        </div>
      ))}
      <dl className="space-y-2">
        {money.discount > 0 ? row('discount', words.discount(coupon), `−${price(money.discount)}`) : null}
        <div className="flex items-center justify-between gap-4 border-t border-brand-100 pt-3">
          <dt className={paid ? 'badge bg-brand-600 text-white' : 'font-700 text-ink'}>
            {paid ? <CheckIcon className="mr-1 h-4 w-4" /> : null}
            {totalLabel(lang, money.settled, booking.payment_type)}
          </dt>
          <dd className="whitespace-nowrap text-2xl font-700 text-brand-700" data-amount="">
            {price(money.total)}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** How to get there: the address, the location's own page and a map (OpenStreetMap, in a new tab). */
export function Directions({
  lang,
  labels,
  prefix,
  place,
}: {
  lang: Lang;
  labels: BookingMessages;
  prefix: string;
  place: LabLocation;
}) {
  const { gps_latitude: lat, gps_longitude: lon } = place;
  return (
    <section className="card space-y-2" aria-labelledby="directions-title" data-directions="">
      <h2 id="directions-title" className="font-700 text-ink">
        {labels.directions}
      </h2>
      <p className="text-ink">
        {place.name}
        <br />
        {place.zip_code} {place.city}, {place.address}
      </p>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <a className="link" href={`${prefix}/helyszinek/${place.url_slug}`}>
          {labels.locationPage}
        </a>
        <a
          className="link"
          href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`}
          target="_blank"
          rel="noopener noreferrer"
          data-map-link=""
        >
          {labels.mapLink}
          <NewTabHint lang={lang} />
        </a>
      </p>
    </section>
  );
}

/**
 * What comes next: the calendar file once the booking is confirmed (one waiting for its payment or its
 * mail's confirmation may lapse, decision 0050), and the booking's own manage pages.
 */
export function BookedActions({
  labels,
  prefix,
  booking,
}: {
  labels: BookingMessages;
  prefix: string;
  booking: LinkedBooking;
}) {
  const live = booking.status === 'confirmed' || booking.status === 'held';
  const link = (path: string) => `${prefix}${path}/${booking.hash}`;
  return (
    <section className="space-y-3" aria-labelledby="booked-manage" data-booked-actions="">
      <h2 id="booked-manage" className="font-700 text-ink">
        {labels.manageTitle}
      </h2>
      <div className="flex flex-wrap gap-3">
        {booking.status === 'confirmed' ? (
          <a href={link('/idopontfoglalas-naptar')} className="btn-primary" download="pannon-labor-idopont.ics">
            {labels.addToCalendar}
          </a>
        ) : null}
        {live ? (
          <>
            <a href={link('/idopontmodositas')} className="btn-secondary">
              {labels.manageLinks.time}
            </a>
            <a href={link('/helyszinmodositas')} className="btn-secondary">
              {labels.manageLinks.location}
            </a>
            <a href={link('/adatkitoltes')} className="btn-secondary">
              {labels.manageLinks.data}
            </a>
            <a href={link('/idopont-torles')} className="btn-secondary">
              {labels.manageLinks.cancel}
            </a>
          </>
        ) : null}
        <a href={`${prefix}/idopontfoglalas`} className="btn-secondary">
          {labels.newBooking}
        </a>
      </div>
    </section>
  );
}
