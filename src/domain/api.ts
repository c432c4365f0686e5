import type { Appointment, AppointmentRequest, AppointmentStatus, ConfirmationOutcome } from './appointment';
import type { ChallengeOffer } from './challenge';
import type { LinkedBooking } from './bookingView';
import type { AppointmentChange } from './appointmentChange';
import type { LabPackage, LabTest } from './catalogue';
import type { ExpectedResultsAnswer } from './expectedResults';
import type { LabLocation } from './location';
import type { CartSuggestion, OptimiseRequest } from './packageOptimiser';
import type { SuggestionView } from './suggestionView';
import type { AppointmentPerson } from './person';
import type { LocatedPlace, SettlementPlace } from './settlements';
import type { AvailableTime } from './slots';

/**
 * The calls the browser makes of this worker's JSON API (spec section 7), each with its method, its
 * path, what it sends and what it is answered (docs/decisions/0032). Both sides are typed
 * by this one table: a route registers the call's path, checks its schema takes the call's input
 * (`validCall` in src/routes/api/validate.ts) and types its answer with `CallAnswer`; the browser calls
 * it by name through `call()` (src/client/call.ts). Browser code cannot import the routes (the
 * layering of docs/decisions/0029), so the table sits here, below both. Types only, but for the paths:
 * the browser bundle gains a few hundred bytes, and no valibot.
 */
export const API_CALLS = {
  locations: { method: 'GET', path: '/api/whitetech/web/locations' },
  packages: { method: 'GET', path: '/api/whitetech/web/packages' },
  tests: { method: 'GET', path: '/api/whitetech/web/tests' },
  availableDates: { method: 'GET', path: '/api/whitetech/web/available_dates' },
  availableTimes: { method: 'GET', path: '/api/whitetech/web/available_times' },
  book: { method: 'POST', path: '/api/whitetech/appointments/patient_appointment_post' },
  booking: { method: 'GET', path: '/api/whitetech/appointments/patient_appointment_get/:hash' },
  changeBooking: { method: 'PUT', path: '/api/whitetech/appointments/patient_appointment_put/:hash' },
  cancelBooking: { method: 'DELETE', path: '/api/whitetech/appointments/patient_appointment_delete/:hash' },
  resendBookingLinks: { method: 'POST', path: '/api/booking/resend_links' },
  validateCoupon: { method: 'POST', path: '/api/coupons/validate' },
  optimiseCart: { method: 'POST', path: '/api/cart/optimise' },
  resultsExpected: { method: 'GET', path: '/api/results_expected' },
  startPayment: { method: 'POST', path: '/api/payment/start' },
  locate: { method: 'GET', path: '/api/settlements/locate' },
  postalCode: { method: 'GET', path: '/api/settlements/postal/:code' },
  payOnSite: { method: 'POST', path: '/api/payment/onsite' },
  signup: { method: 'POST', path: '/api/auth/signup' },
  verifyEmail: { method: 'POST', path: '/api/auth/verify' },
  resetPassword: { method: 'POST', path: '/api/auth/reset_password' },
  login: { method: 'POST', path: '/api/auth/login' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  validateUser: { method: 'PUT', path: '/api/whitetech/user/validate' },
  changeUser: { method: 'PUT', path: '/api/whitetech/user/:userId' },
  deleteUser: { method: 'DELETE', path: '/api/whitetech/user/:userId' },
  addPatient: { method: 'POST', path: '/api/whitetech/patient' },
  changePatient: { method: 'PUT', path: '/api/whitetech/patient/:patientId' },
  removePatient: { method: 'DELETE', path: '/api/whitetech/patient/:patientId' },
  subscribeContest: { method: 'POST', path: '/api/contest/subscribe' },
  companyEnquiry: { method: 'POST', path: '/api/company/enquiry' },
  challenge: { method: 'GET', path: '/api/challenge' },
  confirmBooking: { method: 'POST', path: '/api/whitetech/appointments/patient_appointment_confirm/:hash' },
  build: { method: 'GET', path: '/_build' },
} as const satisfies Record<keyof ApiCalls, { method: HttpMethod; path: string }>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallName = keyof ApiCalls;

type Language = 'hu' | 'en';
/** One id, or several comma-separated ('1,2,3'), as a query parameter carries them. */
type IdList = string | number;
type Data<T> = { data: T };

interface LabQuery {
  language: Language;
  package_ids?: IdList;
}
interface AvailabilityQuery {
  location_id: number;
  package_ids?: IdList;
  test_ids?: IdList;
  /** A family booking's other people's package ids (src/domain/party.ts, partyQuery). */
  party?: string;
  /** A booking being moved: its hash; its own places (its group's, with `party`) count as free. */
  moving?: string;
}

/** What each call sends (`query`, `body`, path `params`) and what its success answers. */
export interface ApiCalls {
  locations: { query: LabQuery & { location_ids?: IdList }; answer: Data<LabLocation[]> };
  packages: { query: LabQuery; answer: Data<LabPackage[]> };
  tests: { query: { language: Language; test_ids?: IdList }; answer: Data<LabTest[]> };
  availableDates: { query: AvailabilityQuery; answer: Data<string[]> };
  availableTimes: { query: AvailabilityQuery & { date: string }; answer: Data<AvailableTime[]> };
  book: { body: AppointmentRequest; answer: Data<Appointment> };
  /** Without the person once the booking is cancelled or expired (decision 0050). */
  booking: { params: { hash: string }; answer: Data<LinkedBooking> };
  /** `unchanged`: the change changed nothing, so nothing was written or mailed (issue 12). */
  changeBooking: {
    params: { hash: string };
    body: AppointmentChange;
    answer: Data<Appointment> & { unchanged?: true };
  };
  /** `refunded`: forints paid online and given back for a booking cancelled in time (decision 0019). */
  cancelBooking: { params: { hash: string }; answer: Data<{ status: 'cancelled'; refunded?: number }> };
  /**
   * A booking's manage links mailed again to its address (issue 15 point 8): the same answer whether or
   * not a booking of that address and day exists.
   */
  resendBookingLinks: { body: { email: string; date: string; language?: Language }; answer: Acknowledged };
  /** When results are expected (docs/decisions/0046): sampled at `date` and `time`, or today, now. */
  resultsExpected: {
    query: { language: Language; package_ids?: IdList; test_ids?: IdList; date?: string; time?: number };
    answer: Data<ExpectedResultsAnswer>;
  };
  validateCoupon: {
    body: { code: string; location_id: number; package_ids: number[]; test_ids: number[] };
    answer: Data<{ code: string; discount: number; id: number }>;
  };
  /** A cheaper (or as cheap, fuller) combination of the cart's tests, or null (issue 17 point 2). */
  optimiseCart: {
    body: OptimiseRequest;
    /** `view`: the suggestion's texts in the request's language, so a page needs no message catalogue. */
    answer: Data<{ suggestion: CartSuggestion | null; view: SuggestionView | null }>;
  };
  startPayment: { body: { hash: string }; answer: Data<{ paymentUrl: string }> };
  locate: { query: { q: string }; answer: Data<LocatedPlace> };
  postalCode: {
    params: { code: string };
    answer: Data<{ postalCode: number; settlements: SettlementPlace[]; county: string }>;
  };
  payOnSite: { body: { hash: string }; answer: Acknowledged };
  signup: { body: { email: string; password: string; language: Language }; answer: Acknowledged };
  verifyEmail: { body: { token: string }; answer: Acknowledged };
  /** `{ email }` asks for a link; `{ token, password }` sets the new password from that link. */
  resetPassword: {
    body: { email: string; language?: Language } | { token: string; password: string };
    answer: Acknowledged;
  };
  login: { body: { email: string; password: string }; answer: { access_token: string } };
  logout: { body: { token?: string }; answer: Acknowledged };
  validateUser: { body: { token?: string }; answer: Data<{ main_patients: number[] }> };
  changeUser: { params: { userId: string }; body: AccountChange; answer: Acknowledged };
  deleteUser: { params: { userId: string }; body: { password?: string }; answer: Acknowledged };
  /** `family`: a family member the user books for, beside the main patient (issue 17 point 3). */
  addPatient: { body: { person: AppointmentPerson; family?: boolean }; answer: Data<{ id: number }> };
  changePatient: { params: { patientId: string }; body: { person: AppointmentPerson }; answer: Acknowledged };
  removePatient: { params: { patientId: string }; answer: Acknowledged };
  subscribeContest: { body: ContestEntry; answer: Acknowledged };
  companyEnquiry: { body: CompanyEnquiry; answer: Acknowledged };
  /** A bot challenge to solve before an anonymous booking or a sign-up (decision 0050). */
  challenge: { answer: Data<ChallengeOffer> };
  /**
   * The patient confirms an on-site booking from its mail (decision 0050), with the mail's token; a site
   * calling as the laboratory's client sends its service key instead.
   */
  confirmBooking: {
    params: { hash: string };
    body: { token?: string };
    answer: Data<{ outcome: ConfirmationOutcome; status: AppointmentStatus }>;
  };
  /** The deployed build's id, polled by the build check (spec section 4); not under /api. */
  build: { answer: { buildId: string } };
}

/** A success whose body the browser does not read: it needs only to know the call succeeded. */
type Acknowledged = unknown;

/** What the profile page changes of an account: its name and language, or its password. */
export interface AccountChange {
  username?: string;
  language?: Language;
  foreignLanguage?: boolean;
  current_password?: string;
  new_password?: string;
}

/** A prize-draw entry (spec: contest forms): the flags as the form's 'true' / 'false'. */
export interface ContestEntry {
  formId: string;
  lastName: string;
  firstName: string;
  email: string;
  visited_before: 'true' | 'false';
  maldiv: 'true' | 'false';
  consent: 'true' | 'false';
  language: Language;
}

/** A company's enquiry for on-site sampling (the company page's form). */
export interface CompanyEnquiry {
  company: string;
  contactName: string;
  email: string;
  phone: string;
  /** As typed ('25', '25 fő'): the server reads the number the form's own check found in it. */
  headcount: string;
  message: string;
  language: Language;
}

type Part<K extends CallName, P extends string> = P extends keyof ApiCalls[K] ? ApiCalls[K][P] : never;

export type CallQuery<K extends CallName> = Part<K, 'query'>;
export type CallBody<K extends CallName> = Part<K, 'body'>;
export type CallParams<K extends CallName> = Part<K, 'params'>;
export type CallAnswer<K extends CallName> = ApiCalls[K]['answer'];

/** What `call(name, input)` takes: exactly the parts the call has. */
export type CallInput<K extends CallName> = {
  [P in 'query' | 'body' | 'params' as P extends keyof ApiCalls[K] ? P : never]: Part<K, P>;
};

/** Where the JSON API's routes are mounted (src/index.tsx). */
export const API_MOUNT = '/api';

/** The call's path as a route module under API_MOUNT registers it. */
export const routePath = (name: CallName) => API_CALLS[name].path.slice(API_MOUNT.length);

/** The call's path with its parameters filled in, each encoded. */
export function callPath<K extends CallName>(name: K, params?: Record<string, string>): string {
  return API_CALLS[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params?.[key] ?? ''));
}
