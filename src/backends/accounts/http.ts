import * as v from 'valibot';
import { bookingHashes, claimBooking } from '../../db/accountBookings';
import type { AccountsBackend, AccountsCaller } from './port';
import {
  authorizeAnswer,
  authorizeUrl,
  linkAnswer,
  linkedAnswer,
  patientAnswer,
  providersAnswer,
  sessionAnswer,
  statusAnswer,
  userAnswer,
  verifiedAnswer,
} from './schema';
import { type HttpAccountsOptions, parseUpstream, upstreamClient, upstreamError, upstreamFailed } from './upstream';

/**
 * The accounts upstream over HTTP (ACCOUNTS_BACKEND=http; DESIGN.md, Ports: "the upstream that owns
 * accounts, over HTTP, same shapes"). Each call goes to the spec section 7 path in the product's own
 * request and answer shapes (verify, logout, providers and DELETE user as the product's API has them);
 * every answer is checked with valibot, every refusal becomes the port's AccountsError. The site keeps
 * no account data; only its list of a user's bookings stays in its D1 (docs/decisions/0016).
 */
export type { HttpAccountsOptions } from './upstream';

export function httpAccounts(options: HttpAccountsOptions, caller: AccountsCaller, db: D1Database): AccountsBackend {
  const request = upstreamClient(options, caller);

  async function call<T>(
    name: string,
    path: string,
    schema: v.GenericSchema<unknown, T>,
    init: Parameters<typeof request>[2] = {},
  ): Promise<T> {
    return parseUpstream(name, await request(name, path, init), schema);
  }
  const send = <T>(name: string, method: string, path: string, body: unknown, schema: v.GenericSchema<unknown, T>) =>
    call(name, path, schema, { method, body });
  const data = async <T>(answer: Promise<{ data: T }>) => (await answer).data;

  return {
    async signup(input) {
      await send('signup', 'POST', 'auth/signup', input, statusAnswer('verification_sent'));
    },
    async verify(token) {
      await send('verify', 'POST', 'auth/verify', { token }, verifiedAnswer);
    },
    login: (input) => send('login', 'POST', 'auth/login', input, sessionAnswer),
    async logout(token) {
      await send('logout', 'POST', 'auth/logout', { token }, statusAnswer('logged_out'));
    },
    async requestReset(input) {
      await send('reset_password', 'POST', 'auth/reset_password', input, statusAnswer('reset_sent'));
    },
    async resetPassword(input) {
      await send('reset_password', 'POST', 'auth/reset_password', input, statusAnswer('password_changed'));
    },

    validate: (token) => data(send('user validate', 'PUT', 'whitetech/user/validate', { token }, userAnswer)),
    getUser: (token, userId) => data(call('user get', `whitetech/user/${userId}`, userAnswer, { query: { token } })),
    updateUser: (token, userId, change) =>
      data(send('user put', 'PUT', `whitetech/user/${userId}`, { ...change, token }, userAnswer)),
    async deleteUser(token, userId, password) {
      await send('user delete', 'DELETE', `whitetech/user/${userId}`, { token, password }, statusAnswer('deleted'));
    },

    createPatient: (token, person, options = {}) =>
      data(
        send(
          'patient post',
          'POST',
          'whitetech/patient',
          { token, person, ...(options.family ? { family: true } : {}) },
          patientAnswer,
        ),
      ),
    getPatient: (token, patientId) =>
      data(call('patient get', `whitetech/patient/${patientId}`, patientAnswer, { query: { token } })),
    updatePatient: (token, patientId, person) =>
      data(send('patient put', 'PUT', `whitetech/patient/${patientId}`, { token, person }, patientAnswer)),
    async deletePatient(token, patientId) {
      await send('patient delete', 'DELETE', `whitetech/patient/${patientId}`, { token }, statusAnswer('deleted'));
    },

    link: (token, input) => data(send('link', 'POST', 'auth/link', { ...input, token }, linkAnswer)),
    linked: (token, userId) => data(call('linked', 'auth/linked', linkedAnswer, { query: { userId, token } })),

    /** The upstream's providers; none while it cannot be asked (the page still offers the password). */
    async providers() {
      try {
        return (await call('providers', 'auth/providers', providersAnswer)).data;
      } catch (error) {
        console.error('The login providers could not be listed', error);
        return [];
      }
    },

    oauth: {
      kind: 'upstream',
      /** Where the upstream sends the browser to log in: its redirect's Location, or `data.url`. */
      async authorize(provider, redirectUri) {
        const answer = await request('authorize', 'auth/authorize', {
          query: { provider, redirectUri },
          redirect: 'manual',
        });
        if (answer.status >= 300 && answer.status < 400) {
          const location = v.safeParse(authorizeUrl, answer.headers.get('location'));
          if (!location.success) throw upstreamFailed('authorize', 'a redirect without an absolute http(s) Location');
          return location.output;
        }
        if (answer.status !== 200) throw upstreamError('authorize', answer);
        return parseUpstream('authorize', answer, authorizeAnswer).data.url;
      },
    },

    claimBooking: (userId, hash) => claimBooking(db, 'account_bookings', userId, hash),
    bookingHashes: (userId) => bookingHashes(db, 'account_bookings', userId),
  };
}
