import type { Context } from 'hono';
import type { AccountsBackend } from '../../backends/accounts';
import { Island } from '../../components/Island';
import type { AppEnv } from '../../env';
import { fill } from '../../islands/booking/shared';
import { accounts } from '../api/caller';
import { islandProps, loggedIn, type LoggedIn, oauthProviderLinks, PATHS, render } from './accountPage';
import { pageContext } from './pageContext';

/**
 * /sajat/profilom and /sajat/elso-lepesek: the account's settings, its main patient, the logins linked to
 * it and its security; and the first steps of an account without a patient yet.
 */

/** The user's main patient, read through the port (a read the backend logs), or null. */
async function mainPatient(backend: AccountsBackend, { user, token }: LoggedIn) {
  const id = user.main_patients[0];
  return id === undefined ? null : backend.getPatient(token, id);
}

export async function profilePage(c: Context<AppEnv>) {
  const page = pageContext(c);
  const found = await loggedIn(c, page, 'profile');
  if (found instanceof Response) return found;
  const { user, token } = found;
  const backend = accounts(c);
  const [main, identities, providers] = await Promise.all([
    mainPatient(backend, found),
    backend.linked(token, user.id),
    oauthProviderLinks(c, page.href(PATHS.profile)),
  ]);
  const profile = {
    id: user.id,
    username: user.username,
    email: user.email,
    language: user.language,
    hasPassword: user.hasPassword,
  };
  const labels = page.m.account;
  const linkable = providers.filter((provider) => !identities.some((identity) => identity.provider === provider.id));
  return render(
    c,
    page,
    'profile',
    <>
      <Island name="AccountSettings" props={{ ...islandProps(page), user: profile }} />
      <section className="card space-y-4" aria-label={labels.mainPatient} data-profile-patient="">
        {main ? null : <h2 className="text-xl font-700 text-ink">{labels.mainPatient}</h2>}
        {main ? (
          <Island
            name="MainPatientForm"
            props={{
              ...islandProps(page),
              booking: page.m.booking,
              patient: { id: main.id, person: main.person },
              email: user.email,
            }}
          />
        ) : (
          <p>
            {labels.noMainPatient}{' '}
            <a className="link" href={page.href(PATHS.firstSteps)}>
              {labels.titles.firstSteps}
            </a>
          </p>
        )}
      </section>
      <section className="card space-y-3" aria-labelledby="logins" data-linked-logins="">
        <h2 id="logins" className="text-xl font-700 text-ink">
          {labels.linkedLogins}
        </h2>
        {identities.length ? (
          <ul className="list-disc pl-5">
            {identities.map((identity) => (
              <li key={`${identity.provider} ${identity.created_at}`} className="break-anywhere">
                {identity.provider}
                {identity.email ? ` (${identity.email})` : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-muted">{labels.noLinkedLogins}</p>
        )}
        <p className="flex flex-wrap gap-3">
          {linkable.map((provider) => (
            <a key={provider.id} className="btn-secondary" href={provider.href} data-link-provider={provider.id}>
              {fill(labels.linkWith, { provider: provider.name })}
            </a>
          ))}
        </p>
      </section>
      <Island name="AccountSecurity" props={{ ...islandProps(page), user: profile }} />
    </>,
  );
}

export async function firstStepsPage(c: Context<AppEnv>) {
  const page = pageContext(c);
  const found = await loggedIn(c, page, 'firstSteps');
  if (found instanceof Response) return found;
  if (found.user.main_patients.length) return c.redirect(page.href(PATHS.profile), 302);
  return render(
    c,
    page,
    'firstSteps',
    <Island
      name="MainPatientForm"
      props={{ ...islandProps(page), booking: page.m.booking, patient: null, email: found.user.email }}
    />,
  );
}
