/** sessionStorage key of the booking just made (its hash): the thank-you and payment pages read it. */
export const LAST_APPOINTMENT_KEY = 'booking-last-appointment';
