import { Hono, type Context } from 'hono';
import { cachedLocations } from '../../backends/lab';
import { Island } from '../../components/Island';
import { accounts, loggedInUser } from '../api/caller';
import { cookieToken } from '../../auth/session';
import { PageHeader } from '../../components/PageHeader';
import { STEP_PATHS, type BookingStep } from '../../domain/bookingGate';
import { calendarEvent } from '../../domain/ics';
import type { AppEnv } from '../../env';
import { loadExaminations, loadSingleTests } from '../../services/catalogue';
import { servicePhone } from '../../services/contact';
import { catalogueGroups, catalogueLabels } from './catalogueItems';
import { ExaminationCatalogue } from '../../components/catalogue/ExaminationCatalogue';
import { bookingByLink, deadBookingLink } from './hashLink';
import { placeExtras } from '../../services/openingSchedules';
import { pageContext, type PageContext } from './pageContext';
import { cataloguePage } from './cataloguePage';
import { ResendLinksHint } from './resendLinks';

export const bookingPages = new Hono<AppEnv>();

/** The steps after the cart, which show the recap of the choices so far above their own island. */
const RECAPPED: BookingStep[] = ['location', 'time', 'basicData', 'summary'];

/** Each step's island (its own browser chunk). */
const STEP_ISLANDS = {
  cart: 'BookingCart',
  location: 'BookingLocation',
  time: 'BookingTime',
  basicData: 'BookingBasicData',
  summary: 'BookingSummary',
  thanks: 'BookingThanks',
} as const;

/** The steps a visitor sees in the indicator (the thank-you page is the end, not a step). */
const INDICATED: BookingStep[] = ['start', 'cart', 'location', 'time', 'basicData', 'summary'];

function StepIndicator({ page, step }: { page: PageContext; step: BookingStep }) {
  const labels = page.m.booking;
  const current = INDICATED.indexOf(step);
  return (
    <nav aria-label={labels.stepLabel} className="mt-6">
      <ol className="flex flex-wrap gap-2 text-sm">
        {INDICATED.map((candidate, index) => (
          <li
            key={candidate}
            aria-current={index === current ? 'step' : undefined}
            className={`rounded-full px-3 py-1 font-600 ${index === current ? 'bg-brand-600 text-white' : index < current ? 'bg-brand-100 text-brand-800' : 'bg-white text-ink-muted ring-1 ring-brand-100'}`}
          >
            <span className="sr-only">{index + 1}. </span>
            {labels.steps[index]}
          </li>
        ))}
      </ol>
    </nav>
  );
}

async function stepPage(
  c: Context<AppEnv>,
  step: keyof typeof STEP_ISLANDS,
  title: string,
  intro: string,
  extra: Record<string, unknown> = {},
) {
  const page = pageContext(c);
  const labels = page.m.booking;
  const stepProps = { lang: page.lang, prefix: page.lang === 'en' ? '/en' : '', labels };
  // The recap names the chosen location: the web locations' names by id (a handful, from the cache).
  // A backend that fails leaves the name out, not the step.
  const places = RECAPPED.includes(step)
    ? await cachedLocations(c.env, { language: page.lang }).then(
        (found) => Object.fromEntries(found.map((place) => [String(place.id), place.name])),
        (error: unknown) => {
          console.error('The locations could not be read for the booking recap', error);
          return {};
        },
      )
    : null;
  return c.render(
    <>
      <PageHeader
        page={page}
        trail={[
          { name: labels.title, href: page.href(STEP_PATHS.start) },
          { name: title, href: page.href(STEP_PATHS[step]) },
        ]}
        title={title}
        intro={intro}
      >
        {step === 'thanks' ? null : <StepIndicator page={page} step={step} />}
      </PageHeader>
      <div className="wrap py-8 sm:py-10">
        {places ? <Island name="BookingRecap" hydrate="load" props={{ ...stepProps, places }} /> : null}
        {/* The step's content depends on the browser's cart, so it arrives after the first paint, in
            place of a placeholder of its layout (decision 0037). Meanwhile this box keeps the footer
            below the fold, where its move is no layout shift: a screen's height less 14rem, less than
            any step's content starts from the top (the thank-you page's, 229 px on a phone). */}
        <div className="min-h-[calc(100svh-14rem)]">
          <Island name={STEP_ISLANDS[step]} hydrate="load" props={{ ...stepProps, ...extra }} />
        </div>
      </div>
    </>,
    // The steps depend on a browser's cart: nothing for search engines (spec: the cart page is hidden).
    { title, description: labels.intro, noindex: true },
  );
}

/** Start: examination selection with the catalogue; ?cat preselects a category, ?helyszin a location. */
bookingPages.get(STEP_PATHS.start, async (c) => {
  const page = await cataloguePage(c);
  const labels = page.m.booking;
  const [examinations, tests] = await Promise.all([
    loadExaminations(c.env, page.lang),
    loadSingleTests(c.env, page.lang),
  ]);
  const groups = catalogueGroups(examinations, tests, page);
  // ?cat= from links into the booking, ?kategoria= from the catalogue's own category links and form.
  const requested = c.req.query('kategoria') ?? c.req.query('cat') ?? '';
  const category = groups.some((group) => group.tag === requested) ? requested : '';
  const locationId = Number(c.req.query('helyszin'));
  return c.render(
    <>
      <PageHeader
        page={page}
        trail={[{ name: labels.title, href: page.href(STEP_PATHS.start) }]}
        title={labels.title}
        intro={labels.intro}
      >
        <StepIndicator page={page} step="start" />
        {/* Where a patient who booked already comes back to (issue 15 point 8). */}
        <div className="mt-4 text-sm">
          <ResendLinksHint page={page} text="question" />
        </div>
      </PageHeader>
      <div className="wrap py-8 pb-28 sm:py-10">
        <ExaminationCatalogue
          groups={groups}
          query={c.req.query('q') ?? ''}
          category={category}
          action={page.href(STEP_PATHS.start)}
          labels={catalogueLabels(page)}
          rowsHref={page.href('/laborvizsgalatok')}
          toast={false}
        />
        <Island
          name="BookingStart"
          hydrate="load"
          props={{
            lang: page.lang,
            prefix: page.lang === 'en' ? '/en' : '',
            labels,
            locationId: Number.isInteger(locationId) && locationId > 0 ? locationId : null,
          }}
        />
      </div>
    </>,
    { title: labels.title, description: labels.intro },
  );
});

// Each step page: its title and introduction from the booking messages.
const STEP_TEXTS = {
  cart: ['cartTitle', null],
  location: ['locationTitle', 'locationIntro'],
  time: ['timeTitle', 'timeIntro'],
  basicData: ['basicDataTitle', 'basicDataIntro'],
  summary: ['summaryTitle', 'summaryIntro'],
  thanks: ['thanksTitle', null],
} as const;

/**
 * A logged-in visitor's main patient, to pre-fill the basic-data step, and the family members they saved,
 * to pick for a family booking's other people (docs/decisions/0048); the page is then never cached.
 */
async function patientsOf(c: Context<AppEnv>) {
  const none = { mainPatient: null, family: [], loggedIn: false };
  if (!cookieToken(c)) return none;
  c.header('Cache-Control', 'no-store');
  try {
    const found = await loggedInUser(c);
    if (!found) return none;
    const { user, token } = found;
    const main = user.main_patients[0];
    const others = user.enabled_patients.filter((id) => !user.main_patients.includes(id));
    const [mainPatient, ...family] = await Promise.all(
      [main, ...others].map((id) => (id === undefined ? null : accounts(c).getPatient(token, id))),
    );
    return {
      mainPatient: mainPatient?.person ?? null,
      family: family.flatMap((patient) => (patient ? [{ id: patient.id, person: patient.person }] : [])),
      loggedIn: true,
    };
  } catch (error) {
    // The form works without the pre-fill; an accounts backend that fails must not stop a booking.
    console.error('The main patient could not be read for the pre-fill', error);
    return none;
  }
}

/** Without the photos and openings the cards still work: placeholders and no 'open now' (logged). */
function noPlaceExtras(error: unknown) {
  console.error("The location cards' photos and openings could not be loaded", error);
  return {};
}

for (const step of Object.keys(STEP_TEXTS) as (keyof typeof STEP_TEXTS)[]) {
  bookingPages.get(STEP_PATHS[step], async (c) => {
    const labels = pageContext(c).m.booking;
    const [title, intro] = STEP_TEXTS[step];
    const extra =
      step === 'basicData'
        ? await patientsOf(c)
        : // Whom to call about a time inside the change/cancel cut-off (issue 15 point 5).
          step === 'time' || step === 'summary'
          ? { phone: await servicePhone(c.env, pageContext(c).lang) }
          : // The location cards' photos and openings (decision 0057).
            step === 'location'
            ? { places: await placeExtras(c.env, pageContext(c).lang).catch(noPlaceExtras) }
            : {};
    return stepPage(c, step, labels[title], intro ? labels[intro] : '', extra);
  });
}

/** The booking as an .ics file for the visitor's calendar (from the thank-you page and, later, e-mails). */
bookingPages.get('/idopontfoglalas-naptar/:hash', async (c) => {
  const page = pageContext(c);
  const appointment = await bookingByLink(c, c.req.param('hash'));
  if (appointment instanceof Response) return appointment;
  if (appointment.status === 'cancelled' || appointment.status === 'expired') return deadBookingLink(c);
  const [location] = await cachedLocations(c.env, { language: page.lang, location_ids: [appointment.location_id] });
  const place = location ? `${location.name}, ${location.zip_code} ${location.city}, ${location.address}` : '';
  const items = [...appointment.examinations, ...appointment.parameters].map((item) => item.name).join(', ');
  c.header('Content-Type', 'text/calendar; charset=utf-8');
  c.header('Content-Disposition', 'attachment; filename="pannon-labor-idopont.ics"');
  c.header('Cache-Control', 'no-store');
  return c.body(
    calendarEvent({
      uid: `${appointment.hash}@pannonlabor.hu`,
      start: appointment.starts_at,
      durationMinutes: appointment.duration_minutes,
      summary: `${page.m.siteName}: ${page.m.booking.appointment.toLowerCase()}`,
      location: place,
      description: items,
      url: `${page.origin}${page.href(STEP_PATHS.start)}`,
    }),
  );
});
