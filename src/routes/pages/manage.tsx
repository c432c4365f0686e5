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
import { bookingByLink, deadBookingLink } from './hashLink';
import { cancelledBookingPage } from './cancelledBooking';
import { ResendLinksHint } from './resendLinks';
import { pageContext, type PageContext } from './pageContext';
import { DetailsCard } from '../../components/DetailsCard';
import { formatDay, formatInstant } from '../../i18n/dates';
import { noStore } from '../../middleware/noStore';
import { familyMoveMessages } from '../../i18n/familyMoveMessages';
import { moneyMessages } from '../../i18n/moneyMessages';
import { CHILD_TESTING, personName as partyName } from '../../domain/party';
import { namedIn } from '../../services/itemNames';
import { checkInCode, checkInImagePath } from '../../services/checkInCode';
import { MAIL_MESSAGES } from '../../i18n/mailMessages';

/**
 * The hash-link pages (spec section 2). Opening one only shows the booking: every change or
 * cancellation is the island's explicit submit, so a mail scanner following the link changes nothing.
 * A cancelled booking's links all show it cancelled (cancelledBooking.tsx, issue 15 point 6); unknown
 * and expired bookings are the 404 page; nothing is cached or indexed.
 */
export const managePages = new Hono<AppEnv>();

type Text = keyof ManageMessages;
type ManageIsland = 'ManageData' | 'ManageCancel' | 'ManageTime' | 'ManageLocation';

/** What a thank-you page confirms; it says so with the booking's new time or place (issue 25). */
type Outcome = 'time' | 'location' | 'data';

const PAGES: { path: string; title: Text; intro: Text; island: ManageIsland | null; outcome?: Outcome }[] = [
  { path: '/adatkitoltes', title: 'dataTitle', intro: 'dataIntro', island: 'ManageData' },
  { path: '/idopont-torles', title: 'cancelTitle', intro: 'cancelIntro', island: 'ManageCancel' },
  { path: '/idopontmodositas', title: 'timeTitle', intro: 'timeIntro', island: 'ManageTime' },
  { path: '/helyszinmodositas', title: 'locationTitle', intro: 'locationIntro', island: 'ManageLocation' },
  {
    path: '/idopontmodositas-koszono',
    title: 'timeThanksTitle',
    intro: 'timeThanksText',
    island: null,
    outcome: 'time',
  },
  {
    path: '/helyszinmodositas-koszono',
    title: 'locationThanksTitle',
    intro: 'locationThanksText',
    island: null,
    outcome: 'location',
  },
  { path: '/adatmodositas-koszono', title: 'dataThanksTitle', intro: 'dataThanksText', island: null, outcome: 'data' },
];

/** A thank-you page's words: what changed, with the new time and, after a move, the new place. */
function outcomeText(template: string, appointment: Appointment, place: LabLocation | undefined, lang: Lang) {
  return fill(template, {
    when: `${formatDay(lang, appointment.date, 'weekday')}, ${appointment.time}`,
    location: place ? `${place.name} (${place.zip_code} ${place.city}, ${place.address})` : '',
  });
}

/** The people of a family booking and where each is now, so a thank-you page shows who moved and who did not. */
function PartyNow({ appointment, lang, places }: { appointment: Appointment; lang: Lang; places: LabLocation[] }) {
  const people = appointment.party?.people ?? [];
  if (people.length < 2) return null;
  const family = familyMoveMessages(lang);
  const rows: [string, string][] = people.map((person) => [
    partyName(person, lang),
    [
      `${formatDay(lang, person.date, 'weekday')}, ${person.time}`,
      places.find((place) => place.id === person.location_id)?.name ?? '',
    ]
      .filter(Boolean)
      .join(' · '),
  ]);
  return <DetailsCard id="party-now" title={family.partyNow} rows={rows} attributes={{ 'data-party-now': '' }} />;
}
const ACTIONS = PAGES.filter((entry) => entry.island);

/**
 * Where the booking can move: the website's locations that sample every one of its examinations (and
 * its own location, even one not listed on the website), each with this booking's sampling fee there.
 */
async function locationChoices(
  env: Bindings,
  appointment: Appointment,
  lang: Lang,
): Promise<{ choices: LocationChoice[]; partyChildren: boolean }> {
  const package_ids = appointment.examinations.map((item) => item.id);
  // A child's examination (this person's or, moving together, anyone's) only where children are tested.
  const family = (appointment.party?.people ?? []).flatMap((person) => person.package_ids);
  const all = [...new Set([...package_ids, ...family])];
  const [locations, packages] = await Promise.all([
    cachedLocations(env, { language: lang, package_ids }),
    all.length ? cachedPackages(env, { language: lang, package_ids: all }) : [],
  ]);
  const own = packages.filter((item) => package_ids.includes(item.id));
  const booked = own.map((item) => ({ id: item.id, price: item.b2c_price, tags: item.tags }));
  const children = own.some((item) => item.tags.includes(CHILD_TESTING));
  const partyChildren = packages.some((item) => item.tags.includes(CHILD_TESTING));
  const list = locations
    .filter((l) => isShownOnWeb(l) || l.id === appointment.location_id)
    .filter((l) => !children || l.tags.includes(CHILD_TESTING))
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
        children: l.tags.includes(CHILD_TESTING),
      };
    });
  return { choices: list, partyChildren };
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
    // The one reference the mails, the success page and the lab's phone line know it by (decision 0056).
    [moneyMessages(page.lang).reference, appointment.reference],
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

/** A confirmed booking's check-in QR code, as its mails show it (issue 28 point 3). */
async function checkInImageOf(env: Bindings, appointment: Appointment): Promise<string> {
  const code = await checkInCode(env, {
    appointmentId: appointment.id,
    date: appointment.date,
    locationId: appointment.location_id,
  });
  return checkInImagePath(code);
}

function CheckInCode({ lang, image }: { lang: Lang; image: string }) {
  const words = MAIL_MESSAGES[lang].checkIn;
  return (
    <figure className="card m-0 flex flex-wrap items-center gap-4" data-check-in-code="">
      <img src={image} alt={words.alt} width={148} height={148} />
      <figcaption>
        <h2 className="text-xl font-700">{words.title}</h2>
        <p className="mt-1 text-ink-soft">{words.text}</p>
      </figcaption>
    </figure>
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
    if (!cancelled && !isLiveBooking(appointment, now)) return deadBookingLink(c);
    await logLinkRead(c, appointment.id);
    if (cancelled) return cancelledBookingPage(c, appointment, entry.path);
    const open = canChange(appointment.starts_at, now);
    const partyPlaces = [...new Set((appointment.party?.people ?? []).map((person) => person.location_id))];
    const [places, paid, choices, phone, [named]] = await Promise.all([
      cachedLocations(c.env, {
        language: page.lang,
        location_ids: [...new Set([appointment.location_id, ...partyPlaces])],
      }),
      appointment.payment_type === 'ONLINE' ? paidOnline(c.env, appointment.hash) : 0,
      entry.island === 'ManageLocation' ? locationChoices(c.env, appointment, page.lang) : undefined,
      // After the cut-off, whom to call instead (issue 15 point 5).
      open ? null : servicePhone(c.env, page.lang),
      // The examinations by their names in the page's language (issue 25).
      namedIn(c.env, page.lang, [appointment]),
    ]);
    const place = places.find((candidate) => candidate.id === appointment.location_id);
    const hours = { hours: CHANGE_CUTOFF_HOURS };
    const title = labels[entry.title] as string;
    const intro = entry.outcome
      ? outcomeText(labels[entry.intro] as string, appointment, place, page.lang)
      : (labels[entry.intro] as string);
    const family = (appointment.party?.people?.length ?? 0) > 1 ? familyMoveMessages(page.lang) : undefined;
    return c.render(
      <>
        <PageHeader
          page={page}
          trail={[{ name: title, href: page.href(`${entry.path}/${hash}`) }]}
          title={title}
          intro={intro}
        />
        <div className="wrap space-y-8 py-8 sm:py-10">
          <BookingSummary page={page} appointment={named!} place={place} labels={labels} paid={paid} />
          {appointment.status === 'confirmed' ? (
            <CheckInCode lang={page.lang} image={await checkInImageOf(c.env, appointment)} />
          ) : null}
          {entry.outcome ? <PartyNow appointment={appointment} lang={page.lang} places={places} /> : null}
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
                ...(choices ? { ...choices, paid } : {}),
                ...(family && (entry.island === 'ManageTime' || entry.island === 'ManageLocation') ? { family } : {}),
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
      { title, description: intro, noindex: true },
    );
  });
}
