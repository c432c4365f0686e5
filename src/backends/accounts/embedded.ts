import { hashPassword } from '../../auth/password';
import { deleteUser, findUserById, listPatients, setPassword, updateUserProfile } from '../../db/accounts';
import { bookingHashes, claimBooking } from '../../db/accountBookings';
import { isVisibleText } from '../../domain/visibleText';
import type { Bindings } from '../../env';
import { personMessages } from '../../i18n/personMessages';
import { embeddedLogin } from './embeddedLogin';
import { embeddedOAuth } from './embeddedOAuth';
import { embeddedPatients } from './embeddedPatients';
import {
  confirmPassword,
  type Embedded,
  ownSession,
  pepper,
  refuseWeak,
  requireSession,
  userView,
} from './embeddedShared';
import { AccountsError, type AccountsBackend, type AccountsCaller } from './port';

/**
 * The embedded accounts backend, the default (DESIGN.md, Ports): users, sessions, one-time tokens,
 * patients and identities in the site's own D1, passwords as peppered PBKDF2, attempt limits per
 * account and per address, the patient-data read log (docs/decisions/0014, 0016).
 */
export function embeddedAccounts(env: Bindings, caller: AccountsCaller): AccountsBackend {
  const db = env.DB;
  const part: Embedded = { env, db, caller };

  const view = async (userId: number) => {
    const user = (await findUserById(db, userId))!;
    return userView(user, await listPatients(db, userId));
  };

  return {
    ...embeddedLogin(part),
    ...embeddedPatients(part),
    ...embeddedOAuth(part),

    async validate(token) {
      return view((await requireSession(db, token)).user.id);
    },

    async getUser(token, userId) {
      return view((await ownSession(db, token, userId)).user.id);
    },

    async updateUser(token, userId, change) {
      const { user, tokenHash } = await ownSession(db, token, userId);
      // Before any change, so a refused name leaves the password as it was too (issue 24 point 5).
      if (change.username !== undefined && !isVisibleText(change.username)) {
        throw new AccountsError('validation_failed', 'Some fields are not valid', {
          fields: { username: personMessages(user.language).invalidCharacters },
        });
      }
      if (change.new_password !== undefined) {
        if (user.password_hash) await confirmPassword(part, user, change.current_password);
        await refuseWeak(env, change.new_password, user.email);
        // Other browsers logged in with the old password are logged out; this one stays.
        await setPassword(db, user.id, await hashPassword(change.new_password, pepper(env)), tokenHash);
      }
      await updateUserProfile(db, user.id, {
        username: change.username,
        language: change.language,
        foreign_language: change.foreignLanguage,
      });
      return view(user.id);
    },

    /** Deletes the account (with the password when it has one); bookings stay, without their owner. */
    async deleteUser(token, userId, password) {
      const { user } = await ownSession(db, token, userId);
      if (user.password_hash) await confirmPassword(part, user, password);
      // Its sessions, tokens, identities and patients go with it.
      await deleteUser(db, user.id);
    },

    claimBooking: (userId, hash) => claimBooking(db, 'user_appointments', userId, hash),
    bookingHashes: (userId) => bookingHashes(db, 'user_appointments', userId),
  };
}
