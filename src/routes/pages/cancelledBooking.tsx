import type { Context } from 'hono';
import { cachedLocations } from '../../backends/lab';
import { DetailsCard } from '../../components/DetailsCard';
import { PageHeader } from '../../components/PageHeader';
import { paidAmount } from '../../db/payments';
import { refundsOf } from '../../db/refunds';
import type { Appointment } from '../../domain/appointment';
import { cancelledMoney, type CancelledMoney } from '../../domain/cancelledMoney';
import { formatPrice } from '../../domain/prices';
import type { AppEnv } from '../../env';
import { cancelledMessages, type CancelledMessages } from '../../i18n/cancelledMessages';
import { formatDay } from '../../i18n/dates';
import { manageMessages } from '../../i18n/manageMessages';
import { fill } from '../../islands/booking/shared';
import { pageContext, type PageContext } from './pageContext';

/** The money's line; the cases a person must settle link to the contact page. */
function Money({ page, money, t }: { page: PageContext; money: CancelledMoney; t: CancelledMessages }) {
  // A refund in progress says what the cancel button's answer said (decision 0019's wording).
  const template = money.kind === 'refundPending' ? manageMessages(page.lang).refundStarted : t[money.kind];
  const text = 'amount' in money ? fill(template, { amount: formatPrice(money.amount, page.lang) }) : template;
  const askUs = money.kind === 'refundHelp' || money.kind === 'paidNoRefund';
  return (
    <section aria-labelledby="cancelled-money" className="card" data-cancelled-money={money.kind}>
      <h2 id="cancelled-money" className="text-xl font-700 text-ink">
        {t.money}
      </h2>
      <p className="mt-3 text-ink">{text}</p>
      {askUs ? (
        <a href={page.href('/kapcsolat')} className="btn-secondary mt-4">
          {t.contact}
        </a>
      ) : null}
    </section>
  );
}

/**
 * Every hash-link page of a cancelled booking (issue 15 point 6): what was cancelled and what happens
 * to the money, with no deadline, no form and no links to pages that can no longer change anything.
 * The same page whichever of the booking's links is opened, and whenever: right after the cancel
 * button (the island reloads the page) or from the mail weeks later.
 */
export async function cancelledBookingPage(c: Context<AppEnv>, appointment: Appointment, path: string) {
  const page = pageContext(c);
  const t = cancelledMessages(page.lang);
  const [[place], paid, refunds] = await Promise.all([
    cachedLocations(c.env, { language: page.lang, location_ids: [appointment.location_id] }),
    appointment.payment_type === 'ONLINE' ? paidAmount(c.env.DB, appointment.hash) : 0,
    refundsOf(c.env.DB, appointment.hash),
  ]);
  const labels = manageMessages(page.lang);
  const rows: [string, string][] = [
    [t.status, t.cancelled],
    [labels.date, formatDay(page.lang, appointment.date, 'weekday')],
    [labels.time, appointment.time],
    [labels.location, place ? `${place.name}, ${place.zip_code} ${place.city}, ${place.address}` : ''],
    [labels.examinations, [...appointment.examinations, ...appointment.parameters].map((i) => i.name).join(', ')],
  ];
  return c.render(
    <>
      <PageHeader
        page={page}
        trail={[{ name: t.title, href: page.href(`${path}/${appointment.hash}`) }]}
        title={t.title}
        intro={t.intro}
      />
      <div className="wrap space-y-8 py-8 sm:py-10" data-cancelled-booking="">
        <DetailsCard id="cancelled-title" title={t.card} rows={rows} attributes={{ 'data-cancelled-card': '' }} />
        <Money page={page} money={cancelledMoney(appointment.payment_type, paid, refunds)} t={t} />
        <a href={page.href('/idopontfoglalas')} className="btn-primary btn-lg">
          {labels.newBooking}
        </a>
      </div>
    </>,
    { title: t.title, description: t.intro, noindex: true },
  );
}
