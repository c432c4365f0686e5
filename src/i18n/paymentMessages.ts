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
};
