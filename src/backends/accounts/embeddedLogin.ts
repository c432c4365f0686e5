import { DECOY_HASH, hashPassword, verifyPassword } from '../../auth/password';
import { LIMITS, overLimit, passwordAccepted, passwordAttempt } from '../../auth/rateLimit';
import { createSession, digest, endSession, randomToken } from '../../auth/session';
import {
  consumeAuthToken,
  findResetTokenOwner,
  findUserByEmail,
  insertAuthToken,
  insertUser,
  listPatients,
  markVerified,
  setPassword,
  type TokenPurpose,
  type UserRow,
} from '../../db/accounts';
import { sendMail } from '../mail';
import { personName } from '../../domain/personName';
import type { AccountMailKind } from '../../domain/mail';
import { accountMail } from '../../mail/accountMails';
import { type Embedded, invalidLink, pepper, refuseWeak, tooMany } from './embeddedShared';
import { AccountsError, type AccountsBackend } from './port';

/**
 * Sign-up, address confirmation, login, logout and password reset on D1 (DESIGN.md, Security baseline).
 * Sign-up and reset answer the same whether or not an address is registered, and take as long: the
 * e-mail goes out after the answer.
 */
type LoginCalls = Pick<AccountsBackend, 'signup' | 'verify' | 'login' | 'logout' | 'requestReset' | 'resetPassword'>;

const VERIFY_HOURS = 48;
const RESET_HOURS = 1;

/**
 * Whom an account mail greets (issue 25): the main patient's name in the user's language, else a
 * display name the user chose, else nobody by name. Never the username the site made from the address
 * at sign-up, which is only the address's first half ("Kedves kovacs.eva!").
 */
async function greetingName(db: D1Database, user: UserRow): Promise<string> {
  const main = (await listPatients(db, user.id)).find((patient) => patient.is_main === 1);
  if (main) return personName(main.person, user.language);
  return user.username === user.email.split('@')[0] ? '' : user.username;
}

/**
 * A fresh one-time token for the user, stored and e-mailed in the user's language after the answer. The
 * token is stored only when its mail goes out: one the recipient's mail budget suppresses (issue 24)
 * leaves the link sent before it working.
 */
async function mailToken(part: Embedded, user: UserRow, kind: AccountMailKind, purpose: TokenPurpose | null) {
  const work = async () => {
    const secret = purpose ? randomToken() : undefined;
    const storeToken = async () => {
      if (!purpose || !secret) return;
      const hours = purpose === 'verify' ? VERIFY_HOURS : RESET_HOURS;
      await insertAuthToken(part.db, {
        token_hash: await digest(secret),
        user_id: user.id,
        purpose,
        expires_at: new Date(Date.now() + hours * 3_600_000).toISOString(),
      });
    };
    const message = await accountMail(kind, {
      to: user.email,
      name: await greetingName(part.db, user),
      lang: user.language,
      origin: part.env.PUBLIC_ORIGIN,
      token: secret,
    });
    await sendMail(part.env, message, { beforeStore: storeToken });
  };
  await part.caller.defer(work().catch((error) => console.error(`The ${kind} e-mail could not be sent`, error)));
}

export function embeddedLogin(part: Embedded): LoginCalls {
  const { db, caller } = part;
  return {
    async signup({ email, password, language }) {
      const wait = await overLimit(db, [[LIMITS.signupPerIp, caller.ip]]);
      if (wait) throw tooMany(wait);
      await refuseWeak(part.env, password, email);
      const hash = await hashPassword(password, pepper(part.env));
      const username = email.split('@')[0]!;
      const id = await insertUser(db, { email, username, password_hash: hash, language });
      const user = await findUserByEmail(db, email);
      // A taken address gets a note by e-mail instead; the answer is the same either way.
      if (user) await mailToken(part, user, id ? 'verify' : 'account_exists', id ? 'verify' : null);
    },

    async verify(token) {
      const userId = await consumeAuthToken(db, await digest(token), 'verify', new Date().toISOString());
      if (!userId) throw invalidLink();
      await markVerified(db, userId);
    },

    async login({ email, password }) {
      const wait = await passwordAttempt(db, email, caller.ip);
      if (wait) throw tooMany(wait);
      const user = await findUserByEmail(db, email);
      // An unknown address costs the same PBKDF2 as a wrong password.
      const matches = await verifyPassword(password, user?.password_hash ?? DECOY_HASH, pepper(part.env));
      if (!user || !user.password_hash || !matches) {
        throw new AccountsError('invalid_credentials', 'The e-mail address or the password is wrong');
      }
      await passwordAccepted(db, email, caller.ip);
      if (user.verified !== 1) {
        await mailToken(part, user, 'verify', 'verify');
        throw new AccountsError('email_not_verified', 'The e-mail address is not confirmed yet; a new link was sent');
      }
      const session = await createSession(db, user.id);
      return { access_token: session.token, expires_at: session.expiresAt, user_id: user.id };
    },

    logout: (token) => endSession(db, token),

    async requestReset({ email }) {
      const wait = await overLimit(db, [
        [LIMITS.resetPerAccount, email],
        [LIMITS.resetPerIp, caller.ip],
      ]);
      if (wait) throw tooMany(wait);
      const user = await findUserByEmail(db, email);
      if (user) await mailToken(part, user, 'reset', 'reset');
    },

    async resetPassword({ token, password }) {
      const tokenHash = await digest(token);
      const now = new Date().toISOString();
      // Checked before it is used up, so a weak password does not burn the link.
      const owner = await findResetTokenOwner(db, tokenHash, now);
      if (!owner) throw invalidLink();
      await refuseWeak(part.env, password, owner);
      const userId = await consumeAuthToken(db, tokenHash, 'reset', now);
      if (!userId) throw invalidLink();
      // The e-mail link proves the address too; every session ends.
      await setPassword(db, userId, await hashPassword(password, pepper(part.env)));
      await markVerified(db, userId);
    },
  };
}
