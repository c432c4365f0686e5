import { Hono } from 'hono';
import { cachedLocations, cachedPackages } from '../../backends/lab';
import { isLiveBooking } from '../../domain/bookingView';
import { Island } from '../../components/Island';
import { PageHeader } from '../../components/PageHeader';
import { INFO_SHEETS, type InfoSheet, infoSheetPath, isInfoSheetId } from '../../data/infoSheets';
import type { AppEnv } from '../../env';
import { infoSheetMessages, type InfoSheetMessages } from '../../i18n/infoSheetMessages';
import { logLinkRead } from '../../services/linkReads';
import { notFound } from '../errors';
import { bookingByLink, deadBookingLink } from './hashLink';
import { pageContext } from './pageContext';
import { DetailsCard } from '../../components/DetailsCard';
import { formatDay } from '../../i18n/dates';
import { noStore } from '../../middleware/noStore';
import { personName } from '../../domain/personName';

/**
 * The patient information sheets of the genetic and PCR tests (spec section 2): /tajekoztato/{sheet}/{hash},
 * tied to a booking by its hash. A sheet answers only for a booking its link still shows (confirmed,
 * past ones too, or held for payment) that contains an examination carrying that sheet; anything else
 * is the 404 page. The page holds personal data: not indexed, not stored, and each read is logged.
 * It is meant to be printed and signed on paper at sampling.
 */
export const infoSheetPages = new Hono<AppEnv>();

function Section({ id, title, lines }: { id: string; title: string; lines: string[] }) {
  if (!lines.length) return null;
  return (
    <section aria-labelledby={`sheet-${id}`} className="break-inside-avoid-page">
      <h2 id={`sheet-${id}`} className="text-xl font-700 text-ink">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-ink-soft print:text-ink">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </section>
  );
}

function Consent({ sheet, labels }: { sheet: InfoSheet; labels: InfoSheetMessages }) {
  const common = sheet.kind === 'human' ? labels.humanConsent : labels.pathogenConsent;
  const lines = [labels.signaturePatient, labels.signatureDate, labels.signatureStaff];
  return (
    <section aria-labelledby="sheet-consent" className="card break-inside-avoid-page print:shadow-none" data-consent="">
      <h2 id="sheet-consent" className="text-xl font-700 text-ink">
        {labels.consent}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-ink">
        {[...common, ...sheet.consent].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-muted">{labels.representative}</p>
      <div className="mt-10 grid gap-10 sm:grid-cols-3 print:grid-cols-3">
        {lines.map((line) => (
          <p key={line} className="border-t border-ink pt-2 text-sm text-ink-soft">
            {line}
          </p>
        ))}
      </div>
    </section>
  );
}

infoSheetPages.get('/tajekoztato/:sheet/:hash', noStore(), async (c) => {
  const page = pageContext(c);
  const sheetId = c.req.param('sheet');
  const hash = c.req.param('hash');
  if (!isInfoSheetId(sheetId)) return notFound(c);
  const appointment = await bookingByLink(c, hash);
  if (appointment instanceof Response) return appointment;
  if (!isLiveBooking(appointment, new Date())) return deadBookingLink(c);
  const package_ids = appointment.examinations.map((item) => item.id);
  const packages = package_ids.length ? await cachedPackages(c.env, { language: page.lang, package_ids }) : [];
  const examinations = packages.filter((item) => item.info_sheet === sheetId);
  if (!examinations.length) return notFound(c);

  await logLinkRead(c, appointment.id);
  const [place] = await cachedLocations(c.env, { language: page.lang, location_ids: [appointment.location_id] });
  const labels = infoSheetMessages(page.lang);
  const sheet = INFO_SHEETS[page.lang][sheetId];
  const rows: [string, string][] = [
    [labels.name, personName(appointment.person, page.lang)],
    [labels.birth, appointment.person.birth ? formatDay(page.lang, appointment.person.birth) : ''],
    [labels.appointment, `${formatDay(page.lang, appointment.date)} ${appointment.time}`],
    [labels.location, place ? `${place.name}, ${place.zip_code} ${place.city}, ${place.address}` : ''],
    [labels.examination, examinations.map((item) => item.name).join(', ')],
  ];
  return c.render(
    <>
      <PageHeader
        page={page}
        trail={[{ name: labels.trail, href: infoSheetPath(page.lang, sheetId, hash) }]}
        title={sheet.title}
        intro={labels.intro}
      />
      <div className="wrap py-8 sm:py-10">
        <div className="max-w-4xl space-y-8" data-info-sheet={sheetId}>
          <div className="no-print flex flex-wrap items-center gap-4">
            <Island name="PrintButton" props={{ label: labels.print }} />
            <p className="text-ink-soft">{labels.printNote}</p>
          </div>
          <DetailsCard id="sheet-patient" title={labels.patient} rows={rows} className="print:shadow-none" />
          <Section id="about" title={labels.about} lines={sheet.about} />
          <Section id="sampling" title={labels.sampling} lines={sheet.sampling} />
          <Section id="preparation" title={labels.preparation} lines={sheet.preparation} />
          <Section id="result" title={labels.result} lines={sheet.result} />
          <Section id="limits" title={labels.limits} lines={sheet.limits} />
          <Section
            id="data-protection"
            title={labels.dataProtection}
            lines={sheet.kind === 'human' ? labels.humanDataProtection : labels.pathogenDataProtection}
          />
          <Consent sheet={sheet} labels={labels} />
        </div>
      </div>
    </>,
    { title: sheet.title, description: labels.intro, noindex: true },
  );
});
