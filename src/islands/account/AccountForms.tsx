import { useState } from 'react';
import { call } from '../../client/call';
import type { AccountChange } from '../../domain/api';
import { budapestNow } from '../../domain/budapestTime';
import { type AppointmentPerson, emptyInvoice, emptyPerson } from '../../domain/person';
import { type BasicDataField, requiredFields, validatePerson } from '../../domain/personValidation';
import { isVisibleText } from '../../domain/visibleText';
import type { BookingMessages } from '../../i18n/bookingMessages';
import type { Lang } from '../../i18n/lang';
import { personMessages } from '../../i18n/personMessages';
import { ErrorSummary, type SummaryField } from '../form/ErrorSummary';
import { browserRules, phoneCheckReady, warmPhoneCheck } from '../form/phoneCheck';
import { RequiredLegend, TextField } from '../form/Field';
import { type Errors, useCheckedForm, useFormErrors } from '../form/useFormErrors';
import { PERSON_FIELD_ORDER, PersonFields, townOf } from '../booking/PersonFields';
import { Notice } from '../booking/shared';
import { type AccountProps, checkNewPassword, errorText, PasswordField, refusal, useSubmit } from './shared';

export interface MainPatientFormProps extends AccountProps {
  booking: Pick<BookingMessages, 'fields' | 'genders' | 'patientSection' | 'addressSection'>;
  /** The saved main patient, or null on the first-steps page. */
  patient: { id: number; person: AppointmentPerson } | null;
  /** Pre-fills the e-mail field of a new patient. */
  email: string;
}

/**
 * The main patient (one per account): created on /sajat/elso-lepesek, changed on /sajat/profilom.
 * The same fields and rules as the booking's basic-data step; the booking form is pre-filled from it.
 */
export function MainPatientForm({ lang, prefix, labels, booking, patient, email }: MainPatientFormProps) {
  const [person, setPerson] = useState<AppointmentPerson>(patient?.person ?? { ...emptyPerson(), email });
  const { errors, setErrors, validate, recheck, ref, failing } = useFormErrors<BasicDataField>();
  const [saved, setSaved] = useState(false);
  const { busy, error, run } = useSubmit();
  const check = (value: AppointmentPerson) => validatePerson(value, lang, budapestNow(new Date()).date, browserRules);

  const set = <K extends keyof AppointmentPerson>(key: K, value: AppointmentPerson[K]) => {
    setSaved(false);
    const next = { ...person, [key]: value };
    setPerson(next);
    recheck(check(next));
  };
  const blur = async (field: BasicDataField) => {
    if (field === 'phone_number') await phoneCheckReady();
    setErrors((current) => ({ ...current, [field]: check(person)[field] }));
  };
  const lookUpCity = async (zip: string) => {
    const name = await townOf(zip);
    if (name) setPerson((current) => (current.city ? current : { ...current, city: name }));
  };
  const f = booking.fields;

  return (
    <form
      ref={ref}
      noValidate
      data-main-patient=""
      onFocus={warmPhoneCheck}
      onPointerDown={warmPhoneCheck}
      onSubmit={async (event) => {
        event.preventDefault();
        await phoneCheckReady();
        if (!validate(check(person))) return;
        void run(
          async () => {
            if (patient) {
              await call(
                'changePatient',
                { params: { patientId: String(patient.id) }, body: { person } },
                { showLoading: true },
              );
              setSaved(true);
            } else {
              await call('addPatient', { body: { person } }, { showLoading: true });
              location.assign(`${prefix}/sajat`);
            }
          },
          (problem) => errorText(problem, labels, lang),
        );
      }}
    >
      <div className="space-y-4">
        {error ? (
          <Notice tone="error" refusal>
            {error}
          </Notice>
        ) : null}
        {failing ? (
          <ErrorSummary
            lang={lang}
            errors={errors}
            fields={PERSON_FIELD_ORDER.map((key): SummaryField<BasicDataField> => [key, key, f[key] ?? key])}
          />
        ) : null}
        {saved ? <Notice>{labels.patientSaved}</Notice> : null}
        <RequiredLegend lang={lang} />
      </div>
      <PersonFields
        lang={lang}
        labels={booking}
        person={person}
        errors={errors}
        required={requiredFields({ person, invoice: emptyInvoice() })}
        set={set}
        blur={blur}
        onPostalCode={(zip) => void lookUpCity(zip)}
      />
      <div className="mt-8 flex justify-end border-t border-brand-100 pt-6">
        <button type="submit" className="btn-primary btn-lg" disabled={busy}>
          {patient ? labels.savePatient : labels.createPatient}
        </button>
      </div>
    </form>
  );
}

export interface ProfileFormProps extends AccountProps {
  user: { id: number; username: string; email: string; language: 'hu' | 'en'; hasPassword: boolean };
}

const putUser = (id: number, body: AccountChange) =>
  call('changeUser', { params: { userId: String(id) }, body }, { showLoading: true });

/** The account name's message, by the server's rules: trimmed, then the one text rule (issue 24 point 5). */
function usernameError(value: string, lang: Lang, labels: AccountProps['labels']): string | undefined {
  const name = value.trim();
  if (!name) return labels.required;
  return isVisibleText(name) ? undefined : personMessages(lang).invalidCharacters;
}

/** /sajat/profilom, first: the account's display name and the language of its e-mails. */
export function AccountSettings({ lang, labels, user }: ProfileFormProps) {
  const [language, setLanguage] = useState(user.language);
  const [saved, setSaved] = useState(false);
  const account = useSubmit();
  const { values, change, form, validate } = useCheckedForm(
    { username: user.username },
    (values): Errors<'username'> => ({ username: usernameError(values.username, lang, labels) }),
  );
  const { username } = values;
  const put = (body: AccountChange) => putUser(user.id, body);
  return (
    <form
      ref={form.ref}
      noValidate
      className="card space-y-4"
      data-profile-account=""
      onSubmit={(event) => {
        event.preventDefault();
        if (!validate()) return;
        void account.run(
          async () => {
            await put({ username, language });
            setSaved(true);
          },
          (problem) => errorText(problem, labels, lang),
        );
      }}
    >
      <h2 className="text-xl font-700 text-ink">{labels.account}</h2>
      {account.error ? (
        <Notice tone="error" refusal>
          {account.error}
        </Notice>
      ) : null}
      {form.failing ? (
        <ErrorSummary lang={lang} errors={form.errors} fields={[['username', 'username', labels.username]]} />
      ) : null}
      {saved ? <Notice>{labels.accountSaved}</Notice> : null}
      <RequiredLegend lang={lang} />
      <p className="text-ink-soft break-anywhere">
        {labels.email}: <strong className="text-ink">{user.email}</strong>
      </p>
      <TextField
        name="username"
        label={labels.username}
        value={username}
        error={form.errors.username}
        required
        autoComplete="nickname"
        onChange={(value) => {
          setSaved(false);
          change('username')(value);
        }}
      />
      <label className="block">
        <span className="mb-1 block text-sm font-600 text-ink">{labels.language}</span>
        <select
          className="input w-full"
          value={language}
          onChange={(e) => setLanguage(e.currentTarget.value as 'hu' | 'en')}
        >
          <option value="hu">Magyar</option>
          <option value="en">English</option>
        </select>
      </label>
      <button type="submit" className="btn-primary" disabled={account.busy}>
        {labels.saveAccount}
      </button>
    </form>
  );
}

type PasswordChange = 'current-password' | 'new-password';

/** /sajat/profilom, last: changing the password and deleting the account. */
export function AccountSecurity(props: ProfileFormProps) {
  return (
    <div className="space-y-8">
      <PasswordChangeForm {...props} />
      <AccountDeletion {...props} />
    </div>
  );
}

/** A new password; the current one too, unless the account was made by another provider's login. */
function PasswordChangeForm({ lang, labels, user }: ProfileFormProps) {
  const [changed, setChanged] = useState(false);
  const password = useSubmit();
  const passwords = useCheckedForm(
    { 'current-password': '', 'new-password': '' },
    (values): Errors<PasswordChange> => ({
      // An account made by another provider's login has no password to give.
      'current-password': user.hasPassword && !values['current-password'] ? labels.required : undefined,
      'new-password': checkNewPassword(values['new-password'], labels),
    }),
  );
  const put = (body: AccountChange) => putUser(user.id, body);

  return (
    <form
      ref={passwords.form.ref}
      noValidate
      className="card space-y-4"
      data-profile-password=""
      onSubmit={(event) => {
        event.preventDefault();
        if (!passwords.validate()) return;
        void password.run(
          async () => {
            await put({
              current_password: passwords.values['current-password'],
              new_password: passwords.values['new-password'],
            });
            passwords.setValues({ 'current-password': '', 'new-password': '' });
            setChanged(true);
          },
          (problem) =>
            refusal(problem, labels, lang, (message) => passwords.form.validate({ 'new-password': message })),
        );
      }}
    >
      <h2 className="text-xl font-700 text-ink">{labels.changePassword}</h2>
      {password.error ? (
        <Notice tone="error" refusal>
          {password.error}
        </Notice>
      ) : null}
      {passwords.form.failing ? (
        <ErrorSummary
          lang={lang}
          errors={passwords.form.errors}
          fields={[
            ['current-password', 'current-password', labels.currentPassword],
            ['new-password', 'new-password', labels.newPassword],
          ]}
        />
      ) : null}
      {changed ? <Notice>{labels.passwordChanged}</Notice> : null}
      <RequiredLegend lang={lang} />
      {user.hasPassword ? (
        <PasswordField id="current-password" kind="current" labels={labels} {...passwords.bind('current-password')} />
      ) : null}
      <PasswordField id="new-password" kind="new" labels={labels} {...passwords.bind('new-password')} />
      <button type="submit" className="btn-primary" disabled={password.busy}>
        {labels.changePassword}
      </button>
    </form>
  );
}

/** Deleting the account, confirmed with its password where it has one; then back to the home page. */
function AccountDeletion({ lang, prefix, labels, user }: ProfileFormProps) {
  const removal = useSubmit();
  const removing = useCheckedForm({ 'delete-password': '' }, (values): Errors<'delete-password'> => ({
    'delete-password': user.hasPassword && !values['delete-password'] ? labels.required : undefined,
  }));

  return (
    <form
      ref={removing.form.ref}
      noValidate
      className="card space-y-4 ring-1 ring-accent-200"
      data-profile-delete=""
      onSubmit={(event) => {
        event.preventDefault();
        if (!removing.validate()) return;
        void removal.run(
          async () => {
            await call(
              'deleteUser',
              { params: { userId: String(user.id) }, body: { password: removing.values['delete-password'] } },
              { showLoading: true },
            );
            location.assign(prefix || '/');
          },
          (problem) => errorText(problem, labels, lang),
        );
      }}
    >
      <h2 className="text-xl font-700 text-ink">{labels.deleteAccount}</h2>
      <p className="text-ink-soft">{labels.deleteWarning}</p>
      {removal.error ? (
        <Notice tone="error" refusal>
          {removal.error}
        </Notice>
      ) : null}
      {removing.form.failing ? (
        <ErrorSummary
          lang={lang}
          errors={removing.form.errors}
          fields={[['delete-password', 'delete-password', labels.currentPassword]]}
        />
      ) : null}
      {user.hasPassword ? (
        <>
          <RequiredLegend lang={lang} />
          <PasswordField id="delete-password" kind="current" labels={labels} {...removing.bind('delete-password')} />
        </>
      ) : null}
      <button type="submit" className="btn-secondary text-accent-700" disabled={removal.busy}>
        {labels.deleteButton}
      </button>
    </form>
  );
}
