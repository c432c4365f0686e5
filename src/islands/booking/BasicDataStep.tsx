import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { budapestNow } from '../../domain/budapestTime';
import {
  type AppointmentInvoice,
  type AppointmentPerson,
  emptyInvoice,
  emptyPerson,
  INVOICE_TYPE_COMPANY,
  INVOICE_TYPE_PRIVATE,
} from '../../domain/person';
import { type BasicDataField, requiredFields, validateBasicData } from '../../domain/personValidation';
import { cart, updateCart } from '../cart/store';
import { ErrorSummary, type SummaryField } from '../form/ErrorSummary';
import { RequiredLegend, TextField } from '../form/Field';
import { browserRules, phoneCheckReady, warmPhoneCheck } from '../form/phoneCheck';
import { hasErrors, useFormErrors } from '../form/useFormErrors';
import { PERSON_FIELD_ORDER, PersonFields, townOf } from './PersonFields';
import { stepHref, useStepGate } from './gate';
import { effectiveInvoice, invoice, invoiceToPatient, person } from './personStore';
import type { SavedMember } from './party/CompanionFields';
import { StepActions, type StepProps } from './shared';

const BLANK_PERSON = emptyPerson();
const BLANK_INVOICE = emptyInvoice();

type InvoiceText = {
  [K in keyof AppointmentInvoice]: AppointmentInvoice[K] extends string ? K : never;
}[keyof AppointmentInvoice];

/** The invoice's fields in page order, after the people's, for the error summary. */
const INVOICE_ORDER: readonly BasicDataField[] = [
  'invoice_name',
  'invoice_taxnumber',
  'invoice_zipcode',
  'invoice_city',
  'invoice_address',
  'invoice_notes',
];

type CompanionModule = typeof import('./party/CompanionFields');

/**
 * The other people's fields of a family booking (docs/decisions/0048), loaded only when the booking has
 * more people: a booking for one, most of them, does not carry their code and messages.
 */
function useCompanions(wanted: boolean): CompanionModule | null {
  const [loaded, setLoaded] = useState<CompanionModule | null>(null);
  useEffect(() => {
    if (wanted && !loaded) void import('./party/CompanionFields').then(setLoaded);
  }, [wanted, loaded]);
  return loaded;
}

/**
 * /idopontfoglalas-alapadatok: the patient's and the invoice's details. Messages appear next to the
 * field in the page's language, a failed submit summarises them above the form and focuses the first
 * (the pattern of every form, src/islands/form); everything typed is kept in sessionStorage, so a
 * reload or a failed submit loses nothing. Passing sets the cart's `validated` flag (the summary's gate).
 */
export function BasicDataStep({
  lang,
  prefix,
  labels,
  mainPatient = null,
  family = [],
  loggedIn = false,
}: StepProps & { mainPatient?: AppointmentPerson | null; family?: SavedMember[]; loggedIn?: boolean }) {
  useSignals();
  const open = useStepGate('basicData', prefix);
  const others = open && cart.value.people.length > 0;
  const companions = useCompanions(others);
  // A logged-in visitor's main patient fills an untouched form once; what was typed is never overwritten.
  useEffect(() => {
    if (mainPatient && !person.value.last_name && !person.value.email) {
      person.value = { ...person.value, ...mainPatient };
    }
  }, [mainPatient]);
  const { errors, setErrors, validate, recheck, ref, submitted } = useFormErrors<BasicDataField>();
  const f = labels.fields;
  // The form is the same for every visitor: the server renders it empty and the details kept in the
  // browser fill it once read, so the page keeps its layout (issue 14 point 2, decision 0037).
  const p = open ? person.value : BLANK_PERSON;
  const inv = open ? invoice.value : BLANK_INVOICE;
  const toPatient = open ? invoiceToPatient.value : true;

  const check = () => {
    const data = { person: person.value, invoice: effectiveInvoice() };
    const found = validateBasicData(data, lang, budapestNow(new Date()).date, browserRules);
    // With the invoice going to the patient, the copied invoice fields are the patient's own.
    if (invoiceToPatient.value && invoice.value.invoice_type === INVOICE_TYPE_PRIVATE) {
      for (const key of ['invoice_name', 'invoice_zipcode', 'invoice_city', 'invoice_address'] as const)
        delete found[key];
    }
    return found;
  };
  const changed = () => {
    if (cart.value.validated) updateCart((current) => ({ ...current, validated: false }));
    recheck(check());
  };
  const setPerson = <K extends keyof AppointmentPerson>(key: K, value: AppointmentPerson[K]) => {
    person.value = { ...person.value, [key]: value };
    changed();
  };
  const setInvoice = <K extends keyof AppointmentInvoice>(key: K, value: AppointmentInvoice[K]) => {
    invoice.value = { ...invoice.value, [key]: value };
    changed();
  };
  const blur = async (field: BasicDataField) => {
    if (field === 'phone_number') await phoneCheckReady();
    setErrors((current) => ({ ...current, [field]: check()[field] }));
  };
  const lookUpPostalCode = async (zip: string, target: 'city' | 'invoice_city') => {
    const name = await townOf(zip);
    if (!name) return;
    if (target === 'city' && !person.value.city) setPerson('city', name);
    if (target === 'invoice_city' && !invoice.value.invoice_city) setInvoice('invoice_city', name);
  };

  // Which fields are required follows what is chosen (a company's invoice needs its tax number).
  const required = requiredFields({ person: p, invoice: inv });
  // The summary lists the booker's fields, then the other people's (each named), then the invoice's.
  const party = companions && open ? companions.companionSummary(lang, labels) : { fields: [], errors: {} };
  const own = (key: BasicDataField): SummaryField<string> => [key, key, f[key] ?? key];
  const summaryFields = [...PERSON_FIELD_ORDER.map(own), ...party.fields, ...INVOICE_ORDER.map(own)];
  const summaryErrors: Record<string, string | undefined> = { ...errors, ...party.errors };
  const invoiceText = (key: InvoiceText, autoComplete: string, extra: Record<string, string> = {}) => (
    <TextField
      name={key}
      label={f[key]!}
      error={errors[key]}
      required={required.has(key)}
      value={inv[key]}
      autoComplete={autoComplete}
      extra={extra}
      onChange={(value) => setInvoice(key, value)}
      onBlur={() => blur(key)}
    />
  );
  const separateInvoice = !toPatient || inv.invoice_type === INVOICE_TYPE_COMPANY;

  return (
    <form
      ref={ref}
      noValidate
      onFocus={warmPhoneCheck}
      onPointerDown={warmPhoneCheck}
      onSubmit={async (event) => {
        event.preventDefault();
        await phoneCheckReady();
        // A family booking's other people are checked too, their messages by their fields (docs/decisions/0048);
        // a submit before their code has arrived waits for it.
        const party = others ? (companions ?? (await import('./party/CompanionFields'))) : null;
        const othersFail = party?.checkCompanions(lang, person.value, budapestNow(new Date()).date) !== undefined;
        // Everyone's problems in one summary, brought into view and focus (decision 0053).
        if (!validate(check(), othersFail)) return;
        await party?.saveCompanions(lang);
        updateCart((current) => ({ ...current, validated: true }));
        location.assign(stepHref(prefix, 'summary'));
      }}
    >
      <div className="space-y-4">
        {submitted && hasErrors(summaryErrors) ? (
          <ErrorSummary lang={lang} errors={summaryErrors} fields={summaryFields} />
        ) : null}
        <RequiredLegend lang={lang} />
      </div>
      <PersonFields
        lang={lang}
        labels={labels}
        person={p}
        errors={errors}
        required={required}
        set={setPerson}
        blur={blur}
        onPostalCode={(zip) => void lookUpPostalCode(zip, 'city')}
      />
      {companions ? (
        <companions.CompanionFields lang={lang} labels={labels} family={family} loggedIn={loggedIn} />
      ) : null}
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
              checked={toPatient}
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
      <StepActions back={stepHref(prefix, 'time')} backLabel={labels.back} nextLabel={labels.continue} submit />
    </form>
  );
}
