/**
 * A booking mail's money (issue 25; docs/decisions/0056): every line of src/domain/moneyLines.ts — each
 * person's examinations, the sampling fee, the coupon's discount — and the total they sum to, labelled
 * once as paid or as to pay, and the booking's reference. The single and the family mails share it.
 */
import type { Appointment } from '../domain/appointment';
import { moneyLines } from '../domain/moneyLines';
import { formatPrice } from '../domain/prices';
import { formatInstant } from '../i18n/dates';
import type { Lang } from '../i18n/lang';
import { MAIL_MESSAGES } from '../i18n/mailMessages';
import { moneyMessages, totalLabel } from '../i18n/moneyMessages';
import type { Line, Section } from './layout';

const nameOf = ({ first_name, last_name }: Appointment['person'], lang: Lang) =>
  lang === 'hu' ? `${last_name} ${first_name}` : `${first_name} ${last_name}`;

/** The reference first: what the patient quotes when they call (decision 0056). */
export const referenceSection = (appointment: Pick<Appointment, 'reference'>, lang: Lang): Section => ({
  title: moneyMessages(lang).reference,
  lines: [appointment.reference],
});

/**
 * The money of `appointment` (a family booker's: everyone's) as one section. `paid`: forints paid
 * online; a paid booking moved to a location with another sampling fee says the difference.
 */
export function moneySection(appointment: Appointment, paid: number, lang: Lang): Section {
  const m = MAIL_MESSAGES[lang];
  const words = moneyMessages(lang);
  const money = moneyLines(appointment);
  const price = (forints: number) => formatPrice(forints, lang);
  const family = money.parts.length > 1;
  const lines: Line[] = money.parts.flatMap((part) => [
    ...(family ? [words.personLines(nameOf(part.booking.person, lang))] : []),
    ...part.items.map((item) => ({ text: item.name, value: price(item.price) })),
    { text: words.samplingFee, value: price(part.samplingFee) },
  ]);
  if (money.discount > 0)
    lines.push({ text: words.discount(appointment.coupon_code), value: `−${price(money.discount)}` });
  const difference = money.total - paid;
  if (money.settled === 'paid' && paid > 0 && difference !== 0) {
    lines.push(
      { text: words.total, value: price(money.total) },
      m.paymentDifference(price(paid), price(Math.abs(difference)), difference > 0),
    );
  } else {
    lines.push({ text: totalLabel(lang, money.settled, appointment.payment_type), value: price(money.total) });
  }
  if (money.settled === 'to_pay' && appointment.payment_type === 'ONLINE' && appointment.hold_expires_at) {
    const until = appointment.hold_expires_at;
    lines.push(m.paymentHeld(`${formatInstant(lang, until, 'full')} ${formatInstant(lang, until, 'time')}`));
  }
  return { title: m.payment, lines };
}
