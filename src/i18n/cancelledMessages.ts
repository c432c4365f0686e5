import type { Lang } from './lang';

/**
 * Strings of a cancelled booking's hash-link pages (issue 15 point 6): what was cancelled and what
 * happens to the money; the rest (the booking's labels, the refund in progress, a new booking) are the
 * hash-link pages' own (manageMessages.ts). Templates use {amount}. Refunds go back through the gateway
 * to the card the payment was made with (SimplePay is started with methods ['CARD'],
 * src/backends/payment/simplepay.ts).
 */
export interface CancelledMessages {
  title: string;
  intro: string;
  card: string;
  status: string;
  cancelled: string;
  money: string;
  /** The gateway accepted the refund; the bank still takes its time. */
  refunded: string;
  /** The gateway refused for good: an operator must act (decision 0019); the patient may ask. */
  refundHelp: string;
  /** Paid online, but no refund was started here (cancelled in the laboratory system, not by the link). */
  paidNoRefund: string;
  onSite: string;
  unpaid: string;
  contact: string;
}

const hu: CancelledMessages = {
  title: 'Lemondott időpont',
  intro: 'Ezt az időpontot lemondták, a lefoglalt helyet felszabadítottuk.',
  card: 'A lemondott foglalás',
  status: 'Állapot',
  cancelled: 'Lemondva',
  money: 'Fizetés',
  refunded:
    'Az online kifizetett {amount} teljes összegét visszatérítettük arra a bankkártyára, amellyel fizetett: a fizetési szolgáltató befogadta a visszatérítést. Bankjától függően néhány munkanapon belül jelenik meg a számláján.',
  refundHelp:
    'Az online kifizetett {amount} visszatérítését a fizetési szolgáltató nem fogadta el automatikusan, ezért munkatársunk intézi. Kérdés esetén keresse ügyfélszolgálatunkat.',
  paidNoRefund:
    'Erre a foglalásra online {amount} fizetett. A visszatérítésével kapcsolatban kérjük, keresse ügyfélszolgálatunkat.',
  onSite: 'Nincs fizetnivalója: a helyszíni fizetést választotta, így semmit nem terheltünk.',
  unpaid: 'Nincs fizetnivalója: erre a foglalásra nem történt online fizetés.',
  contact: 'Kapcsolat',
};

const en: CancelledMessages = {
  title: 'Cancelled appointment',
  intro: 'This appointment has been cancelled and its place released.',
  card: 'The cancelled booking',
  status: 'Status',
  cancelled: 'Cancelled',
  money: 'Payment',
  refunded:
    'The full {amount} you paid online has been refunded to the card you paid with: the payment provider accepted the refund. Depending on your bank it reaches your account within a few working days.',
  refundHelp:
    'The payment provider did not accept the automatic refund of the {amount} you paid online, so a colleague is handling it. If you have questions, please contact our customer service.',
  paidNoRefund: 'You paid {amount} online for this booking. Please contact our customer service about its refund.',
  onSite: 'Nothing to pay: you chose to pay at the sampling, so nothing was charged.',
  unpaid: 'Nothing to pay: no online payment was made for this booking.',
  contact: 'Contact us',
};

export const cancelledMessages = (lang: Lang): CancelledMessages => (lang === 'en' ? en : hu);
