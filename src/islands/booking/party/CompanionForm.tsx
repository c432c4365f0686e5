import type { AppointmentPerson } from '../../../domain/person';
import { companionRequired } from '../../../domain/companionValidation';
import type { BasicDataField, FieldErrors } from '../../../domain/personValidation';
import type { BookingMessages } from '../../../i18n/bookingMessages';
import type { Lang } from '../../../i18n/lang';
import { Field } from '../../form/Field';
import { CountryField, GenderField } from '../PersonFields';

type Text = {
  [K in keyof AppointmentPerson]: AppointmentPerson[K] extends string ? K : never;
}[keyof AppointmentPerson];

export type CompanionLabels = Pick<BookingMessages, 'fields' | 'genders'>;

/** A person's fields in the order the form shows them: the error summary lists them so. */
export const COMPANION_FIELD_ORDER = [
  'last_name',
  'first_name',
  'gender',
  'birth',
  'state',
  'taj',
  'id_card_number',
  'birth_place',
  'mothers_name',
  'email',
  'phone_number',
  'zip_code',
  'city',
  'address',
] as const satisfies readonly BasicDataField[];

/**
 * A family member's own fields (docs/decisions/0048): name, gender, birth, citizenship, TAJ number (or
 * identity document), birth place and mother's name, and, unless they live with the booker, contact and
 * address. The booking's other people and the account's saved family members use it; `ids` prefixes
 * every field's id so several forms can stand on one page.
 */
export function CompanionForm({
  lang,
  labels,
  ids,
  person: p,
  errors,
  sharesHome,
  sharesHomeLabel,
  set,
  onSharesHome,
}: {
  lang: Lang;
  labels: CompanionLabels;
  ids: string;
  person: AppointmentPerson;
  errors: FieldErrors;
  sharesHome: boolean;
  sharesHomeLabel: string;
  set: <K extends keyof AppointmentPerson>(field: K, value: AppointmentPerson[K]) => void;
  onSharesHome: (shares: boolean) => void;
}) {
  const f = labels.fields;
  const id = (field: string) => `${ids}-${field}`;
  // Marked as the booker's are (issue 25): the same rules say what this person must fill in.
  const required = companionRequired(p);
  const text = (field: Text, extra: Record<string, string> = {}) => (
    <Field id={id(field)} label={f[field]!} error={errors[field]} required={required.has(field)}>
      {(control) => (
        <input
          {...control}
          {...extra}
          name={id(field)}
          autoComplete="off"
          value={p[field]}
          onChange={(event) => set(field, event.currentTarget.value)}
        />
      )}
    </Field>
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('last_name')}
        {text('first_name')}
        <GenderField
          id={id('gender')}
          labels={labels}
          value={p.gender}
          error={errors.gender}
          required={required.has('gender')}
          onChange={(value) => set('gender', value)}
        />
        {text('birth', { type: 'date' })}
        <CountryField
          id={id('state')}
          lang={lang}
          label={f.state!}
          value={p.state}
          error={errors.state}
          required={required.has('state')}
          onChange={(value) => set('state', value)}
        />
        {p.state === 'HUN' ? text('taj', { inputMode: 'numeric', placeholder: '123 456 789' }) : text('id_card_number')}
        {text('birth_place')}
        {text('mothers_name')}
      </div>
      <label className="flex min-h-11 items-start gap-2">
        <input
          type="checkbox"
          className="mt-1"
          name={id('shares-home')}
          checked={sharesHome}
          onChange={(event) => onSharesHome(event.currentTarget.checked)}
        />
        <span>{sharesHomeLabel}</span>
      </label>
      {sharesHome ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          {text('email', { type: 'email', inputMode: 'email' })}
          {text('phone_number', { type: 'tel', inputMode: 'tel', placeholder: '+36 30 123 4567' })}
          {text('zip_code', { inputMode: 'numeric' })}
          {text('city')}
          <div className="sm:col-span-2">{text('address')}</div>
        </div>
      )}
    </>
  );
}
