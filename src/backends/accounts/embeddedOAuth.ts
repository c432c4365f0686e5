import { enabledProviders, type ProviderProfile } from '../../auth/oauth';
import { createSession, sessionUser } from '../../auth/session';
import {
  deleteSession,
  findIdentity,
  findUserByEmail,
  insertIdentity,
  insertUser,
  listIdentities,
} from '../../db/accounts';
import { claimUnverifiedUser, mergeObstacle, mergeUsers } from '../../db/oauthLinks';
import { isVisibleText } from '../../domain/visibleText';
import { type Embedded, ownSession, requireSession } from './embeddedShared';
import { AccountsError, type AccountsBackend, type Language } from './port';

/**
 * Provider logins and linked identities on D1 (docs/decisions/0013-oauth-login-and-linking.md). The
 * site runs the OAuth flow itself; signIn decides whose login a verified provider profile is: a known
 * identity logs its user in; a logged-in user gets the identity linked; an account with the same
 * address is linked only when the provider vouches for the address; else a verified account without
 * password is created, again only from a vouched-for address.
 */
type OAuthCalls = Pick<AccountsBackend, 'link' | 'linked' | 'providers' | 'oauth'>;

const identitiesOf = async (db: D1Database, userId: number) =>
  (await listIdentities(db, userId)).map(({ provider, email, created_at }) => ({ provider, email, created_at }));

async function resolveUser(
  db: D1Database,
  providerId: string,
  profile: ProviderProfile,
  language: Language,
  token?: string,
) {
  const identity = { provider: providerId, subject: profile.subject, email: profile.email };
  const known = await findIdentity(db, providerId, profile.subject);
  if (known) return { userId: known.user_id };

  // Linking a second identity to the logged-in user.
  const current = await sessionUser(db, token);
  if (current) {
    if (await insertIdentity(db, { user_id: current.user.id, ...identity })) {
      return { userId: current.user.id, replacesSession: current.tokenHash };
    }
    const raced = await findIdentity(db, providerId, profile.subject);
    if (raced) return { userId: raced.user_id };
    throw new AccountsError('oauth_failed', 'the identity could not be linked');
  }

  if (!profile.email) throw new AccountsError('oauth_email_unverified', 'the provider gave no e-mail address');
  const existing = await findUserByEmail(db, profile.email);
  if (existing) {
    if (!profile.emailVerified) {
      throw new AccountsError(
        'oauth_email_taken',
        'an account has this address, which the provider does not vouch for',
      );
    }
    if (existing.verified === 0) await claimUnverifiedUser(db, existing.id);
    await insertIdentity(db, { user_id: existing.id, ...identity });
    return { userId: existing.id };
  }
  if (!profile.emailVerified) {
    throw new AccountsError('oauth_email_unverified', 'the provider does not vouch for the e-mail address');
  }
  // The provider's name is typed by the visitor too: one the text rule refuses (or the cut at 100 split
  // into a lone surrogate) gives way to the address's local part (issue 24 point 5).
  const name = profile.name?.trim().slice(0, 100);
  const username = name && isVisibleText(name) ? name : profile.email.split('@')[0]!;
  const userId = await insertUser(db, {
    email: profile.email,
    username,
    password_hash: null,
    language,
    verified: true,
  });
  if (!userId) throw new AccountsError('oauth_failed', 'the account was created by another request meanwhile');
  await insertIdentity(db, { user_id: userId, ...identity });
  return { userId };
}

export function embeddedOAuth(part: Embedded): OAuthCalls {
  const { db } = part;
  return {
    async providers() {
      return enabledProviders(part.env);
    },

    oauth: {
      kind: 'embedded',
      async signIn(providerId, profile, language, token) {
        const resolution = await resolveUser(db, providerId, profile, language, token);
        // Logging in always starts a new session; a linking user's old one ends.
        if (resolution.replacesSession) await deleteSession(db, resolution.replacesSession);
        const session = await createSession(db, resolution.userId);
        return { access_token: session.token, expires_at: session.expiresAt, user_id: resolution.userId };
      },
    },

    async link(token, { primaryUserId, secondaryToken }) {
      const found = await requireSession(db, token);
      if (found.user.id !== primaryUserId) throw new AccountsError('forbidden', 'This is not your account');
      const secondary = await sessionUser(db, secondaryToken);
      if (!secondary) throw new AccountsError('invalid_secondary_token', 'The other account’s session has ended');
      if (secondary.user.id === found.user.id) throw new AccountsError('same_user', 'Both tokens are of this account');
      const obstacle = await mergeObstacle(db, secondary.user.id);
      if (obstacle === 'secondary_has_password') {
        throw new AccountsError(obstacle, 'The other account has a password; log in to it and delete it instead');
      }
      if (obstacle === 'secondary_has_patients') {
        throw new AccountsError(obstacle, 'The other account has patients and cannot be merged');
      }
      if (!(await mergeUsers(db, found.user.id, secondary.user.id))) {
        throw new AccountsError('merge_conflict', 'The other account changed meanwhile; try again');
      }
      return {
        userId: found.user.id,
        mergedUserId: secondary.user.id,
        identities: await identitiesOf(db, found.user.id),
      };
    },

    async linked(token, userId) {
      const found = await ownSession(db, token, userId);
      return identitiesOf(db, found.user.id);
    },
  };
}
