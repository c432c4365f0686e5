import type { AppointmentPerson } from '../../domain/person';
import { call } from '../../client/call';
import type { BasicDataField, FieldErrors } from '../../domain/personValidation';
import type { BookingMessages } from '../../i18n/bookingMessages';
import type { Lang } from '../../i18n/lang';
import { Field, TextField } from '../form/Field';

/** Citizenships offered (ISO 3166-1 alpha-3, the `state` field; alpha-2 for the names Intl knows). */
const COUNTRIES: [string, string][] = [
  ['HUN', 'HU'],
  ['AUT', 'AT'],
  ['CHN', 'CN'],
  ['CZE', 'CZ'],
  ['DEU', 'DE'],
  ['ESP', 'ES'],
  ['FRA', 'FR'],
  ['GBR', 'GB'],
  ['HRV', 'HR'],
  ['IRL', 'IE'],
  ['ITA', 'IT'],
  ['NLD', 'NL'],
  ['POL', 'PL'],
  ['ROU', 'RO'],
  ['SRB', 'RS'],
  ['SVK', 'SK'],
  ['SVN', 'SI'],
  ['TUR', 'TR'],
  ['UKR', 'UA'],
  ['USA', 'US'],
];

function countryOptions(lang: string): [string, string][] {
  const names = new Intl.DisplayNames([lang === 'hu' ? 'hu' : 'en'], { type: 'region' });
  const [home, ...rest] = COUNTRIES.map(([alpha3, alpha2]): [string, string] => [alpha3, names.of(alpha2) ?? alpha3]);
  return [home!, ...rest.sort((a, b) => a[1].localeCompare(b[1], lang))];
}

type PersonText = {
  [K in keyof AppointmentPerson]: AppointmentPerson[K] extends string ? K : never;
}[keyof AppointmentPerson];

/** The town of a Hungarian postal code (the settlements reference data), or nothing. Never fails. */
export async function townOf(zip: string): Promise<string | undefined> {
  if (!/^\d{4}$/.test(zip)) return undefined;
  try {
    const { data } = await call('postalCode', { params: { code: zip } });
    return data.settlements[0]?.name;
  } catch {
    return undefined;
  }
}

export interface PersonFieldsProps {
  lang: Lang;
  labels: Pick<BookingMessages, 'fields' | 'genders' | 'patientSection' | 'addressSection'>;
  person: AppointmentPerson;
  errors: FieldErrors;
  /** The fields that must be filled in (domain/personValidation.ts requiredFields). */
  required: ReadonlySet<BasicDataField>;
  set: <K extends keyof AppointmentPerson>(key: K, value: AppointmentPerson[K]) => void;
  blur: (field: BasicDataField) => void;
  /** A postal code was typed: the caller may fill in the town. */
  onPostalCode?: (zip: string) => void;
}

/** The patient's fields in the order the form shows them: the error summary lists them so. */
export const PERSON_FIELD_ORDER = [
  'last_name',
  'first_name',
  'gender',
  'birth',
  'birth_place',
  'mothers_name',
  'state',
  'taj',
  'id_card_number',
  'email',
  'phone_number',
  'zip_code',
  'city',
  'address',
] as const satisfies readonly BasicDataField[];

/**
 * The patient's own fields (name, birth, citizenship, TAJ or id card, contact, address): the booking's
 * basic-data step and the account's main patient use the same form and the same rules.
 */
export function PersonFields({
  lang,
  labels,
  person: p,
  errors,
  required,
  set,
  blur,
  onPostalCode,
}: PersonFieldsProps) {
  const f = labels.fields;
  const text = (key: PersonText, autoComplete: string, extra: Record<string, string> = {}) => (
    <TextField
      name={key}
      label={f[key]!}
      error={errors[key]}
      required={required.has(key)}
      value={p[key]}
      autoComplete={autoComplete}
      extra={extra}
      onChange={(value) => set(key, value)}
      onBlur={() => blur(key)}
    />
  );
  return (
    <>
      <fieldset className="mt-6 grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-xl font-700 text-ink">{labels.patientSection}</legend>
        {text('last_name', 'family-name')}
        {text('first_name', 'given-name')}
        <GenderField
          id="gender"
          labels={labels}
          value={p.gender}
          error={errors.gender}
          required={required.has('gender')}
          onChange={(value) => set('gender', value)}
          onBlur={() => blur('gender')}
        />
        {text('birth', 'bday', { type: 'date' })}
        {text('birth_place', 'off')}
        {text('mothers_name', 'off')}
        <CountryField
          id="state"
          lang={lang}
          label={f.state!}
          value={p.state}
          error={errors.state}
          required={required.has('state')}
          autoComplete="country"
          onChange={(value) => set('state', value)}
        />
        {p.state === 'HUN'
          ? text('taj', 'off', { inputMode: 'numeric', placeholder: '123 456 789' })
          : text('id_card_number', 'off')}
        {text('email', 'email', { type: 'email', inputMode: 'email' })}
        {text('phone_number', 'tel', { type: 'tel', inputMode: 'tel', placeholder: '+36 30 123 4567' })}
      </fieldset>
      <fieldset className="mt-8 grid gap-4 sm:grid-cols-[10rem_1fr]">
        <legend className="mb-2 text-xl font-700 text-ink">{labels.addressSection}</legend>
        <Field id="zip_code" label={f.zip_code!} error={errors.zip_code} required={required.has('zip_code')}>
          {(control) => (
            <input
              {...control}
              name="zip_code"
              autoComplete="postal-code"
              inputMode="numeric"
              value={p.zip_code}
              onChange={(e) => {
                set('zip_code', e.currentTarget.value);
                onPostalCode?.(e.currentTarget.value.trim());
              }}
              onBlur={() => blur('zip_code')}
            />
          )}
        </Field>
        {text('city', 'address-level2')}
        <div className="sm:col-span-2">{text('address', 'street-address')}</div>
      </fieldset>
    </>
  );
}

/** The sex select (spec section 3: 0 is unset and cannot be chosen again). */
export function GenderField({
  id,
  labels,
  value,
  error,
  required,
  onChange,
  onBlur,
}: {
  id: string;
  labels: Pick<BookingMessages, 'fields' | 'genders'>;
  value: number;
  error?: string;
  required?: boolean;
  onChange: (value: number) => void;
  onBlur?: () => void;
}) {
  return (
    <Field id={id} label={labels.fields.gender!} error={error} required={required}>
      {(control) => (
        <select
          {...control}
          name={id}
          value={value}
          onChange={(e) => onChange(Number(e.currentTarget.value))}
          onBlur={onBlur}
        >
          {labels.genders.map((label, option) => (
            <option key={option} value={option} disabled={option === 0}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The citizenship select (the `state` field): Hungary first, then the others by name. */
export function CountryField({
  id,
  lang,
  label,
  value,
  error,
  required,
  autoComplete = 'off',
  onChange,
}: {
  id: string;
  lang: Lang;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  autoComplete?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} error={error} required={required}>
      {(control) => (
        <select
          {...control}
          name={id}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {countryOptions(lang).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
