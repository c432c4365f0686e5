import { type Context, Hono } from 'hono';
import { cachedLocations } from '../../backends/lab';
import { PageHeader } from '../../components/PageHeader';
import { type Appointment, awaitsConfirmation, type ConfirmationOutcome } from '../../domain/appointment';
import type { AppEnv } from '../../env';
import type { Lang } from '../../i18n/lang';
import { confirmMessages } from '../../i18n/confirmMessages';
import { formatInstant } from '../../i18n/dates';
import { manageMessages } from '../../i18n/manageMessages';
import { fill } from '../../islands/booking/shared';
import { noStore } from '../../middleware/noStore';
import { confirmBooking, isConfirmationToken } from '../../services/bookingConfirmation';
import { countMiss } from '../../services/linkLimits';
import { logLinkRead } from '../../services/linkReads';
import { clientIp } from '../api/caller';
import { notFound } from '../errors';
import { cancelledBookingPage } from './cancelledBooking';
import { bookingByLink, deadBookingLink } from './hashLink';
import { BookingSummary } from './manage';
import { pageContext } from './pageContext';

/**
 * /idopont-megerosites/{hash}/{token}: an on-site booking confirmed by its patient (issue 24; decision
 * 0050). The mail's link only shows the booking and one button, since mail scanners open links; the
 * button's post confirms it. The token is the mail's own (src/services/bookingConfirmation.ts): a link
 * without it is the 404 page and counts as a guess, as a wrong hash does.
 */
export const confirmBookingPages = new Hono<AppEnv>();

const PATH = '/idopont-megerosites';

type Shown = 'waiting' | 'lapsed' | ConfirmationOutcome;

/** The booking and its token, or the page that answers instead (404, 429, the cancelled booking's). */
async function linked(c: Context<AppEnv>): Promise<Appointment | Response> {
  const { hash, token } = c.req.param() as { hash: string; token: string };
  const appointment = await bookingByLink(c, hash);
  if (appointment instanceof Response) return appointment;
  if (!(await isConfirmationToken(c.env, hash, token))) {
    await countMiss(c.env.DB, clientIp(c));
    return deadBookingLink(c);
  }
  if (appointment.status === 'cancelled') return cancelledBookingPage(c, appointment, PATH);
  await logLinkRead(c, appointment.id);
  return appointment;
}

/** What the page says of the booking before the button is pressed. */
function shownBefore(appointment: Appointment, now: Date): Shown {
  if (appointment.status === 'confirmed')
    return appointment.payment_type === 'ONSITE' ? 'confirmed' : 'not_confirmable';
  const waiting =
    awaitsConfirmation(appointment) || (appointment.status === 'expired' && appointment.payment_type === 'ONSITE');
  if (!waiting || appointment.starts_at <= now.toISOString()) return 'not_confirmable';
  return (appointment.hold_expires_at ?? '') > now.toISOString() ? 'waiting' : 'lapsed';
}

/** When the hold ends, as the mail and the thank-you page write it: the day, then the clock time. */
const holdEnd = (lang: Lang, instant: string) =>
  `${formatInstant(lang, instant, 'full')} ${formatInstant(lang, instant, 'time')}`;

async function render(c: Context<AppEnv>, appointment: Appointment, shown: Shown) {
  const page = pageContext(c);
  const t = confirmMessages(page.lang);
  const labels = manageMessages(page.lang);
  const [place] = await cachedLocations(c.env, { language: page.lang, location_ids: [appointment.location_id] });
  const open = shown === 'waiting' || shown === 'lapsed';
  const title = {
    waiting: t.title,
    lapsed: t.title,
    confirmed: t.confirmedTitle,
    retaken: t.confirmedTitle,
    not_honoured: t.notHonouredTitle,
    not_confirmable: t.notConfirmableTitle,
  }[shown];
  const text = {
    waiting: fill(t.waiting, { time: holdEnd(page.lang, appointment.hold_expires_at ?? appointment.starts_at) }),
    lapsed: t.lapsed,
    confirmed: t.confirmed,
    retaken: t.confirmed,
    not_honoured: t.notHonoured,
    not_confirmable: t.notConfirmable,
  }[shown];
  const here = page.href(`${PATH}/${appointment.hash}/${c.req.param('token')}`);
  return c.render(
    <>
      <PageHeader
        page={page}
        trail={[{ name: t.title, href: here }]}
        title={title}
        intro={open ? t.intro : undefined}
      />
      <div className="wrap space-y-8 py-8 sm:py-10" data-confirm-booking={shown}>
        <p role="status" className="rounded-xl bg-brand-50 p-4 text-ink">
          {text}
        </p>
        {shown === 'not_honoured' ? null : (
          <BookingSummary page={page} appointment={appointment} place={place} labels={labels} paid={0} />
        )}
        {open ? (
          <form method="post" action={here}>
            <button type="submit" className="btn-primary btn-lg">
              {t.button}
            </button>
          </form>
        ) : shown === 'confirmed' || shown === 'retaken' ? (
          // Confirmed: now the visit belongs in the calendar (not before: an unconfirmed one may lapse).
          <div className="flex flex-wrap gap-3">
            <a
              href={page.href(`/idopontfoglalas-naptar/${appointment.hash}`)}
              className="btn-primary"
              download="pannon-labor-idopont.ics"
            >
              {page.m.booking.addToCalendar}
            </a>
            <a href={page.href(`/adatkitoltes/${appointment.hash}`)} className="btn-secondary">
              {t.manage}
            </a>
          </div>
        ) : (
          <a href={page.href('/idopontfoglalas')} className="btn-primary btn-lg">
            {labels.newBooking}
          </a>
        )}
      </div>
    </>,
    { title, description: t.intro, noindex: true },
  );
}

confirmBookingPages.get(`${PATH}/:hash/:token`, noStore(), async (c) => {
  const appointment = await linked(c);
  if (appointment instanceof Response) return appointment;
  return render(c, appointment, shownBefore(appointment, new Date()));
});

// A press that confirmed goes back to the link (303), which then shows the booking confirmed, so a reload
// sends nothing again; one that could not confirm says why on the spot.
confirmBookingPages.post(`${PATH}/:hash/:token`, noStore(), async (c) => {
  const appointment = await linked(c);
  if (appointment instanceof Response) return appointment;
  const answer = await confirmBooking(c.env, appointment.hash);
  if (!answer) return notFound(c);
  const { outcome } = answer;
  if (outcome === 'confirmed' || outcome === 'retaken') return c.redirect(new URL(c.req.url).pathname, 303);
  return render(c, answer.appointment, outcome);
});
