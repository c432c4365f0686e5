import { Hono } from 'hono';
import { cachedLocations, cachedPackages } from '../../backends/lab';
import type { Appointment } from '../../domain/appointment';
import type { LabLocation } from '../../domain/location';
import { isLiveBooking } from '../../domain/bookingView';
import { Island } from '../../components/Island';
import { PageHeader } from '../../components/PageHeader';
import { canChange, CHANGE_CUTOFF_HOURS, changeDeadline } from '../../domain/cutoff';
import { formatPrice } from '../../domain/prices';
import { samplingFee, totalWith } from '../../domain/pricing';
import { byWeight, isShownOnWeb } from '../../domain/visibility';
import type { AppEnv, Bindings } from '../../env';
import { type ManageMessages, manageMessages } from '../../i18n/manageMessages';
import { fill } from '../../islands/booking/shared';
import { CallUs } from '../../islands/booking/CutoffNotice';
import { servicePhone } from '../../services/contact';
import { paidOnline } from '../../services/bookingMoney';
import type { LocationChoice } from '../../islands/manage/ManageLocation';
import { paymentStatus } from '../../mail/bookingMails';
import type { Lang } from '../../i18n/lang';
import { logLinkRead } from '../../services/linkReads';
import { notFound } from '../errors';
import { bookingByLink } from './hashLink';
import { cancelledBookingPage } from './cancelledBooking';
import { ResendLinksHint } from './resendLinks';
import { pageContext, type PageContext } from './pageContext';
import { DetailsCard } from '../../components/DetailsCard';
import { formatDay, formatInstant } from '../../i18n/dates';
import { noStore } from '../../middleware/noStore';

/**
 * The hash-link pages (spec section 2). Opening one only shows the booking: every change or
 * cancellation is the island's explicit submit, so a mail scanner following the link changes nothing.
 * A cancelled booking's links all show it cancelled (cancelledBooking.tsx, issue 15 point 6); unknown
 * and expired bookings are the 404 page; nothing is cached or indexed.
 */
export const managePages = new Hono<AppEnv>();

type Text = keyof ManageMessages;
type ManageIsland = 'ManageData' | 'ManageCancel' | 'ManageTime' | 'ManageLocation';

const PAGES: { path: string; title: Text; intro: Text; island: ManageIsland | null }[] = [
  { path: '/adatkitoltes', title: 'dataTitle', intro: 'dataIntro', island: 'ManageData' },
  { path: '/idopont-torles', title: 'cancelTitle', intro: 'cancelIntro', island: 'ManageCancel' },
  { path: '/idopontmodositas', title: 'timeTitle', intro: 'timeIntro', island: 'ManageTime' },
  { path: '/helyszinmodositas', title: 'locationTitle', intro: 'locationIntro', island: 'ManageLocation' },
  { path: '/idopontmodositas-koszono', title: 'timeThanksTitle', intro: 'timeThanksText', island: null },
  { path: '/adatmodositas-koszono', title: 'dataThanksTitle', intro: 'dataThanksText', island: null },
];
const ACTIONS = PAGES.filter((entry) => entry.island);

/**
 * Where the booking can move: the website's locations that sample every one of its examinations (and
 * its own location, even one not listed on the website), each with this booking's sampling fee there.
 */
async function locationChoices(env: Bindings, appointment: Appointment, lang: Lang): Promise<LocationChoice[]> {
  const package_ids = appointment.examinations.map((item) => item.id);
  const [locations, packages] = await Promise.all([
    cachedLocations(env, { language: lang, package_ids }),
    package_ids.length ? cachedPackages(env, { language: lang, package_ids }) : [],
  ]);
  const booked = packages.map((item) => ({ id: item.id, price: item.b2c_price, tags: item.tags }));
  return locations
    .filter((l) => isShownOnWeb(l) || l.id === appointment.location_id)
    .sort(byWeight)
    .map((l) => {
      const fee = samplingFee(
        l.sampling_fee.map((f) => ({ fee_type: f.type, price: f.price })),
        booked,
      ).price;
      return {
        id: l.id,
        name: l.name,
        address: `${l.zip_code} ${l.city}, ${l.address}`,
        sampling_fee: fee,
        total: totalWith(appointment, fee),
      };
    });
}

export function BookingSummary({
  page,
  appointment,
  place,
  labels,
  paid,
}: {
  page: PageContext;
  appointment: Appointment;
  place: LabLocation | undefined;
  labels: ManageMessages;
  paid: number;
}) {
  const rows: [string, string][] = [
    [labels.date, formatDay(page.lang, appointment.date, 'weekday')],
    [labels.time, appointment.time],
    [labels.location, place ? `${place.name}, ${place.zip_code} ${place.city}, ${place.address}` : ''],
    [labels.examinations, [...appointment.examinations, ...appointment.parameters].map((i) => i.name).join(', ')],
    [labels.total, formatPrice(appointment.total, page.lang)],
    [labels.payment, paymentStatus({ appointment, paid }, page.lang)],
  ];
  return (
    <DetailsCard id="booking-title" title={labels.yourBooking} rows={rows} attributes={{ 'data-manage-booking': '' }} />
  );
}

for (const entry of PAGES) {
  managePages.get(`${entry.path}/:hash`, noStore(), async (c) => {
    const page = pageContext(c);
    const labels = manageMessages(page.lang);
    const hash = c.req.param('hash');
    const now = new Date();
    const appointment = await bookingByLink(c, hash);
    if (appointment instanceof Response) return appointment;
    const cancelled = appointment.status === 'cancelled';
    if (!cancelled && !isLiveBooking(appointment, now)) return notFound(c);
    await logLinkRead(c, appointment.id);
    if (cancelled) return cancelledBookingPage(c, appointment, entry.path);
    const open = canChange(appointment.starts_at, now);
    const [[place], paid, choices, phone] = await Promise.all([
      cachedLocations(c.env, { language: page.lang, location_ids: [appointment.location_id] }),
      appointment.payment_type === 'ONLINE' ? paidOnline(c.env, appointment.hash) : 0,
      entry.island === 'ManageLocation' ? locationChoices(c.env, appointment, page.lang) : undefined,
      // After the cut-off, whom to call instead (issue 15 point 5).
      open ? null : servicePhone(c.env, page.lang),
    ]);
    const hours = { hours: CHANGE_CUTOFF_HOURS };
    const title = labels[entry.title] as string;
    return c.render(
      <>
        <PageHeader
          page={page}
          trail={[{ name: title, href: page.href(`${entry.path}/${hash}`) }]}
          title={title}
          intro={labels[entry.intro] as string}
        />
        <div className="wrap space-y-8 py-8 sm:py-10">
          <BookingSummary page={page} appointment={appointment} place={place} labels={labels} paid={paid} />
          <p role="status" className="rounded-xl bg-brand-50 p-4 text-ink" data-manage-deadline="">
            {open
              ? fill(labels.deadline, {
                  ...hours,
                  deadline: formatInstant(page.lang, changeDeadline(appointment.starts_at), 'dateTime'),
                })
              : [
                  fill(labels.closed, hours),
                  ' ',
                  <CallUs key="call" labels={page.m.booking} phone={phone} prefix={page.lang === 'en' ? '/en' : ''} />,
                ]}
          </p>
          {open && entry.island ? (
            // The form the visitor followed the link for: live at once, as the booking steps are (decision 0035).
            <Island
              name={entry.island}
              hydrate="load"
              props={{
                lang: page.lang,
                prefix: page.lang === 'en' ? '/en' : '',
                labels,
                booking: page.m.booking,
                appointment,
                ...(choices ? { choices, paid } : {}),
                ...(entry.island === 'ManageCancel' ? { paid } : {}),
              }}
            />
          ) : null}
          {open ? (
            <nav aria-label={labels.actions}>
              <h2 className="text-lg font-700 text-ink">{labels.actions}</h2>
              <ul className="mt-3 flex flex-wrap gap-3">
                {ACTIONS.filter((action) => action !== entry).map((action) => (
                  <li key={action.path}>
                    <a href={page.href(`${action.path}/${hash}`)} className="btn-secondary">
                      {labels[action.title] as string}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <ResendLinksHint page={page} text="keepMail" />
        </div>
      </>,
      { title, description: labels[entry.intro] as string, noindex: true },
    );
  });
}
