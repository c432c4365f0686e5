import { type Context, Hono } from 'hono';
import { AccountsError, type AccountsBackend } from '../../backends/accounts';
import { setSessionCookie } from '../../auth/session';
import { isValidEmail } from '../../domain/email';
import type { PostedForm } from '../../islands/account/AuthForms';
import { refusalText, safeNext } from '../../islands/account/shared';
import { appointmentsBackend, cachedLocations } from '../../backends/lab';
import type { Appointment } from '../../domain/appointment';
import { isLiveBooking } from '../../domain/bookingView';
import { awaitsConfirmation } from '../../domain/appointment';
import { Island } from '../../components/Island';
import { partyMessages } from '../../i18n/partyMessages';
import { personName } from '../../mail/bookingMails';
import { PageHeader } from '../../components/PageHeader';
import { formatPrice } from '../../domain/prices';
import type { AppEnv } from '../../env';
import type { AccountMessages } from '../../i18n/accountMessages';
import { manageMessages } from '../../i18n/manageMessages';
import { fill } from '../../islands/booking/shared';
import { accounts, loggedInUser } from '../api/caller';
import { isHuman } from '../api/challenge';
import { CHALLENGE_FIELD } from '../../domain/challenge';
import { pageContext, type PageContext } from './pageContext';
import { formatDay } from '../../i18n/dates';
import { noStore } from '../../middleware/noStore';
import { AppointmentResults } from '../../components/ExpectedResults';
import type { ExpectedResultsAnswer } from '../../domain/expectedResults';
import { bookingsResults } from '../../services/expectedResults';
import { refundedAmounts } from '../../services/bookingMoney';

/**
 * The account pages (spec section 2, Account pages), hidden from search engines and never cached:
 * sign-up, login (with the configured providers), password reset, and for a logged-in user the
 * overview of their bookings, the profile and the first steps. A page that needs a login sends the
 * visitor to log in and back.
 */
export const accountPages = new Hono<AppEnv>();

// Every account page shows or asks for personal data: never kept (decision 0014).
for (const path of ['/sajat', '/sajat/*']) accountPages.use(path, noStore());

type Page = keyof AccountMessages['titles'];

const PATHS: Record<Page, string> = {
  overview: '/sajat',
  profile: '/sajat/profilom',
  firstSteps: '/sajat/elso-lepesek',
  signup: '/sajat/regisztracio',
  login: '/sajat/bejelentkezes',
  reset: '/sajat/jelszo-visszaallitas',
};

function render(c: Context<AppEnv>, page: PageContext, which: Page, body: React.ReactNode) {
  const labels = page.m.account;
  const title = labels.titles[which];
  const trail =
    which === 'overview'
      ? [{ name: title, href: page.href(PATHS.overview) }]
      : [
          ...(['profile', 'firstSteps'].includes(which)
            ? [{ name: labels.titles.overview, href: page.href(PATHS.overview) }]
            : []),
          { name: title, href: page.href(PATHS[which]) },
        ];
  return c.render(
    <>
      <PageHeader page={page} trail={trail} title={title} intro={labels.intros[which]} />
      <div className="wrap space-y-8 py-8 sm:py-10">{body}</div>
    </>,
    { title, description: labels.intros[which], noindex: true },
  );
}

/** The offered OAuth logins as links that start each one's flow and come back to `redirectUri`. */
const oauthProviderLinks = async (c: Context<AppEnv>, redirectUri: string) =>
  (await accounts(c).providers()).map(({ id, name }) => ({
    id,
    name,
    href: `/api/auth/authorize?${new URLSearchParams({ provider: id, redirectUri })}`,
  }));

const islandProps = (page: PageContext) => ({
  lang: page.lang,
  prefix: page.lang === 'en' ? '/en' : '',
  labels: page.m.account,
});

type LoggedIn = NonNullable<Awaited<ReturnType<typeof loggedInUser>>>;

/** The logged-in user (by the accounts port), or the redirect to the login page that comes back here. */
async function loggedIn(c: Context<AppEnv>, page: PageContext, which: Page): Promise<LoggedIn | Response> {
  const found = await loggedInUser(c);
  if (found) return found;
  return c.redirect(`${page.href(PATHS.login)}?${new URLSearchParams({ next: page.href(PATHS[which]) })}`, 302);
}

/**
 * The family members the user saved (issue 17 point 3): the enabled patients beside the main one, each
 * read through the port (a read the backend logs).
 */
async function familyMembers(backend: AccountsBackend, { user, token }: LoggedIn) {
  const ids = user.enabled_patients.filter((id) => !user.main_patients.includes(id));
  const patients = await Promise.all(ids.map((id) => backend.getPatient(token, id)));
  return patients.map(({ id, person }) => ({ id, person }));
}

/** The user's main patient, read through the port (a read the backend logs), or null. */
async function mainPatient(backend: AccountsBackend, { user, token }: LoggedIn) {
  const id = user.main_patients[0];
  return id === undefined ? null : backend.getPatient(token, id);
}

// ---- without a login -----------------------------------------------------------------------------

/** The sign-up page; after a post, with what it typed and what it said (`posted`). */
function signupPage(c: Context<AppEnv>, page: PageContext, posted: PostedForm & { sent?: boolean } = {}) {
  return render(
    c,
    page,
    'signup',
    <>
      <Island name="SignupForm" props={{ ...islandProps(page), ...posted }} />
      <p>
        <a className="link" href={page.href(PATHS.login)}>
          {page.m.account.haveAccount}
        </a>
      </p>
    </>,
  );
}

accountPages.get(PATHS.signup, async (c) => {
  const page = pageContext(c);
  if (await loggedInUser(c)) return c.redirect(page.href(PATHS.overview), 302);
  return signupPage(c, page);
});

async function loginPage(c: Context<AppEnv>, page: PageContext, posted: PostedForm = {}) {
  const verifyToken = c.req.query('verify') ?? null;
  const next = c.req.query('next') ?? null;
  return render(
    c,
    page,
    'login',
    <>
      <Island
        name="LoginForm"
        props={{
          ...islandProps(page),
          providers: await oauthProviderLinks(c, next ?? page.href(PATHS.overview)),
          verifyToken,
          next,
          failure: c.req.query('error') ?? null,
          ...posted,
        }}
      />
      <p>
        <a className="link" href={page.href(PATHS.signup)}>
          {page.m.account.noAccount}
        </a>
      </p>
    </>,
  );
}

accountPages.get(PATHS.login, async (c) => {
  const page = pageContext(c);
  if (!c.req.query('verify') && (await loggedInUser(c))) return c.redirect(page.href(PATHS.overview), 302);
  return loginPage(c, page);
});

function resetPage(c: Context<AppEnv>, page: PageContext, posted: PostedForm & { done?: boolean } = {}) {
  return render(
    c,
    page,
    'reset',
    <Island name="ResetForm" props={{ ...islandProps(page), token: c.req.query('token') ?? null, ...posted }} />,
  );
}

accountPages.get(PATHS.reset, (c) => resetPage(c, pageContext(c)));

// ---- the same forms posted before their script ran, or without script ------------------------------
// Each form says method="post", so a submit before its island is live sends the password in the body,
// never in the address (issue 16); the page does what the island would have asked the API to do.

/** A posted form's text fields (anything else is empty). */
async function postedFields(c: Context<AppEnv>) {
  const body = await c.req.parseBody();
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
  return {
    email: text('email').trim().slice(0, 254),
    password: text('password').slice(0, 1024),
    proof: text(CHALLENGE_FIELD).slice(0, 4096) || undefined,
  };
}

/**
 * Runs what a posted form asks of the accounts port: null when it went through, else the refusal in
 * the page's words (a wrong address is refused before the port is asked).
 */
async function accountsAction(
  c: Context<AppEnv>,
  page: PageContext,
  email: string | null,
  action: (backend: AccountsBackend) => Promise<void>,
): Promise<string | null> {
  const labels = page.m.account;
  if (email !== null && !isValidEmail(email)) return labels.invalidEmail;
  try {
    await action(accounts(c));
    return null;
  } catch (error) {
    if (!(error instanceof AccountsError)) throw error;
    return refusalText(error.code, error.extra.retryAfter, labels, page.lang);
  }
}

accountPages.post(PATHS.signup, async (c) => {
  const page = pageContext(c);
  const { email, password, proof } = await postedFields(c);
  // Posted before the island found its proof (or without script): nothing is signed up (decision 0051).
  // A wrong address is said first: it is the one thing the visitor can mend here.
  if (isValidEmail(email) && !(await isHuman(c, proof))) {
    return signupPage(c, page, { email, notice: page.m.account.errors.challenge_failed });
  }
  const notice = await accountsAction(c, page, email, (backend) =>
    backend.signup({ email: email.toLowerCase(), password, language: page.lang }),
  );
  return signupPage(c, page, notice ? { email, notice } : { sent: true });
});

accountPages.post(PATHS.login, async (c) => {
  const page = pageContext(c);
  const { email, password } = await postedFields(c);
  let target = safeNext(c.req.query('next'), page.lang === 'en' ? '/en' : '');
  const notice = await accountsAction(c, page, email, async (backend) => {
    const session = await backend.login({ email: email.toLowerCase(), password, language: page.lang });
    setSessionCookie(c, session.access_token, session.expires_at);
    // As the island does: a new account without a patient starts with its first steps.
    const user = await backend.validate(session.access_token).catch(() => null);
    if (user && !c.req.query('next') && user.main_patients.length === 0) target = page.href(PATHS.firstSteps);
  });
  if (notice) return loginPage(c, page, { email, notice });
  return c.redirect(target, 303);
});

accountPages.post(PATHS.reset, async (c) => {
  const page = pageContext(c);
  const { email, password } = await postedFields(c);
  const token = c.req.query('token');
  const notice = token
    ? await accountsAction(c, page, null, (backend) => backend.resetPassword({ token, password }))
    : await accountsAction(c, page, email, (backend) =>
        backend.requestReset({ email: email.toLowerCase(), language: page.lang }),
      );
  return resetPage(c, page, notice ? { email, notice } : { done: true });
});

// ---- with a login --------------------------------------------------------------------------------

/** The hash-link pages a booking's owner can open from the overview. */
const MANAGE_LINKS = [
  ['/adatkitoltes', 'dataTitle'],
  ['/idopontmodositas', 'timeTitle'],
  ['/helyszinmodositas', 'locationTitle'],
  ['/idopont-torles', 'cancelTitle'],
] as const;

function AppointmentList({
  page,
  items,
  places,
  empty,
  manageable,
  refunds = new Map(),
  expected = new Map(),
}: {
  page: PageContext;
  items: Appointment[];
  places: Map<number, string>;
  empty: string;
  manageable: boolean;
  /** Forints being refunded, by booking hash. */
  refunds?: Map<string, number>;
  /** When each booking's results are expected, by booking hash (docs/decisions/0046). */
  expected?: Map<string, ExpectedResultsAnswer>;
}) {
  const labels = page.m.account;
  const manage = manageMessages(page.lang);
  if (!items.length) return <p className="text-ink-muted">{empty}</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.hash} className="card space-y-2" data-my-appointment={item.hash}>
          <p className="text-lg font-700 text-ink">
            {formatDay(page.lang, item.date, 'weekday')}, {item.time}
          </p>
          {/* A family booking lists each person's own booking: whose it is (decision 0048). */}
          {item.party ? <p className="font-600 text-ink break-anywhere">{personName(item.person, page.lang)}</p> : null}
          <p className="text-ink-soft">{places.get(item.location_id) ?? ''}</p>
          <p className="text-ink">{[...item.examinations, ...item.parameters].map((line) => line.name).join(', ')}</p>
          <p className="text-ink">{formatPrice(item.total, page.lang)}</p>
          <AppointmentResults lang={page.lang} answer={expected.get(item.hash)} appointment={item} />
          {item.status === 'cancelled' || item.status === 'expired' ? (
            <p className="badge">{labels.cancelled}</p>
          ) : item.status === 'held' ? (
            <p className="badge">{awaitsConfirmation(item) ? labels.awaitsConfirmation : labels.held}</p>
          ) : null}
          {refunds.get(item.hash) ? (
            <p className="text-ink" data-refund-started="">
              {fill(labels.refundStarted, { amount: formatPrice(refunds.get(item.hash)!, page.lang) })}
            </p>
          ) : null}
          {manageable ? (
            <p className="flex flex-wrap gap-2 pt-2">
              {MANAGE_LINKS.map(([path, key]) => (
                <a key={path} className="btn-secondary" href={page.href(`${path}/${item.hash}`)}>
                  {manage[key]}
                </a>
              ))}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

accountPages.get(PATHS.overview, async (c) => {
  const page = pageContext(c);
  const found = await loggedIn(c, page, 'overview');
  if (found instanceof Response) return found;
  const backend = appointmentsBackend(c.env);
  const hashes = await accounts(c).bookingHashes(found.user.id);
  const bookings = (await Promise.all(hashes.map((hash) => backend.get(hash)))).filter(
    (item): item is Appointment => item !== null,
  );
  const now = new Date();
  const upcoming = bookings
    .filter((item) => isLiveBooking(item, now) && item.starts_at > now.toISOString())
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const past = bookings
    .filter((item) => !upcoming.includes(item))
    .sort((a, b) => b.starts_at.localeCompare(a.starts_at));
  const ids = [...new Set(bookings.map((item) => item.location_id))];
  const locations = ids.length ? await cachedLocations(c.env, { language: page.lang, location_ids: ids }) : [];
  const places = new Map(locations.map((l) => [l.id, `${l.name}, ${l.zip_code} ${l.city}, ${l.address}`]));
  const labels = page.m.account;
  const family = await familyMembers(accounts(c), found);
  const expected = await bookingsResults(c.env, page.lang, bookings);
  return render(
    c,
    page,
    'overview',
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* A long user name or e-mail address wraps rather than widening a phone's page (issue 15 point 1). */}
        <p className="min-w-0 text-ink-soft break-anywhere">
          <strong className="text-ink">{found.user.username}</strong> · {found.user.email}
        </p>
        <div className="flex flex-wrap gap-3">
          <a className="btn-primary" href={page.href('/idopontfoglalas')}>
            {labels.bookNew}
          </a>
          <a className="btn-secondary" href={page.href(PATHS.profile)}>
            {labels.titles.profile}
          </a>
          <Island name="LogoutButton" props={islandProps(page)} />
        </div>
      </div>
      <section aria-labelledby="upcoming" className="space-y-4">
        <h2 id="upcoming" className="text-xl font-700 text-ink">
          {labels.upcoming}
        </h2>
        <AppointmentList
          page={page}
          items={upcoming}
          places={places}
          empty={labels.noUpcoming}
          manageable
          expected={expected}
        />
      </section>
      <section aria-labelledby="past" className="space-y-4">
        <h2 id="past" className="text-xl font-700 text-ink">
          {labels.past}
        </h2>
        <AppointmentList
          page={page}
          items={past}
          places={places}
          empty={labels.noPast}
          manageable={false}
          refunds={await refundedAmounts(c.env, past)}
          expected={expected}
        />
      </section>
      <section aria-labelledby="family" className="space-y-4">
        <h2 id="family" className="text-xl font-700 text-ink">
          {partyMessages(page.lang).account.title}
        </h2>
        <Island
          name="FamilyMembers"
          props={{
            ...islandProps(page),
            booking: { fields: page.m.booking.fields, genders: page.m.booking.genders },
            members: family,
          }}
        />
      </section>
    </>,
  );
});

accountPages.get(PATHS.profile, async (c) => {
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
});

accountPages.get(PATHS.firstSteps, async (c) => {
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
});
