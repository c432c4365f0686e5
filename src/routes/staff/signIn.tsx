/**
 * Staff sign-in (issue 28 point 1): the password, then the authenticator's code; sign-out; and the
 * one-time set-up link's page. Plain forms that work without script; every answer is no-store, and a
 * refused form keeps what was typed (but never a password).
 */
import { Hono, type Context } from 'hono';
import { renderSVG } from 'uqr';
import {
  clearStepCookie,
  endStaffSession,
  setStepCookie,
  startStaffSession,
  staffOfRequest,
  stepCookie,
} from '../../auth/staffSession';
import { totpUri } from '../../auth/totp';
import type { AppEnv } from '../../env';
import { staffMessages, type StaffMessages } from '../../i18n/staffMessages';
import { clientIp } from '../api/caller';
import {
  checkStaffCode,
  checkStaffPassword,
  completeSetup,
  offeredSecret,
  setupAccount,
  type SetupError,
  type StaffSignInError,
} from '../../services/staff/accounts';
import { logStaffAccess } from '../../services/staff/accessLog';
import { FieldError, formText, STAFF_HOME, StaffCard, staffPage, staffPath } from './layout';

export const SIGN_IN = `${STAFF_HOME}/belepes`;
export const SIGN_IN_CODE = `${STAFF_HOME}/belepes/kod`;
export const SIGN_OUT = `${STAFF_HOME}/kilepes`;
export const SETUP = `${STAFF_HOME}/beallitas`;

function signInError(m: StaffMessages, error: StaffSignInError, wait?: number): string {
  return error === 'too_many' ? m.errors.too_many(Math.max(1, Math.ceil((wait ?? 60) / 60))) : m.errors[error];
}

const Field = ({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string | null } & React.InputHTMLAttributes<HTMLInputElement>) => (
  <div className="mb-4">
    <label htmlFor={id} className="mb-1 block font-600">
      {label}
    </label>
    <input
      id={id}
      className="input w-full"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      {...input}
    />
    <FieldError id={`${id}-error`} message={error} />
  </div>
);

/** The authenticator's 6 digits (a space in the middle is allowed, as apps show them). */
const CodeField = (props: { id: string; label: string; error?: string | null; autoFocus?: boolean }) => (
  <Field
    name="code"
    inputMode="numeric"
    autoComplete="one-time-code"
    pattern="[0-9 ]{6,7}"
    maxLength={7}
    required
    {...props}
  />
);

function signInPage(c: Context<AppEnv>, values: { email?: string; error?: string }, status: 200 | 400 | 429 = 200) {
  const lang = c.get('lang');
  const m = staffMessages(lang);
  return staffPage(
    c,
    <StaffCard title={m.signInTitle} lead={m.signInLead} alert={values.error}>
      <form method="post" action={staffPath(lang, '/belepes')} noValidate>
        <Field
          id="staff-email"
          name="email"
          type="email"
          label={m.email}
          autoComplete="username"
          required
          defaultValue={values.email}
        />
        <Field
          id="staff-password"
          name="password"
          type="password"
          label={m.password}
          autoComplete="current-password"
          required
        />
        <button type="submit" className="btn-primary w-full">
          {m.continue}
        </button>
      </form>
    </StaffCard>,
    { title: m.signInTitle, otherLanguage: SIGN_IN },
    status,
  );
}

function codePage(c: Context<AppEnv>, error?: string, status: 200 | 400 | 429 = 200) {
  const lang = c.get('lang');
  const m = staffMessages(lang);
  return staffPage(
    c,
    <StaffCard title={m.codeTitle} lead={m.codeLead} alert={error}>
      <form method="post" action={staffPath(lang, '/belepes/kod')} noValidate>
        <CodeField id="staff-code" label={m.code} autoFocus />
        <button type="submit" className="btn-primary w-full">
          {m.signIn}
        </button>
      </form>
      <p className="mt-4">
        <a className="link" href={staffPath(lang, '/belepes')}>
          {m.startAgain}
        </a>
      </p>
    </StaffCard>,
    { title: m.codeTitle, otherLanguage: SIGN_IN_CODE },
    status,
  );
}

export const staffSignIn = new Hono<AppEnv>();

staffSignIn.get(SIGN_IN, async (c) => {
  if (await staffOfRequest(c)) return c.redirect(staffPath(c.get('lang')), 303);
  return signInPage(c, {});
});

staffSignIn.post(SIGN_IN, async (c) => {
  const m = staffMessages(c.get('lang'));
  const form = await c.req.formData();
  const email = formText(form, 'email', 254).trim();
  const password = formText(form, 'password', 1000);
  if (!email || !password) return signInPage(c, { email, error: m.errors.invalid_credentials }, 400);
  const result = await checkStaffPassword(c.env, { email, password, ip: clientIp(c) });
  if ('error' in result) {
    return signInPage(
      c,
      { email, error: signInError(m, result.error, result.wait) },
      result.error === 'too_many' ? 429 : 400,
    );
  }
  setStepCookie(c, result.stepToken);
  return c.redirect(staffPath(c.get('lang'), '/belepes/kod'), 303);
});

staffSignIn.get(SIGN_IN_CODE, (c) => {
  if (!stepCookie(c)) return c.redirect(staffPath(c.get('lang'), '/belepes'), 303);
  return codePage(c);
});

staffSignIn.post(SIGN_IN_CODE, async (c) => {
  const m = staffMessages(c.get('lang'));
  const stepToken = stepCookie(c);
  const code = formText(await c.req.formData(), 'code', 20);
  if (!stepToken) return signInPage(c, { error: m.errors.step_expired }, 400);
  const result = await checkStaffCode(c.env, { stepToken, code });
  if ('error' in result) {
    if (result.error === 'step_expired') {
      clearStepCookie(c);
      return signInPage(c, { error: m.errors.step_expired }, 400);
    }
    return codePage(c, signInError(m, result.error, result.wait), result.error === 'too_many' ? 429 : 400);
  }
  clearStepCookie(c);
  await startStaffSession(c, result.staff);
  await logStaffAccess(c, result.staff.id, [
    { action: 'staff.signin', subject: `staff:${result.staff.id}`, reason: 'sign-in' },
  ]);
  return c.redirect(staffPath(c.get('lang')), 303);
});

staffSignIn.post(SIGN_OUT, async (c) => {
  await endStaffSession(c);
  return c.redirect(staffPath(c.get('lang'), '/belepes'), 303);
});

// ---- the set-up link ------------------------------------------------------------------------------

function setupError(
  m: StaffMessages,
  error: SetupError,
): { field: 'password' | 'repeat' | 'code' | null; message: string } {
  if (error === 'mismatch') return { field: 'repeat', message: m.errors.mismatch };
  if (error === 'invalid_code') return { field: 'code', message: m.errors.invalid_code };
  if (error === 'invalid_link') return { field: null, message: m.errors.invalid_link };
  return { field: 'password', message: m.passwordProblems[error] };
}

async function setupPage(
  c: Context<AppEnv>,
  token: string,
  account: { email: string },
  offer: { secret: string; signature: string },
  problem?: { field: 'password' | 'repeat' | 'code' | null; message: string },
) {
  const lang = c.get('lang');
  const m = staffMessages(lang);
  const qr = renderSVG(totpUri(offer.secret, account.email));
  const error = (field: 'password' | 'repeat' | 'code') => (problem?.field === field ? problem.message : null);
  return staffPage(
    c,
    <StaffCard title={m.setupTitle} lead={m.setupLead(account.email)} alert={problem?.message} wide>
      <form method="post" action={staffPath(lang, `/beallitas/${token}`)} noValidate>
        <input type="hidden" name="secret" value={offer.secret} />
        <input type="hidden" name="signature" value={offer.signature} />
        {/* For password managers: the account the new password belongs to. */}
        <input type="hidden" name="username" autoComplete="username" value={account.email} />
        <h2 className="mb-2 mt-2 text-xl font-700">{m.setupPasswordHeading}</h2>
        <Field
          id="setup-password"
          name="password"
          type="password"
          label={m.password}
          autoComplete="new-password"
          required
          minLength={10}
          error={error('password')}
        />
        <Field
          id="setup-repeat"
          name="repeat"
          type="password"
          label={m.passwordRepeat}
          autoComplete="new-password"
          required
          error={error('repeat')}
        />
        <h2 className="mb-2 mt-6 text-xl font-700">{m.setupAppHeading}</h2>
        <p className="mb-3 text-ink-soft">{m.setupAppLead}</p>
        <div
          className="mb-3 w-56 max-w-full"
          role="img"
          aria-label={m.setupAppHeading}
          data-setup-qr=""
          dangerouslySetInnerHTML={{ __html: qr }}
        />
        <p className="mb-4">
          {m.setupKey}:{' '}
          <code className="break-all font-700" data-setup-key="">
            {offer.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
        </p>
        <h2 className="mb-2 mt-6 text-xl font-700">{m.setupCodeHeading}</h2>
        <CodeField id="setup-code" label={m.code} error={error('code')} />
        <button type="submit" className="btn-primary w-full">
          {m.setupSubmit}
        </button>
      </form>
    </StaffCard>,
    { title: m.setupTitle },
    problem ? 400 : 200,
  );
}

function invalidSetupLink(c: Context<AppEnv>) {
  const m = staffMessages(c.get('lang'));
  return staffPage(c, <StaffCard title={m.setupTitle} alert={m.errors.invalid_link} />, { title: m.setupTitle }, 404);
}

staffSignIn.get(`${SETUP}/:token`, async (c) => {
  const token = c.req.param('token');
  const account = await setupAccount(c.env, token);
  if (!account) return invalidSetupLink(c);
  return setupPage(c, token, account, await offeredSecret(c.env, token));
});

staffSignIn.post(`${SETUP}/:token`, async (c) => {
  const token = c.req.param('token');
  const form = await c.req.formData();
  const input = {
    token,
    password: formText(form, 'password', 1000),
    repeat: formText(form, 'repeat', 1000),
    secret: formText(form, 'secret', 64),
    signature: formText(form, 'signature', 64),
    code: formText(form, 'code', 20),
  };
  const result = await completeSetup(c.env, input);
  if ('staff' in result) {
    await startStaffSession(c, result.staff);
    return c.redirect(staffPath(c.get('lang')), 303);
  }
  const account = await setupAccount(c.env, token);
  if (!account || result.error === 'invalid_link') return invalidSetupLink(c);
  // The offered secret stays, so the app the member already added keeps working with the page.
  return setupPage(
    c,
    token,
    account,
    await offeredSecret(c.env, token, input.secret),
    setupError(staffMessages(c.get('lang')), result.error),
  );
});
