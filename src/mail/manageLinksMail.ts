/**
 * The booking's manage links sent again (issue 15 point 8): a patient who lost the confirmation asked
 * for them with the booking's e-mail address and day. The same layout as every mail (layout.tsx), the
 * same four links as the booking mails (`manageLinks`), in the language the request was made in; it goes
 * only to the address the booking holds, so asking for it reaches nobody else.
 */
import type { Appointment } from '../domain/appointment';
import type { LabLocation } from '../domain/location';
import type { MailMessage } from '../domain/mail';
import { formatInstant } from '../i18n/dates';
import type { Lang } from '../i18n/lang';
import { MAIL_MESSAGES } from '../i18n/mailMessages';
import { manageButtons, personName } from './bookingMails';
import { renderMail, type Section } from './layout';

const TEXTS: Record<Lang, { subject: string; intro: string; after: string }> = {
  hu: {
    subject: 'Foglalása kezelésének linkjei',
    intro:
      'Kérésére újra elküldjük foglalása linkjeit. Ezekkel kitöltheti vagy javíthatja adatait, módosíthatja az időpontot vagy a helyszínt, illetve lemondhatja a foglalást.',
    after: 'Ha nem Ön kérte ezt a levelet, hagyja figyelmen kívül: foglalása nem változott.',
  },
  en: {
    subject: 'The links to manage your booking',
    intro:
      'As you asked, here are the links of your booking again. With them you can fill in or correct your details, change the time or the location, or cancel the booking.',
    after: 'If you did not ask for this e-mail, please ignore it: your booking has not changed.',
  },
};

export interface ManageLinksMailInput {
  appointment: Appointment;
  location: Pick<LabLocation, 'name' | 'address' | 'zip_code' | 'city'>;
  lang: Lang;
  /** PUBLIC_ORIGIN, for the links. */
  origin: string;
}

export async function manageLinksMail({
  appointment,
  location,
  lang,
  origin,
}: ManageLinksMailInput): Promise<MailMessage> {
  const t = TEXTS[lang];
  const m = MAIL_MESSAGES[lang];
  const when = `${formatInstant(lang, appointment.starts_at, 'full')} ${formatInstant(lang, appointment.starts_at, 'time')}`;
  const sections: Section[] = [
    { title: m.when, lines: [when] },
    { title: m.where, lines: [location.name, `${location.zip_code} ${location.city}, ${location.address}`] },
    { title: m.examinations, lines: [...appointment.examinations, ...appointment.parameters].map((item) => item.name) },
    { title: m.manage, lines: [], buttons: manageButtons(origin, lang, appointment.hash) },
  ];
  return {
    kind: 'manage_links',
    to: appointment.person.email,
    language: lang,
    appointmentId: appointment.id,
    ...(await renderMail({
      lang,
      origin,
      heading: t.subject,
      greeting: m.greeting(personName(appointment.person, lang)),
      intro: t.intro,
      sections,
      outro: [t.after, m.signature],
    })),
    attachments: [],
  };
}
