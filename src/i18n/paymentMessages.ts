import type { PaymentOutcome as GatewayOutcome } from '../domain/payment';

/**
 * The payment outcome pages' texts: what a Hungarian card-acceptance check expects to read after a
 * successful, failed, timed-out or cancelled transaction, with the gateway's transaction id.
 */
export interface PaymentMessages {
  titles: Record<PaymentOutcome, string>;
  texts: Record<PaymentOutcome, string>;
  transactionId: string;
  retry: string;
  retrying: string;
  retryFailed: string;
  payOnSite: string;
  details: string;
  toCart: string;
  newBooking: string;
  /** The success page for a transaction the server does not know as paid (yet): it claims nothing. */
  neutralTitle: string;
  neutralText: string;
  /** The success page for a payment the server knows as paid and kept. */
  paidBooking: string;
  rows: { date: string; time: string; location: string; paid: string };
  /** A payment that did not go through (issue 25): the place still held until {until}, or no longer. */
  stillHeld: string;
  noLongerHeld: string;
  amountDue: string;
  mailOnItsWay: string;
  /** A payment that arrived after its booking's hold, for a slot taken meanwhile: refunded. */
  refundedTitle: string;
  refundedText: string;
  /** The sandbox gateway's own payment page (not in production), in the language the payment started in. */
  sandbox: {
    title: string;
    order: string;
    choices: Record<GatewayOutcome, string>;
  };
}

export type PaymentOutcome = 'success' | 'failure' | 'timeout' | 'cancelled';

export const paymentHu: PaymentMessages = {
  titles: {
    success: 'Sikeres fizetés',
    failure: 'Sikertelen fizetés',
    timeout: 'Időtúllépés',
    cancelled: 'Megszakított fizetés',
  },
  texts: {
    success: 'Sikeres tranzakció. Foglalását véglegesítettük.',
    failure:
      'Sikertelen tranzakció. Kérjük, ellenőrizze a tranzakció során megadott adatok helyességét. Amennyiben minden adatot helyesen adott meg, a visszautasítás okának kivizsgálása érdekében kérjük, szíveskedjen kapcsolatba lépni kártyakibocsátó bankjával.',
    timeout: 'Ön túllépte a tranzakció elindításának lehetséges maximális idejét.',
    cancelled: 'Ön megszakította a fizetést.',
  },
  transactionId: 'SimplePay tranzakcióazonosító',
  retry: 'Fizetés újrapróbálása',
  retrying: 'Átirányítás a fizetéshez…',
  retryFailed:
    'A foglalás fenntartási ideje lejárt, ezért a fizetés nem indítható újra, és a helyszíni fizetésre sem válthat. Kérjük, foglaljon új időpontot!',
  payOnSite: 'Inkább a helyszínen fizetek',
  details: 'A foglalás részletei',
  toCart: 'Vissza a kosárhoz',
  newBooking: 'Új foglalás',
  neutralTitle: 'Fizetés',
  neutralText:
    'Ennek a fizetésnek az eredményét itt nem tudjuk megmutatni. Ha a fizetés sikerült, visszaigazoló e-mailt kap a foglalás részleteivel; ha nem kap ilyet, kérjük, hívja ügyfélszolgálatunkat.',
  paidBooking: 'Lefoglalt időpontja',
  rows: { date: 'Dátum', time: 'Időpont', location: 'Helyszín', paid: 'Kifizetve' },
  mailOnItsWay: 'A visszaigazoló e-mailt elküldtük; néhány percen belül megérkezik.',
  stillHeld:
    'Időpontját továbbra is fenntartjuk Önnek: {until}-ig (budapesti idő szerint) fizethet újra, vagy választhatja a helyszíni fizetést.',
  noLongerHeld:
    'Az időpont fenntartási ideje lejárt, ezért a foglalás már nem érvényes. Kérjük, foglaljon új időpontot!',
  amountDue: 'Fizetendő összeg',
  refundedTitle: 'Fizetését visszatérítjük',
  refundedText:
    'Fizetése megérkezett, de a foglalás fenntartási ideje addigra lejárt, és az időpontot időközben más foglalta le, ezért a foglalást nem tudtuk érvényesíteni. A teljes összeg ({amount}) visszatérítését elindítottuk, erről e-mailt is küldtünk. Kérjük, foglaljon új időpontot!',
  sandbox: {
    title: 'Teszt fizetőoldal',
    order: 'Rendelés',
    choices: { SUCCESS: 'Sikeres fizetés', FAIL: 'Sikertelen', TIMEOUT: 'Időtúllépés', CANCEL: 'Megszakítás' },
  },
};

export const paymentEn: PaymentMessages = {
  titles: {
    success: 'Payment successful',
    failure: 'Payment failed',
    timeout: 'Payment timed out',
    cancelled: 'Payment cancelled',
  },
  texts: {
    success: 'Successful transaction. Your booking is confirmed.',
    failure:
      'Failed transaction. Please check the details you entered during the transaction. If they were all correct, please contact your card-issuing bank to find out why the payment was refused.',
    timeout: 'You exceeded the maximum time allowed to start the transaction.',
    cancelled: 'You cancelled the payment.',
  },
  transactionId: 'SimplePay transaction id',
  retry: 'Try the payment again',
  retrying: 'Taking you to the payment…',
  retryFailed:
    'The hold on your booking has expired, so the payment cannot be restarted or switched to paying on site. Please book a new time!',
  payOnSite: 'Pay on site instead',
  details: 'Booking details',
  toCart: 'Back to the cart',
  newBooking: 'New booking',
  neutralTitle: 'Payment',
  neutralText:
    'We cannot show the result of this payment here. If the payment went through, you will receive a confirmation e-mail with the details of your booking; if you do not, please call our customer service.',
  paidBooking: 'Your appointment',
  rows: { date: 'Date', time: 'Time', location: 'Location', paid: 'Paid' },
  mailOnItsWay: 'A confirmation e-mail is on its way and should arrive within a few minutes.',
  stillHeld:
    'Your time is still held for you: until {until} (Budapest time) you can pay again or choose to pay on site.',
  noLongerHeld: 'The hold on this time has run out, so the booking is no longer valid. Please book a new time!',
  amountDue: 'Amount to pay',
  refundedTitle: 'Your payment is being refunded',
  refundedText:
    'Your payment arrived, but the time for which the booking was held had run out and the slot was taken by someone else meanwhile, so the booking could not be confirmed. We have started a refund of the full amount ({amount}) and sent you an e-mail about it. Please book a new time!',
  sandbox: {
    title: 'Test payment page',
    order: 'Order',
    choices: { SUCCESS: 'Successful payment', FAIL: 'Failed', TIMEOUT: 'Timed out', CANCEL: 'Cancel' },
  },
};
