import { type Context, Hono } from 'hono';
import { AccountsError, type AccountsBackend } from '../../backends/accounts';
import { setSessionCookie } from '../../auth/session';
import { Island } from '../../components/Island';
import { CHALLENGE_FIELD } from '../../domain/challenge';
import { isValidEmail } from '../../domain/email';
import type { AppEnv } from '../../env';
import type { AccountMessages } from '../../i18n/accountMessages';
import type { PostedForm } from '../../islands/account/AuthForms';
import { refusalText, safeNext } from '../../islands/account/shared';
import { noStore } from '../../middleware/noStore';
import { accounts, loggedInUser } from '../api/caller';
import { isHuman } from '../api/challenge';
import { overviewPage } from './accountOverview';
import { islandProps, oauthProviderLinks, PATHS, render } from './accountPage';
import { firstStepsPage, profilePage } from './accountProfile';
import { pageContext, type PageContext } from './pageContext';

/**
 * The account pages (spec section 2, Account pages), hidden from search engines and never cached:
 * sign-up, login (with the configured providers), password reset, and for a logged-in user the
 * overview of their bookings, the profile and the first steps. A page that needs a login sends the
 * visitor to log in and back.
 */
export const accountPages = new Hono<AppEnv>();

// Every account page shows or asks for personal data: never kept (decision 0014).
for (const path of ['/sajat', '/sajat/*']) accountPages.use(path, noStore());

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

/** The login page's intro: "…or with another account of yours" only when there is one to use (issue 25). */
export const loginIntro = (labels: AccountMessages, providers: boolean) =>
  providers ? labels.intros.login : labels.loginPasswordOnly;

async function loginPage(
  c: Context<AppEnv>,
  page: PageContext,
  posted: PostedForm & { verified?: boolean; verifyNotice?: string } = {},
) {
  const verifyToken = c.req.query('verify') ?? null;
  const next = c.req.query('next') ?? null;
  const providers = await oauthProviderLinks(c, next ?? page.href(PATHS.overview));
  const intro = loginIntro(page.m.account, providers.length > 0);
  return render(
    c,
    page,
    'login',
    <>
      <Island
        name="LoginForm"
        props={{
          ...islandProps(page),
          providers,
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
    intro,
  );
}

accountPages.get(PATHS.login, async (c) => {
  const page = pageContext(c);
  if (!c.req.query('verify') && (await loggedInUser(c))) return c.redirect(page.href(PATHS.overview), 302);
  return loginPage(c, page);
});

function resetPage(
  c: Context<AppEnv>,
  page: PageContext,
  posted: PostedForm & { done?: boolean; linkInvalid?: boolean } = {},
) {
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
  return postedText(await c.req.parseBody());
}

function postedText(body: Record<string, unknown>) {
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
  const body = await c.req.parseBody();
  // The e-mailed confirmation link's button, pressed without script (decision 0054).
  if (typeof body.verify === 'string' && body.verify) {
    const token = body.verify.slice(0, 512);
    const verifyNotice = await accountsAction(c, page, null, (backend) => backend.verify(token));
    return loginPage(c, page, verifyNotice ? { verifyNotice } : { verified: true });
  }
  const { email, password } = postedText(body);
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
  if (token && !email) {
    try {
      await accounts(c).resetPassword({ token, password });
      return resetPage(c, page, { done: true });
    } catch (error) {
      if (!(error instanceof AccountsError)) throw error;
      // A link that no longer works: the page asks for the address to send a new one to (issue 25).
      if (error.code === 'invalid_link') return resetPage(c, page, { linkInvalid: true });
      return resetPage(c, page, { notice: refusalText(error.code, error.extra.retryAfter, page.m.account, page.lang) });
    }
  }
  // A new link asked for (also from a page whose link no longer worked, still carrying its ?token=).
  const notice = await accountsAction(c, page, email, (backend) =>
    backend.requestReset({ email: email.toLowerCase(), language: page.lang }),
  );
  return resetPage(c, page, { ...(notice ? { email, notice } : { done: true }), linkInvalid: Boolean(token) });
});

// ---- with a login: accountOverview.tsx, accountProfile.tsx -----------------------------------------

accountPages.get(PATHS.overview, overviewPage);
accountPages.get(PATHS.profile, profilePage);
accountPages.get(PATHS.firstSteps, firstStepsPage);
