import type { Context } from 'hono';
import type { AccountsBackend } from '../../backends/accounts';
import { appointmentsBackend, cachedLocations } from '../../backends/lab';
import { AppointmentResults } from '../../components/ExpectedResults';
import { Island } from '../../components/Island';
import { awaitsConfirmation, type Appointment } from '../../domain/appointment';
import { isLiveBooking } from '../../domain/bookingView';
import type { ExpectedResultsAnswer } from '../../domain/expectedResults';
import type { InvoiceRequest } from '../../db/invoiceRequests';
import { formatPrice } from '../../domain/prices';
import type { AppEnv } from '../../env';
import { formatDay } from '../../i18n/dates';
import { INVOICE_MESSAGES, invoicePath } from '../../i18n/invoiceMessages';
import type { Lang } from '../../i18n/lang';
import { manageMessages } from '../../i18n/manageMessages';
import { partyMessages } from '../../i18n/partyMessages';
import { fill } from '../../islands/booking/shared';
import { personName } from '../../mail/bookingMails';
import { refundedAmounts } from '../../services/bookingMoney';
import { invoicesOfBookings } from '../../services/invoices';
import { bookingsResults } from '../../services/expectedResults';
import { namedIn } from '../../services/itemNames';
import { accounts } from '../api/caller';
import { islandProps, loggedIn, type LoggedIn, PATHS, render } from './accountPage';
import { pageContext, type PageContext } from './pageContext';

/**
 * /sajat, the logged-in user's overview: their bookings, upcoming and past, each with where, what, when
 * its results are expected and the links that manage it, and the family members they saved.
 */

/**
 * The family members the user saved (issue 17 point 3): the enabled patients beside the main one, each
 * read through the port (a read the backend logs).
 */
async function familyMembers(backend: AccountsBackend, { user, token }: LoggedIn) {
  const ids = user.enabled_patients.filter((id) => !user.main_patients.includes(id));
  const patients = await Promise.all(ids.map((id) => backend.getPatient(token, id)));
  return patients.map(({ id, person }) => ({ id, person }));
}

/** The hash-link pages a booking's owner can open from the overview. */
const MANAGE_LINKS = [
  ['/adatkitoltes', 'dataTitle'],
  ['/idopontmodositas', 'timeTitle'],
  ['/helyszinmodositas', 'locationTitle'],
  ['/idopont-torles', 'cancelTitle'],
] as const;

function AppointmentList({
  page,
  items,
  places,
  empty,
  manageable,
  refunds = new Map(),
  expected = new Map(),
}: {
  page: PageContext;
  items: Appointment[];
  places: Map<number, string>;
  empty: string;
  manageable: boolean;
  /** Forints being refunded, by booking hash. */
  refunds?: Map<string, number>;
  /** When each booking's results are expected, by booking hash (docs/decisions/0046). */
  expected?: Map<string, ExpectedResultsAnswer>;
}) {
  const labels = page.m.account;
  const manage = manageMessages(page.lang);
  if (!items.length) return <p className="text-ink-muted">{empty}</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.hash} className="card space-y-2" data-my-appointment={item.hash}>
          <p className="text-lg font-700 text-ink">
            {formatDay(page.lang, item.date, 'weekday')}, {item.time}
          </p>
          {/* A family booking lists each person's own booking: whose it is (decision 0048). */}
          {item.party ? <p className="font-600 text-ink break-anywhere">{personName(item.person, page.lang)}</p> : null}
          <p className="text-ink-soft">{places.get(item.location_id) ?? ''}</p>
          <p className="text-ink">{[...item.examinations, ...item.parameters].map((line) => line.name).join(', ')}</p>
          <p className="text-ink">{formatPrice(item.total, page.lang)}</p>
          <AppointmentResults lang={page.lang} answer={expected.get(item.hash)} appointment={item} />
          {item.status === 'cancelled' || item.status === 'expired' ? (
            <p className="badge">{labels.cancelled}</p>
          ) : item.status === 'held' ? (
            <p className="badge">{awaitsConfirmation(item) ? labels.awaitsConfirmation : labels.held}</p>
          ) : null}
          {refunds.get(item.hash) ? (
            <p className="text-ink" data-refund-started="">
              {fill(labels.refundStarted, { amount: formatPrice(refunds.get(item.hash)!, page.lang) })}
            </p>
          ) : null}
          {manageable ? (
            <p className="flex flex-wrap gap-2 pt-2">
              {MANAGE_LINKS.map(([path, key]) => (
                <a key={path} className="btn-secondary" href={page.href(`${path}/${item.hash}`)}>
                  {manage[key]}
                </a>
              ))}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The user's invoices (issue 27 point 3): each invoice and correction of their bookings, newest first,
 * with its number as the link to its PDF once issued, else what is happening to it.
 */
function InvoiceList({ page, items }: { page: PageContext; items: InvoiceRequest[] }) {
  const t = INVOICE_MESSAGES[page.lang];
  if (!items.length) return <p className="text-ink-muted">{t.accountNone}</p>;
  return (
    <ul className="divide-y divide-brand-100 card p-0">
      {items.map((item) => {
        const kind = item.invoice?.kind ?? (item.kind === 'invoice' ? 'invoice' : 'reversal');
        return (
          <li
            key={item.id}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3"
            data-my-invoice={item.status}
          >
            <span className="min-w-0">
              <span className="font-600 text-ink">{t.kind[kind]}</span>{' '}
              {item.invoice ? (
                <a className="link break-anywhere" href={invoicePath(item.token)} download>
                  {item.invoice.number}
                </a>
              ) : (
                <span className="text-ink-muted">{item.status === 'refused' ? t.refused : t.pending}</span>
              )}
            </span>
            <span className="text-ink-soft">
              {item.invoice ? `${formatDay(page.lang, item.invoice.issueDate)} · ` : ''}
              {formatPrice(item.invoice?.gross ?? (item.kind === 'invoice' ? item.amount : -item.amount), page.lang)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The user's bookings, read through the laboratory port: the upcoming ones soonest first, the rest (past,
 * cancelled or expired) latest first, and each location's name and address by its id.
 */
async function myBookings(c: Context<AppEnv>, lang: Lang, { user }: LoggedIn) {
  const backend = appointmentsBackend(c.env);
  const hashes = await accounts(c).bookingHashes(user.id);
  const found = (await Promise.all(hashes.map((hash) => backend.get(hash)))).filter(
    (item): item is Appointment => item !== null,
  );
  // Each examination by its name in the page's language, whatever language it was booked in.
  const bookings = await namedIn(c.env, lang, found);
  const now = new Date();
  const upcoming = bookings
    .filter((item) => isLiveBooking(item, now) && item.starts_at > now.toISOString())
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const past = bookings
    .filter((item) => !upcoming.includes(item))
    .sort((a, b) => b.starts_at.localeCompare(a.starts_at));
  const ids = [...new Set(bookings.map((item) => item.location_id))];
  const locations = ids.length ? await cachedLocations(c.env, { language: lang, location_ids: ids }) : [];
  const places = new Map(locations.map((l) => [l.id, `${l.name}, ${l.zip_code} ${l.city}, ${l.address}`]));
  return { bookings, upcoming, past, places };
}

export async function overviewPage(c: Context<AppEnv>) {
  const page = pageContext(c);
  const found = await loggedIn(c, page, 'overview');
  if (found instanceof Response) return found;
  const { bookings, upcoming, past, places } = await myBookings(c, page.lang, found);
  const labels = page.m.account;
  const family = await familyMembers(accounts(c), found);
  const expected = await bookingsResults(c.env, page.lang, bookings);
  const refunds = await refundedAmounts(c.env, past);
  const invoices = await invoicesOfBookings(
    c.env,
    bookings.map((item) => item.hash),
  );
  return render(
    c,
    page,
    'overview',
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* A long user name or e-mail address wraps rather than widening a phone's page (issue 15 point 1). */}
        <p className="min-w-0 text-ink-soft break-anywhere">
          <strong className="text-ink">{found.user.username}</strong> · {found.user.email}
        </p>
        <div className="flex flex-wrap gap-3">
          <a className="btn-primary" href={page.href('/idopontfoglalas')}>
            {labels.bookNew}
          </a>
          <a className="btn-secondary" href={page.href(PATHS.profile)}>
            {labels.titles.profile}
          </a>
          <Island name="LogoutButton" props={islandProps(page)} />
        </div>
      </div>
      <section aria-labelledby="upcoming" className="space-y-4">
        <h2 id="upcoming" className="text-xl font-700 text-ink">
          {labels.upcoming}
        </h2>
        <AppointmentList
          page={page}
          items={upcoming}
          places={places}
          empty={labels.noUpcoming}
          manageable
          expected={expected}
        />
      </section>
      <section aria-labelledby="past" className="space-y-4">
        <h2 id="past" className="text-xl font-700 text-ink">
          {labels.past}
        </h2>
        <AppointmentList
          page={page}
          items={past}
          places={places}
          empty={labels.noPast}
          manageable={false}
          refunds={refunds}
          expected={expected}
        />
      </section>
      <section aria-labelledby="invoices" className="space-y-4">
        <h2 id="invoices" className="text-xl font-700 text-ink">
          {INVOICE_MESSAGES[page.lang].accountTitle}
        </h2>
        <InvoiceList page={page} items={invoices} />
      </section>
      <section aria-labelledby="family" className="space-y-4">
        <h2 id="family" className="text-xl font-700 text-ink">
          {partyMessages(page.lang).account.title}
        </h2>
        <Island
          name="FamilyMembers"
          props={{
            ...islandProps(page),
            booking: { fields: page.m.booking.fields, genders: page.m.booking.genders },
            members: family,
          }}
        />
      </section>
    </>,
  );
}
