import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { AppointmentInvoice, AppointmentPerson } from '../../domain/person';
import { call } from '../../client/call';
import { budapestNow } from '../../domain/budapestTime';
import { type BasicDataField, requiredFields, validateBasicData } from '../../domain/personValidation';
import { ErrorSummary } from '../form/ErrorSummary';
import { Field, RequiredLegend } from '../form/Field';
import { browserRules, phoneCheckReady, warmPhoneCheck } from '../form/phoneCheck';
import { useFormErrors } from '../form/useFormErrors';
import { useMounted } from '../useMounted';
import { failureMessage, type ManageProps, SaveBar } from './shared';
import { manageCart, resetManageCart, startManageCart, updateManageCart } from './store';

type Text<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];
type PersonText = Text<AppointmentPerson>;
type InvoiceText = Text<AppointmentInvoice>;

const PERSON_FIELDS: [PersonText, string][] = [
  ['last_name', 'family-name'],
  ['first_name', 'given-name'],
  ['birth', 'bday'],
  ['birth_place', 'off'],
  ['mothers_name', 'off'],
  ['taj', 'off'],
  ['email', 'email'],
  ['phone_number', 'tel'],
  ['zip_code', 'postal-code'],
  ['city', 'address-level2'],
  ['address', 'street-address'],
];
const INVOICE_FIELDS: [InvoiceText, string][] = [
  ['invoice_name', 'name'],
  ['invoice_taxnumber', 'off'],
  ['invoice_zipcode', 'postal-code'],
  ['invoice_city', 'address-level2'],
  ['invoice_address', 'street-address'],
  ['invoice_notes', 'off'],
];
/** The fields in page order, for the error summary: the gender first, the TAJ or the id card number. */
const SUMMARY_ORDER: BasicDataField[] = [
  'gender',
  ...PERSON_FIELDS.flatMap(([key]): BasicDataField[] => (key === 'taj' ? ['taj', 'id_card_number'] : [key])),
  ...INVOICE_FIELDS.map(([key]) => key),
];
const INPUT_TYPES: Partial<Record<string, string>> = { birth: 'date', email: 'email', phone_number: 'tel' };

/**
 * /adatkitoltes/{hash}: the patient's and the invoice's details, prefilled from the booking, checked by
 * the booking form's own rules; saving (PUT person+invoice) leads to /adatmodositas-koszono/{hash}.
 */
export function ManageData({ lang, prefix, labels, booking, appointment }: ManageProps) {
  useSignals();
  const mounted = useMounted();
  const { errors, validate, recheck, ref, failing } = useFormErrors<BasicDataField>();
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  useEffect(() => void startManageCart(appointment), [appointment]);
  // Server render and hydration show the booking; the stored draft from then on.
  const draft = mounted && manageCart.value ? manageCart.value : appointment;
  const { person, invoice } = draft;
  const f = booking.fields;

  const check = (data = { person, invoice }) =>
    validateBasicData(data, lang, budapestNow(new Date()).date, browserRules);
  const required = requiredFields({ person, invoice });
  /** A changed draft: stored, and a shown message kept in step with it. */
  const update = (change: Parameters<typeof updateManageCart>[0]) => {
    updateManageCart(change);
    recheck(check({ person, invoice, ...change }));
  };
  const input = (key: BasicDataField, value: string, set: (value: string) => void, autoComplete: string) => (
    <Field key={key} id={key} label={f[key] ?? key} error={errors[key]} required={required.has(key)}>
      {(control) => (
        <input
          {...control}
          name={key}
          type={INPUT_TYPES[key] ?? 'text'}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => set(e.currentTarget.value)}
        />
      )}
    </Field>
  );

  const save = async () => {
    await phoneCheckReady();
    if (!validate(check())) return;
    setFailure('');
    setNotice('');
    try {
      const answer = await call(
        'changeBooking',
        { params: { hash: appointment.hash }, body: { person, invoice } },
        { showLoading: true },
      );
      // The same details saved again: nothing was written or mailed (issue 12), so no thank-you page.
      if (answer.unchanged) return setNotice(labels.unchanged);
      resetManageCart();
      location.assign(`${prefix}/adatmodositas-koszono/${appointment.hash}`);
    } catch (error) {
      setFailure(failureMessage(error, labels, lang));
    }
  };

  return (
    <form
      ref={ref}
      noValidate
      data-manage-data=""
      onFocus={warmPhoneCheck}
      onPointerDown={warmPhoneCheck}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="space-y-4">
        {failing ? (
          <ErrorSummary
            lang={lang}
            errors={errors}
            fields={SUMMARY_ORDER.map((key) => [key, key, f[key] ?? key] as const)}
          />
        ) : null}
        <RequiredLegend lang={lang} />
      </div>
      <fieldset className="mt-6 grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-xl font-700 text-ink">{booking.patientSection}</legend>
        <Field id="gender" label={f.gender ?? 'gender'} error={errors.gender} required={required.has('gender')}>
          {(control) => (
            <select
              {...control}
              name="gender"
              value={person.gender}
              onChange={(e) => update({ person: { ...person, gender: Number(e.currentTarget.value) } })}
            >
              {booking.genders.map((label, value) => (
                <option key={value} value={value} disabled={value === 0}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {PERSON_FIELDS.map(
          ([field, auto]) => [person.state === 'HUN' || field !== 'taj' ? field : 'id_card_number', auto] as const,
        ).map(([key, auto]) =>
          input(key, person[key], (value) => update({ person: { ...person, [key]: value } }), auto),
        )}
      </fieldset>
      <fieldset className="mt-8 grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-xl font-700 text-ink">{booking.invoiceSection}</legend>
        {INVOICE_FIELDS.map(([key, auto]) =>
          input(key, invoice[key], (value) => update({ invoice: { ...invoice, [key]: value } }), auto),
        )}
      </fieldset>
      <SaveBar label={labels.saveData} submit notice={notice} error={failure} />
    </form>
  );
}
