import type { ProviderInfo, ProviderProfile } from '../../auth/oauth';
import type { FieldErrors } from '../../domain/personValidation';
import type { AppointmentPerson } from '../../domain/person';

/**
 * The accounts-and-patients port (DESIGN.md, Ports; spec section 7, Accounts and patients): the embedded
 * users, sessions and patients on D1 by default, or the upstream that owns accounts over HTTP
 * (ACCOUNTS_BACKEND; docs/decisions/0016-accounts-port.md). Every call that acts for a user takes the
 * caller's access token (the spec's `token`); the routes find it in the call or the session cookie.
 * Failures are AccountsError with a stable code; the routes turn them into HTTP answers.
 */

export type Language = 'hu' | 'en';

/** What the spec's user calls answer: id, username, email, meta.verified, the patient ids, and the flags. */
export interface AccountUser {
  id: number;
  username: string;
  email: string;
  verified: boolean;
  meta: { verified: boolean };
  language: Language;
  foreignLanguage: boolean;
  hasPassword: boolean;
  main_patients: number[];
  enabled_patients: number[];
}

export interface AccountPatient {
  id: number;
  main: boolean;
  enabled: boolean;
  person: AppointmentPerson;
}

/** A login: the access token (also the site's session cookie), its end when known, the user's id. */
export interface AccountSession {
  access_token: string;
  expires_at?: string;
  user_id?: number;
}

export interface LinkedIdentity {
  provider: string;
  email: string | null;
  created_at: string;
}

export interface LinkResult {
  userId: number;
  mergedUserId: number;
  identities: LinkedIdentity[];
}

export interface UserChange {
  username?: string;
  language?: Language;
  foreignLanguage?: boolean;
  current_password?: string;
  new_password?: string;
}

/** Whose request this is: the client's address (attempt limits) and the request id (the read log). */
export interface AccountsCaller {
  ip: string;
  requestId?: string;
  /** Runs work after the answer (the e-mails), so an answer takes as long whatever the address. */
  defer: (work: Promise<unknown>) => Promise<unknown>;
}

/**
 * Provider logins. Embedded: the site runs the OAuth flow (src/auth/oauth.ts) and hands the verified
 * profile to signIn. Upstream: the upstream runs it; authorize answers where to send the browser.
 */
export type AccountsOAuth =
  | {
      kind: 'embedded';
      signIn(providerId: string, profile: ProviderProfile, language: Language, token?: string): Promise<AccountSession>;
    }
  | { kind: 'upstream'; authorize(provider: string, redirectUri: string): Promise<string> };

export interface AccountsBackend {
  signup(input: { email: string; password: string; language: Language }): Promise<void>;
  /** Confirms an address with the e-mailed token. */
  verify(token: string): Promise<void>;
  login(input: { email: string; password: string; language: Language }): Promise<AccountSession>;
  logout(token: string): Promise<void>;
  /** Asks for a reset link; answers the same whether or not the address is registered. */
  requestReset(input: { email: string; language: Language }): Promise<void>;
  resetPassword(input: { token: string; password: string }): Promise<void>;
  validate(token: string): Promise<AccountUser>;
  getUser(token: string, userId: number): Promise<AccountUser>;
  updateUser(token: string, userId: number, change: UserChange): Promise<AccountUser>;
  deleteUser(token: string, userId: number, password?: string): Promise<void>;
  /**
   * Refused with patient_exists ('User already has a patient') when the user has a main patient. With
   * `family`, a family member the user books for (issue 17 point 3): an enabled patient beside the main
   * one, whose contact and address may be left blank (the booker's), at most MAX_FAMILY_PATIENTS.
   */
  createPatient(token: string, person: AppointmentPerson, options?: { family?: boolean }): Promise<AccountPatient>;
  getPatient(token: string, patientId: number): Promise<AccountPatient>;
  updatePatient(token: string, patientId: number, person: AppointmentPerson): Promise<AccountPatient>;
  /** Removes a saved family member; the main patient is refused (forbidden). */
  deletePatient(token: string, patientId: number): Promise<void>;
  link(token: string, input: { primaryUserId: number; secondaryToken: string }): Promise<LinkResult>;
  linked(token: string, userId: number): Promise<LinkedIdentity[]>;
  /** The login providers a page may offer. */
  providers(): Promise<ProviderInfo[]>;
  oauth: AccountsOAuth;
  /** The site's own list of bookings a logged-in user made (not a spec call: kept in the site's D1). */
  claimBooking(userId: number, hash: string): Promise<void>;
  bookingHashes(userId: number): Promise<string[]>;
}

export type AccountsErrorCode =
  | 'invalid_request'
  | 'invalid_credentials'
  | 'wrong_password'
  | 'email_not_verified'
  | 'invalid_token'
  | 'invalid_link'
  | 'forbidden'
  | 'not_found'
  | 'patient_exists'
  | 'too_many_patients'
  | 'weak_password'
  | 'validation_failed'
  | 'too_many_attempts'
  | 'invalid_secondary_token'
  | 'same_user'
  | 'secondary_has_password'
  | 'secondary_has_patients'
  | 'merge_conflict'
  | 'unknown_provider'
  | 'oauth_email_taken'
  | 'oauth_email_unverified'
  | 'oauth_failed'
  | 'upstream_failed';

/** How many family members an account may save (a family of up to 5 books together; some more to choose from). */
export const MAX_FAMILY_PATIENTS = 10;

/** The fields a validation_failed names: a patient's, or the account's own name. */
export type AccountFieldErrors = FieldErrors & { username?: string };

export class AccountsError extends Error {
  constructor(
    readonly code: AccountsErrorCode,
    message: string,
    readonly extra: { retryAfter?: number; fields?: AccountFieldErrors } = {},
  ) {
    super(message);
    this.name = 'AccountsError';
  }
}
