import { useEffect, useRef, useState } from 'react';
import { call } from '../../client/call';
import { ApiError } from '../../client/http';
import { callWithProof, prepareProof } from '../../client/challenge';
import { isValidEmail } from '../../domain/email';
import { fill, Notice } from '../booking/shared';
import { ErrorSummary, type SummaryField } from '../form/ErrorSummary';
import { RequiredLegend } from '../form/Field';
import { type Errors, useCheckedForm } from '../form/useFormErrors';
import {
  type AccountProps,
  checkNewPassword,
  EmailField,
  errorText,
  PasswordField,
  refusal,
  safeNext,
  useSubmit,
} from './shared';

/** A login the server configured (Google, Facebook, an OIDC issuer): a link that starts its flow. */
export interface ProviderLink {
  id: string;
  name: string;
  href: string;
}

type Labels = AccountProps['labels'];
type AuthField = 'email' | 'password';

function checkEmail(value: string, labels: Labels): string | undefined {
  if (!value.trim()) return labels.required;
  return isValidEmail(value.trim()) ? undefined : labels.invalidEmail;
}

/** The e-mail and password fields as the error summary lists them. */
const authFields = (labels: Labels, password = labels.password): SummaryField<AuthField>[] => [
  ['email', 'email', labels.email],
  ['password', 'password', password],
];

const NO_VALUES = { email: '', password: '' };

/**
 * What the page says after a form was posted before this island ran, or without script (the route
 * handled it, issue 16): what was typed in the e-mail field, and the refusal, if any, in words.
 */
export interface PostedForm {
  email?: string;
  notice?: string | null;
}

/** /sajat/regisztracio: e-mail and password; the answer is the same whether the address is taken. */
export function SignupForm({
  lang,
  labels,
  sent: posted = false,
  email: typed = '',
  notice = null,
}: AccountProps & PostedForm & { sent?: boolean }) {
  const [sent, setSent] = useState(posted);
  // The sign-up's proof is found while the visitor types (decision 0050).
  useEffect(() => prepareProof(), []);
  const { values, bind, form, validate } = useCheckedForm(
    { ...NO_VALUES, email: typed },
    (values): Errors<AuthField> => ({
      email: checkEmail(values.email, labels),
      password: checkNewPassword(values.password, labels),
    }),
  );
  const { email, password } = values;
  const { busy, error, run } = useSubmit();

  if (sent) {
    return (
      <div data-signup-sent="">
        <Notice>{labels.signupSent}</Notice>
      </div>
    );
  }
  return (
    <form
      ref={form.ref}
      method="post"
      noValidate
      className="card max-w-xl space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!validate()) return;
        void run(
          async () => {
            await callWithProof('signup', { body: { email, password, language: lang } }, { showLoading: true });
            setSent(true);
          },
          (failure) => refusal(failure, labels, lang, (message) => form.validate({ password: message })),
        );
      }}
    >
      {error || notice ? (
        <Notice tone="error" refusal>
          {error || notice}
        </Notice>
      ) : null}
      {form.failing ? <ErrorSummary lang={lang} errors={form.errors} fields={authFields(labels)} /> : null}
      <RequiredLegend lang={lang} />
      <EmailField {...bind('email')} labels={labels} />
      <PasswordField id="password" kind="new" labels={labels} {...bind('password')} label={labels.password} />
      <button type="submit" className="btn-primary btn-lg w-full" disabled={busy}>
        {labels.signupButton}
      </button>
    </form>
  );
}

export interface LoginFormProps extends AccountProps {
  providers: ProviderLink[];
  /** The e-mailed verification token (?verify=), confirmed only by pressing the button. */
  verifyToken: string | null;
  /** Where to go after login (?next=). */
  next: string | null;
  /** A failed OAuth round trip (?error=). */
  failure: string | null;
}

/**
 * /sajat/bejelentkezes: e-mail and password, or a configured provider. After login the user is
 * validated; a failed validation is only logged and the login still succeeds (spec section 8).
 */
export function LoginForm({
  lang,
  prefix,
  labels,
  providers,
  verifyToken,
  next,
  failure,
  email: typed = '',
  notice = null,
  verified = false,
  verifyNotice,
}: LoginFormProps & PostedForm & { verified?: boolean; verifyNotice?: string }) {
  const { busy, error, run } = useSubmit();
  // The button is never disabled while something is missing: pressing it says what (issue 16 point 4).
  const { values, bind, form, validate } = useCheckedForm(
    { ...NO_VALUES, email: typed },
    (values): Errors<AuthField> => ({
      email: checkEmail(values.email, labels),
      password: values.password ? undefined : labels.required,
    }),
  );
  const { email, password } = values;

  const login = async () => {
    await call('login', { body: { email, password } }, { showLoading: true });
    let target = safeNext(next, prefix);
    try {
      const { data } = await call('validateUser', { body: {} });
      if (!next && data.main_patients.length === 0) target = `${prefix}/sajat/elso-lepesek`;
    } catch (problem) {
      console.error('The user could not be validated after login', problem);
    }
    location.assign(target);
  };

  return (
    <div className="max-w-xl space-y-6">
      {failure ? (
        <Notice tone="error" refusal>
          {labels.errors[failure as keyof typeof labels.errors] ?? labels.errors.oauth_failed}
        </Notice>
      ) : null}
      {verifyToken ? (
        <EmailVerification
          lang={lang}
          labels={labels}
          token={verifyToken}
          verified={verified}
          notice={verifyNotice ?? ''}
        />
      ) : null}
      <form
        ref={form.ref}
        method="post"
        noValidate
        className="card space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!validate()) return;
          void run(login, (problem) => errorText(problem, labels, lang));
        }}
      >
        {error || notice ? (
          <Notice tone="error" refusal>
            {error || notice}
          </Notice>
        ) : null}
        {form.failing ? <ErrorSummary lang={lang} errors={form.errors} fields={authFields(labels)} /> : null}
        <RequiredLegend lang={lang} />
        <EmailField {...bind('email')} labels={labels} />
        <PasswordField id="password" kind="current" labels={labels} {...bind('password')} label={labels.password} />
        <button type="submit" className="btn-primary btn-lg w-full" disabled={busy}>
          {labels.loginButton}
        </button>
        <p className="text-sm">
          <a className="link" href={`${prefix}/sajat/jelszo-visszaallitas`}>
            {labels.forgotPassword}
          </a>
        </p>
      </form>
      {providers.length ? <ProviderLinks labels={labels} providers={providers} /> : null}
    </div>
  );
}

/**
 * The e-mailed link's confirmation (?verify=), done on the link's first visit (issue 25, decision 0054):
 * with script the page confirms at once, so one click in the mail is all it takes; without script (and
 * so for a mail scanner that fetches the link but runs nothing) it is a form with one button, which the
 * page answers itself. A link that no longer works says so and how to get a new one.
 */
function EmailVerification({
  lang,
  labels,
  token,
  verified: posted = false,
  notice = '',
}: {
  lang: AccountProps['lang'];
  labels: Labels;
  token: string;
  verified?: boolean;
  notice?: string;
}) {
  const [verified, setVerified] = useState(posted);
  const verify = useSubmit();
  const confirm = () =>
    void verify.run(
      async () => {
        await call('verifyEmail', { body: { token } }, { showLoading: true });
        setVerified(true);
      },
      (problem) => errorText(problem, labels, lang),
    );
  // The first visit confirms: once, and not again after the page itself answered the button.
  const started = useRef(posted || Boolean(notice));
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm();
  });
  if (verified) {
    return (
      <div data-verified="">
        <Notice>{labels.verified}</Notice>
      </div>
    );
  }
  const refused = verify.error || notice;
  return (
    <form
      method="post"
      className="card space-y-3"
      data-verify=""
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <h2 className="text-xl font-700 text-ink">{labels.verifyTitle}</h2>
      {refused ? (
        <Notice tone="error" refusal>
          {`${refused} ${labels.verifyAgain}`}
        </Notice>
      ) : null}
      {verify.busy ? <Notice>{labels.verifying}</Notice> : null}
      <input type="hidden" name="verify" value={token} />
      {refused ? null : (
        <button type="submit" className="btn-primary" disabled={verify.busy}>
          {labels.verifyButton}
        </button>
      )}
    </form>
  );
}

/** The configured providers' logins, each a link that starts its flow. */
function ProviderLinks({ labels, providers }: { labels: Labels; providers: ProviderLink[] }) {
  return (
    <section className="space-y-3" aria-label={labels.orWith}>
      <p className="text-center text-ink-muted">{labels.orWith}</p>
      {providers.map((provider) => (
        <a key={provider.id} href={provider.href} className="btn-secondary w-full" data-provider={provider.id}>
          {fill(labels.continueWith, { provider: provider.name })}
        </a>
      ))}
    </section>
  );
}

/** /sajat/jelszo-visszaallitas: ask for a link by e-mail, or (with ?token=) set the new password. */
export function ResetForm({
  lang,
  prefix,
  labels,
  token: linked,
  done: posted = false,
  email: typed = '',
  notice = null,
  linkInvalid = false,
}: AccountProps & PostedForm & { token: string | null; done?: boolean; linkInvalid?: boolean }) {
  const [done, setDone] = useState(posted);
  // A link that no longer works turns the page into the request for a new one, right there (issue 25).
  const [invalid, setInvalid] = useState(linkInvalid);
  const token = invalid ? null : linked;
  // One field: the new password with the link's token, else the address to send the link to.
  const { values, bind, form, validate } = useCheckedForm(
    { ...NO_VALUES, email: typed },
    (values): Errors<AuthField> =>
      token ? { password: checkNewPassword(values.password, labels) } : { email: checkEmail(values.email, labels) },
  );
  const { email, password } = values;
  const { busy, error, run } = useSubmit();

  if (done) {
    return (
      <div className="max-w-xl space-y-4" data-reset-done="">
        <Notice>{token ? labels.resetDone : labels.resetSent}</Notice>
        {token ? (
          <a className="btn-primary" href={`${prefix}/sajat/bejelentkezes`}>
            {labels.toLogin}
          </a>
        ) : null}
      </div>
    );
  }
  return (
    <form
      ref={form.ref}
      method="post"
      noValidate
      className="card max-w-xl space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!validate()) return;
        void run(
          async () => {
            const body = token ? { token, password } : { email };
            await call('resetPassword', { body }, { showLoading: true });
            setDone(true);
          },
          (problem) => {
            if (token && problem instanceof ApiError && problem.code === 'invalid_token') {
              setInvalid(true);
              return '';
            }
            return refusal(problem, labels, lang, (message) => form.validate({ password: message }));
          },
        );
      }}
    >
      {invalid && !(error || notice) ? (
        <Notice tone="error" refusal>
          {labels.resetLinkInvalid}
        </Notice>
      ) : null}
      {error || notice ? (
        <Notice tone="error" refusal>
          {error || notice}
        </Notice>
      ) : null}
      {form.failing ? (
        <ErrorSummary lang={lang} errors={form.errors} fields={authFields(labels, labels.newPassword)} />
      ) : null}
      <RequiredLegend lang={lang} />
      {token ? (
        <PasswordField id="password" kind="new" labels={labels} {...bind('password')} />
      ) : (
        <EmailField {...bind('email')} labels={labels} />
      )}
      <button type="submit" className="btn-primary btn-lg w-full" disabled={busy}>
        {token ? labels.resetSetButton : labels.resetRequestButton}
      </button>
    </form>
  );
}
