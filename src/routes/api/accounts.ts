import { Hono } from 'hono';
import * as v from 'valibot';
import { personSchema } from '../../backends/lab/httpAppointments';
import { clearSessionCookie, cookieToken, setSessionCookie } from '../../auth/session';
import { isValidEmail } from '../../domain/personValidation';
import type { AppEnv } from '../../env';
import { noStore } from '../../middleware/noStore';
import { callerToken, namedCall, withAccounts } from './caller';
import { type CallAnswer, routePath } from '../../domain/api';
import { validCall } from './validate';
import { requireHuman } from './challenge';

/**
 * Accounts and patients (spec section 7, Accounts and patients; DESIGN.md, Security baseline), answered
 * by the accounts port (src/backends/accounts: D1 by default, or the upstream that owns accounts). Stable
 * error codes the pages translate: 400 invalid_body / missing_parameter, 401 invalid_credentials /
 * invalid_token / login_required, 403 email_not_verified / forbidden, 404 no_data, 409 patient_exists /
 * too_many_patients,
 * 422 weak_password / validation_failed, 429 too_many_attempts, 502 upstream_failed. Sign-up and reset
 * answer the same whether or not an address is registered, and take as long; every answer is `no-store`.
 */
export const accountsApi = new Hono<AppEnv>();

// Only this module's paths: a '*' here would reach every /api route once mounted.
for (const path of ['/auth/*', '/whitetech/user', '/whitetech/user/*', '/whitetech/patient', '/whitetech/patient/*']) {
  accountsApi.use(path, noStore());
}

const email = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254),
  v.check(isValidEmail, 'email: not an e-mail address'),
);
const password = v.pipe(v.string(), v.maxLength(1024));
const lang = v.optional(v.picklist(['hu', 'en']), 'hu');
// An upstream's access token may be longer than the site's own (decision 0016); a cookie holds 4 KB.
const token = v.optional(v.pipe(v.string(), v.maxLength(4096)));

// A call the session cookie alone answers (logout, validate, a change) need not send a body at all.
const orEmpty = <S extends v.GenericSchema<object>>(schema: S) => v.optional(schema, {});
const linkToken = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

const Credentials = v.object({ email, password, language: lang });
const TokenBody = orEmpty(v.object({ token }));
const VerifyBody = v.object({ token: linkToken });
const ResetRequest = v.object({ email, language: lang });
const ResetConfirm = v.object({ token: linkToken, password });
/** `{ email }` asks for a link; `{ token, password }` sets the new password from that link. */
const ResetBody = v.lazy((input) =>
  typeof input === 'object' && input !== null && 'token' in input ? ResetConfirm : ResetRequest,
);
const UserChange = orEmpty(
  v.object({
    token,
    username: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100))),
    language: v.optional(v.picklist(['hu', 'en'])),
    foreignLanguage: v.optional(v.boolean()),
    current_password: v.optional(password),
    new_password: v.optional(password),
  }),
);
const DeleteBody = orEmpty(v.object({ token, password: v.optional(password) }));
const PatientBody = v.object({ token, person: personSchema });
/** `family`: a family member the user books for, beside the main patient (issue 17 point 3). */
const NewPatientBody = v.object({ token, person: personSchema, family: v.optional(v.boolean()) });

// ---- sign-up, verification, login, logout ---------------------------------------------------------

accountsApi.post(routePath('signup'), validCall('signup', 'json', Credentials), async (c) => {
  const body = c.req.valid('json');
  // A browser proves itself first (decision 0050); a site using this one as its accounts upstream did.
  if (!c.get('serviceCaller')) await requireHuman(c);
  return withAccounts(c, async (backend) => {
    await backend.signup(body);
    return c.json({ data: { status: 'verification_sent' } }, 202);
  });
});

accountsApi.post(routePath('verifyEmail'), validCall('verifyEmail', 'json', VerifyBody), async (c) => {
  const body = c.req.valid('json');
  return withAccounts(c, async (backend) => {
    await backend.verify(body.token);
    return c.json({ data: { verified: true } });
  });
});

/** The login's access_token is also the browser's `__Host-session` cookie (decisions 0014, 0016). */
accountsApi.post(routePath('login'), validCall('login', 'json', Credentials), async (c) => {
  const body = c.req.valid('json');
  return withAccounts(c, async (backend) => {
    const session = await backend.login(body);
    setSessionCookie(c, session.access_token, session.expires_at);
    return c.json(session satisfies CallAnswer<'login'>);
  });
});

accountsApi.post(routePath('logout'), validCall('logout', 'json', TokenBody), async (c) => {
  const body = c.req.valid('json');
  const given = body.token || cookieToken(c);
  // The browser's cookie goes whatever the backend answers.
  clearSessionCookie(c);
  return withAccounts(c, async (backend) => {
    if (given) await backend.logout(given);
    return c.json({ data: { status: 'logged_out' } });
  });
});

// ---- password reset ------------------------------------------------------------------------------

accountsApi.post(routePath('resetPassword'), validCall('resetPassword', 'json', ResetBody), async (c) => {
  const body = c.req.valid('json');
  if ('token' in body) {
    return withAccounts(c, async (backend) => {
      await backend.resetPassword(body);
      return c.json({ data: { status: 'password_changed' } });
    });
  }
  return withAccounts(c, async (backend) => {
    await backend.requestReset(body);
    return c.json({ data: { status: 'reset_sent' } }, 202);
  });
});

// ---- the user ------------------------------------------------------------------------------------

accountsApi.put(routePath('validateUser'), validCall('validateUser', 'json', TokenBody), async (c) => {
  const body = c.req.valid('json');
  const given = callerToken(c, body.token);
  return withAccounts(c, async (backend) =>
    c.json({ data: await backend.validate(given) } satisfies CallAnswer<'validateUser'>),
  );
});

accountsApi.get('/whitetech/user/:userId?', async (c) => {
  const call = namedCall(c, 'userId');
  return withAccounts(c, async (backend) => c.json({ data: await backend.getUser(call.token, call.id) }));
});

accountsApi.put(`${routePath('changeUser')}?`, validCall('changeUser', 'json', UserChange), async (c) => {
  const body = c.req.valid('json');
  const call = namedCall(c, 'userId', body.token);
  const { token: _token, ...change } = body;
  return withAccounts(c, async (backend) => c.json({ data: await backend.updateUser(call.token, call.id, change) }));
});

/** Deletes the account (with the password when it has one); bookings stay, without their owner. */
accountsApi.delete(`${routePath('deleteUser')}?`, validCall('deleteUser', 'json', DeleteBody), async (c) => {
  const body = c.req.valid('json');
  const call = namedCall(c, 'userId', body.token);
  return withAccounts(c, async (backend) => {
    await backend.deleteUser(call.token, call.id, body.password);
    clearSessionCookie(c);
    return c.json({ data: { status: 'deleted' } });
  });
});

// ---- patients ------------------------------------------------------------------------------------

accountsApi.post(routePath('addPatient'), validCall('addPatient', 'json', NewPatientBody), async (c) => {
  const body = c.req.valid('json');
  const given = callerToken(c, body.token);
  return withAccounts(c, async (backend) =>
    c.json({ data: await backend.createPatient(given, body.person, { family: body.family }) }, 201),
  );
});

accountsApi.get('/whitetech/patient/:patientId?', async (c) => {
  const call = namedCall(c, 'patientId');
  return withAccounts(c, async (backend) => c.json({ data: await backend.getPatient(call.token, call.id) }));
});

accountsApi.put(`${routePath('changePatient')}?`, validCall('changePatient', 'json', PatientBody), async (c) => {
  const body = c.req.valid('json');
  const call = namedCall(c, 'patientId', body.token);
  return withAccounts(c, async (backend) =>
    c.json({ data: await backend.updatePatient(call.token, call.id, body.person) }),
  );
});

/** A saved family member removed (issue 17 point 3); the main patient cannot be (403 forbidden). */
accountsApi.delete(`${routePath('removePatient')}?`, validCall('removePatient', 'json', TokenBody), async (c) => {
  const call = namedCall(c, 'patientId', c.req.valid('json').token);
  return withAccounts(c, async (backend) => {
    await backend.deletePatient(call.token, call.id);
    return c.json({ data: { status: 'deleted' } });
  });
});
