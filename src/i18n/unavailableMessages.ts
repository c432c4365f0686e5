import type { Lang } from './lang';

/**
 * What a visitor reads on the 503 page of a production worker that is not fully configured
 * (src/middleware/failClosed.tsx, docs/decisions/0015). The page shows both languages at once: it is
 * answered before the language of the request matters, and the rest of it is for the operator.
 */
export interface UnavailableMessages {
  title: string;
  text: string;
}

export const unavailableMessages: Record<Lang, UnavailableMessages> = {
  hu: {
    title: 'Az oldal átmenetileg nem elérhető',
    text: 'Időpontot foglalni és fizetni most nem lehet. Kérjük, próbálja újra később.',
  },
  en: {
    title: 'This site is temporarily unavailable',
    text: 'Booking an appointment or paying is not possible right now. Please try again later.',
  },
};
