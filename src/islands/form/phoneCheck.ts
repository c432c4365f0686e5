import type { PhoneCheck } from '../../domain/personValidation';

/**
 * The phone-number check of the forms with a phone field (the details step, the account and family
 * forms, the manage page's details): libphonenumber and its metadata are about 25 KB gzipped, a fifth of
 * what the details step may load before the visitor does anything (decision 0035), so they are fetched
 * on the visitor's first touch of the form (`warmPhoneCheck` on focus or pointer down), not with the page.
 * Until they have arrived `phoneCheck` leaves a number unjudged; a submit or a field's check that must
 * judge it awaits `phoneCheckReady` first. If the fetch fails, the number stays unjudged and the server,
 * which always checks it, refuses a wrong one; the next touch tries again.
 */
let check: ((value: string) => boolean) | undefined;
let loading: Promise<void> | undefined;

export function phoneCheckReady(): Promise<void> {
  loading ??= import('../../domain/phone').then(
    (phone) => {
      check = phone.isValidPhone;
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

/** Starts the fetch; for a form's onFocus and onPointerDown. */
export function warmPhoneCheck(): void {
  void phoneCheckReady();
}

export const phoneCheck: PhoneCheck = (value) => check?.(value);

/** The validation options of a form in the browser (the settlement table stays on the server). */
export const browserRules = { isValidPhone: phoneCheck };
