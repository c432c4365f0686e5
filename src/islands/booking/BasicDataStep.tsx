import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { AppointmentInvoice, AppointmentPerson } from '../../backends/lab/bookingPort';
import { api } from '../../client/http';
import { budapestNow } from '../../domain/budapestTime';
import { INVOICE_TYPE_COMPANY, INVOICE_TYPE_PRIVATE } from '../../domain/person';
import { validateBasicData, type BasicDataField, type FieldErrors } from '../../domain/personValidation';
import { cart, updateCart } from '../cart/store';
import { Field } from './Field';
import { stepHref, useStepGate } from './gate';
import { effectiveInvoice, invoice, invoiceToPatient, person } from './personStore';
import { Notice, type StepProps } from './shared';

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
type InvoiceText = {
  [K in keyof AppointmentInvoice]: AppointmentInvoice[K] extends string ? K : never;
}[keyof AppointmentInvoice];

/**
 * /idopontfoglalas-alapadatok: the patient's and the invoice's details. Messages appear next to the
 * field in the page's language; everything typed is kept in sessionStorage, so a reload or a failed
 * submit loses nothing. Passing sets the cart's `validated` flag (the summary's gate).
 */
export function BasicDataStep({ lang, prefix, labels }: StepProps) {
  useSignals();
  const open = useStepGate('basicData', prefix);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  if (!open) return null;
  const f = labels.fields;
  const p = person.value;
  const inv = invoice.value;

  const check = () => {
    const data = { person: person.value, invoice: effectiveInvoice() };
    const found = validateBasicData(data, lang, budapestNow(new Date()).date);
    // With the invoice going to the patient, the copied invoice fields are the patient's own.
    if (invoiceToPatient.value && invoice.value.invoice_type === INVOICE_TYPE_PRIVATE) {
      for (const key of ['invoice_name', 'invoice_zipcode', 'invoice_city', 'invoice_address'] as const)
        delete found[key];
    }
    return found;
  };
  const changed = () => {
    if (cart.value.validated) updateCart((current) => ({ ...current, validated: false }));
    if (submitted) setErrors(check());
  };
  const setPerson = <K extends keyof AppointmentPerson>(key: K, value: AppointmentPerson[K]) => {
    person.value = { ...person.value, [key]: value };
    changed();
  };
  const setInvoice = <K extends keyof AppointmentInvoice>(key: K, value: AppointmentInvoice[K]) => {
    invoice.value = { ...invoice.value, [key]: value };
    changed();
  };
  const blur = (field: BasicDataField) => setErrors((current) => ({ ...current, [field]: check()[field] }));
  const lookUpPostalCode = (zip: string, target: 'city' | 'invoice_city') => {
    if (!/^\d{4}$/.test(zip)) return;
    api<{ data: { settlements: { name: string }[] } }>(`/api/settlements/postal/${zip}`)
      .then(({ data }) => {
        const name = data.settlements[0]?.name;
        if (!name) return;
        if (target === 'city' && !person.value.city) setPerson('city', name);
        if (target === 'invoice_city' && !invoice.value.invoice_city) setInvoice('invoice_city', name);
      })
      .catch(() => undefined);
  };

  const input = (
    key: PersonText | InvoiceText,
    value: string,
    set: (value: string) => void,
    autoComplete: string,
    extra: Record<string, string>,
  ) => (
    <Field id={key} label={f[key]!} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          {...extra}
          name={key}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => set(e.currentTarget.value)}
          onBlur={() => blur(key)}
        />
      )}
    </Field>
  );
  const text = (key: PersonText, autoComplete: string, extra: Record<string, string> = {}) =>
    input(key, p[key], (value) => setPerson(key, value), autoComplete, extra);
  const invoiceText = (key: InvoiceText, autoComplete: string, extra: Record<string, string> = {}) =>
    input(key, inv[key], (value) => setInvoice(key, value), autoComplete, extra);
  const separateInvoice = !invoiceToPatient.value || inv.invoice_type === INVOICE_TYPE_COMPANY;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        const found = check();
        setErrors(found);
        const first = Object.keys(found)[0];
        if (first) return document.getElementById(first)?.focus();
        updateCart((current) => ({ ...current, validated: true }));
        location.assign(stepHref(prefix, 'summary'));
      }}
    >
      {submitted && Object.keys(errors).some((key) => errors[key as BasicDataField]) ? (
        <Notice tone="error">{labels.fixErrors}</Notice>
      ) : null}
      <fieldset className="mt-6 grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-xl font-700 text-ink">{labels.patientSection}</legend>
        {text('last_name', 'family-name')}
        {text('first_name', 'given-name')}
        <Field id="gender" label={f.gender!} error={errors.gender}>
          {(control) => (
            <select
              {...control}
              name="gender"
              value={p.gender}
              onChange={(e) => setPerson('gender', Number(e.currentTarget.value))}
              onBlur={() => blur('gender')}
            >
              {labels.genders.map((label, value) => (
                <option key={value} value={value} disabled={value === 0}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('birth', 'bday', { type: 'date' })}
        {text('birth_place', 'off')}
        {text('mothers_name', 'off')}
        <Field id="state" label={f.state!} error={errors.state}>
          {(control) => (
            <select
              {...control}
              name="state"
              autoComplete="country"
              value={p.state}
              onChange={(e) => setPerson('state', e.currentTarget.value)}
            >
              {countryOptions(lang).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {p.state === 'HUN'
          ? text('taj', 'off', { inputMode: 'numeric', placeholder: '123 456 789' })
          : text('id_card_number', 'off')}
        {text('email', 'email', { type: 'email', inputMode: 'email' })}
        {text('phone_number', 'tel', { type: 'tel', inputMode: 'tel', placeholder: '+36 30 123 4567' })}
      </fieldset>
      <fieldset className="mt-8 grid gap-4 sm:grid-cols-[10rem_1fr]">
        <legend className="mb-2 text-xl font-700 text-ink">{labels.addressSection}</legend>
        <Field id="zip_code" label={f.zip_code!} error={errors.zip_code}>
          {(control) => (
            <input
              {...control}
              name="zip_code"
              autoComplete="postal-code"
              inputMode="numeric"
              value={p.zip_code}
              onChange={(e) => {
                setPerson('zip_code', e.currentTarget.value);
                lookUpPostalCode(e.currentTarget.value.trim(), 'city');
              }}
              onBlur={() => blur('zip_code')}
            />
          )}
        </Field>
        {text('city', 'address-level2')}
        <div className="sm:col-span-2">{text('address', 'street-address')}</div>
      </fieldset>
      <fieldset className="mt-8 space-y-4">
        <legend className="mb-2 text-xl font-700 text-ink">{labels.invoiceSection}</legend>
        <div className="flex flex-wrap gap-4" role="radiogroup" aria-label={f.invoice_type}>
          {[
            [INVOICE_TYPE_PRIVATE, labels.invoicePrivate],
            [INVOICE_TYPE_COMPANY, labels.invoiceCompany],
          ].map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="invoice_type"
                checked={inv.invoice_type === value}
                onChange={() => setInvoice('invoice_type', Number(value))}
              />
              {label}
            </label>
          ))}
        </div>
        {inv.invoice_type === INVOICE_TYPE_PRIVATE ? (
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              checked={invoiceToPatient.value}
              onChange={(e) => ((invoiceToPatient.value = e.currentTarget.checked), changed())}
            />
            {labels.sameAsPatient}
          </label>
        ) : null}
        {separateInvoice ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {invoiceText('invoice_name', inv.invoice_type === INVOICE_TYPE_COMPANY ? 'organization' : 'name')}
            {invoiceText('invoice_taxnumber', 'off')}
            {invoiceText('invoice_zipcode', 'postal-code', { inputMode: 'numeric' })}
            {invoiceText('invoice_city', 'address-level2')}
            <div className="sm:col-span-2">{invoiceText('invoice_address', 'street-address')}</div>
          </div>
        ) : null}
        {invoiceText('invoice_notes', 'off')}
      </fieldset>
      <label className="mt-6 flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-1"
          name="dm"
          checked={p.dm}
          onChange={(e) => setPerson('dm', e.currentTarget.checked)}
        />
        {labels.marketingConsent}
      </label>
      <div className="mt-8 flex flex-col-reverse gap-3 border-t border-brand-100 pt-6 sm:flex-row sm:justify-between">
        <a href={stepHref(prefix, 'time')} className="btn-secondary">
          {labels.back}
        </a>
        <button type="submit" className="btn-primary btn-lg" data-step-continue="">
          {labels.continue}
        </button>
      </div>
    </form>
  );
}
