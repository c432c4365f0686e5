import { useState } from 'react';
import { call } from '../../client/call';
import type { AccountChange } from '../../domain/api';
import { budapestNow } from '../../domain/budapestTime';
import { type AppointmentPerson, emptyPerson } from '../../domain/person';
import { type BasicDataField, type FieldErrors, validatePerson } from '../../domain/personValidation';
import type { BookingMessages } from '../../i18n/bookingMessages';
import { TextField } from '../booking/Field';
import { PersonFields, townOf } from '../booking/PersonFields';
import { Notice } from '../booking/shared';
import { type AccountProps, errorText, PasswordField, useSubmit } from './shared';

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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const { busy, error, run } = useSubmit();
  const check = (value: AppointmentPerson) => validatePerson(value, lang, budapestNow(new Date()).date);

  const set = <K extends keyof AppointmentPerson>(key: K, value: AppointmentPerson[K]) => {
    setSaved(false);
    setPerson((current) => ({ ...current, [key]: value }));
  };
  const blur = (field: BasicDataField) => setErrors((current) => ({ ...current, [field]: check(person)[field] }));
  const lookUpCity = async (zip: string) => {
    const name = await townOf(zip);
    if (name) setPerson((current) => (current.city ? current : { ...current, city: name }));
  };

  return (
    <form
      noValidate
      data-main-patient=""
      onSubmit={(event) => {
        event.preventDefault();
        const found = check(person);
        setErrors(found);
        const first = Object.keys(found)[0];
        if (first) return document.getElementById(first)?.focus();
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
      {error ? <Notice tone="error">{error}</Notice> : null}
      {Object.values(errors).some(Boolean) ? <Notice tone="error">{labels.fixErrors}</Notice> : null}
      {saved ? <Notice>{labels.patientSaved}</Notice> : null}
      <PersonFields
        lang={lang}
        labels={booking}
        person={person}
        errors={errors}
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

/** /sajat/profilom, first: the account's display name and the language of its e-mails. */
export function AccountSettings({ lang, labels, user }: ProfileFormProps) {
  const [username, setUsername] = useState(user.username);
  const [language, setLanguage] = useState(user.language);
  const [saved, setSaved] = useState(false);
  const account = useSubmit();
  const put = (body: AccountChange) => putUser(user.id, body);
  return (
    <form
      noValidate
      className="card space-y-4"
      data-profile-account=""
      onSubmit={(event) => {
        event.preventDefault();
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
      {account.error ? <Notice tone="error">{account.error}</Notice> : null}
      {saved ? <Notice>{labels.accountSaved}</Notice> : null}
      <p className="text-ink-soft break-anywhere">
        {labels.email}: <strong className="text-ink">{user.email}</strong>
      </p>
      <TextField
        name="username"
        label={labels.username}
        value={username}
        autoComplete="nickname"
        onChange={setUsername}
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
      <button type="submit" className="btn-primary" disabled={account.busy || !username.trim()}>
        {labels.saveAccount}
      </button>
    </form>
  );
}

/** /sajat/profilom, last: changing the password and deleting the account. */
export function AccountSecurity({ lang, prefix, labels, user }: ProfileFormProps) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [deletePassword, setDeletePassword] = useState('');
  const [changed, setChanged] = useState(false);
  const password = useSubmit();
  const removal = useSubmit();
  const put = (body: AccountChange) => putUser(user.id, body);

  return (
    <div className="space-y-8">
      <form
        noValidate
        className="card space-y-4"
        data-profile-password=""
        onSubmit={(event) => {
          event.preventDefault();
          void password.run(
            async () => {
              await put({ current_password: current, new_password: next });
              setCurrent('');
              setNext('');
              setChanged(true);
            },
            (problem) => errorText(problem, labels, lang),
          );
        }}
      >
        <h2 className="text-xl font-700 text-ink">{labels.changePassword}</h2>
        {password.error ? <Notice tone="error">{password.error}</Notice> : null}
        {changed ? <Notice>{labels.passwordChanged}</Notice> : null}
        {user.hasPassword ? (
          <PasswordField id="current-password" kind="current" labels={labels} value={current} onChange={setCurrent} />
        ) : null}
        <PasswordField id="new-password" kind="new" labels={labels} value={next} onChange={setNext} />
        <button type="submit" className="btn-primary" disabled={password.busy || !next}>
          {labels.changePassword}
        </button>
      </form>

      <form
        noValidate
        className="card space-y-4 ring-1 ring-accent-200"
        data-profile-delete=""
        onSubmit={(event) => {
          event.preventDefault();
          void removal.run(
            async () => {
              await call(
                'deleteUser',
                { params: { userId: String(user.id) }, body: { password: deletePassword } },
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
        {removal.error ? <Notice tone="error">{removal.error}</Notice> : null}
        {user.hasPassword ? (
          <PasswordField
            id="delete-password"
            kind="current"
            labels={labels}
            value={deletePassword}
            onChange={setDeletePassword}
          />
        ) : null}
        <button
          type="submit"
          className="btn-secondary text-accent-700"
          disabled={removal.busy || (user.hasPassword && !deletePassword)}
        >
          {labels.deleteButton}
        </button>
      </form>
    </div>
  );
}
