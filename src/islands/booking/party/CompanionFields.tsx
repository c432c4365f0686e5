import { useSignals } from '@preact/signals-react/runtime';
import { call } from '../../../client/call';
import { budapestNow } from '../../../domain/budapestTime';
import { validateCompanion } from '../../../domain/companionValidation';
import { repeatedTajs, SHARED_FIELDS } from '../../../domain/party';
import { type AppointmentPerson, emptyPerson } from '../../../domain/person';
import type { BasicDataField, FieldErrors } from '../../../domain/personValidation';
import type { BookingMessages } from '../../../i18n/bookingMessages';
import type { Lang } from '../../../i18n/lang';
import { partyMessages } from '../../../i18n/partyMessages';
import { personMessages } from '../../../i18n/personMessages';
import { cart, updateCart } from '../../cart/store';
import { Field } from '../../form/Field';
import type { SummaryField } from '../../form/ErrorSummary';
import { browserRules } from '../../form/phoneCheck';
import { COMPANION_FIELD_ORDER, CompanionForm } from './CompanionForm';
import {
  type CompanionDraft,
  companionErrors,
  companionName,
  companionPerson,
  draftOf,
  setDraft,
  startPartyStore,
} from './partyStore';
import { personName } from '../../../domain/personName';

/** A family member a logged-in booker saved to their account (issue 17 point 3). */
export interface SavedMember {
  id: number;
  person: AppointmentPerson;
}

/** Where a person's field is on the page: `p2-taj` for person 2's TAJ number. */
export const companionFieldId = (position: number, field: string) => `p${position}-${field}`;

/**
 * Every other person's fields checked with the booker's rules (contact and address may be the booker's,
 * src/domain/companionValidation.ts), and a TAJ number given twice in the booking refused; the errors
 * are shown by each person's fields. Answers the first failing field's id, or nothing when all pass.
 */
export function checkCompanions(lang: Lang, booker: AppointmentPerson, today: string): string | undefined {
  const { people } = cart.value;
  const persons = people.map((person) => companionPerson(person.key, lang));
  const errors = persons.map((person) => validateCompanion(person, lang, today, browserRules));
  for (const position of repeatedTajs([booker, ...persons])) {
    if (position > 0) errors[position - 1]!.taj ??= personMessages(lang).duplicateTaj;
  }
  companionErrors.value = Object.fromEntries(people.map((person, i) => [person.key, errors[i]!]));
  const index = errors.findIndex((found) => Object.keys(found).length > 0);
  return index < 0 ? undefined : companionFieldId(index + 1, Object.keys(errors[index]!)[0]!);
}

/**
 * The other people's problems as the step's error summary lists them (issue 25): each by the person and
 * the field, "2. személy – TAJ-szám: Hibás TAJ-szám", in page order, each leading to its field.
 */
export function companionSummary(
  lang: Lang,
  labels: Pick<BookingMessages, 'fields'>,
): { fields: SummaryField<string>[]; errors: Record<string, string> } {
  const fields: SummaryField<string>[] = [];
  const errors: Record<string, string> = {};
  cart.value.people.forEach(({ key }, index) => {
    const found: FieldErrors = companionErrors.value[key] ?? {};
    const who = partyMessages(lang).personN(index + 2);
    for (const field of COMPANION_FIELD_ORDER) {
      const message = found[field];
      if (!message) continue;
      const id = companionFieldId(index + 1, field);
      fields.push([id, id, `${who} – ${labels.fields[field] ?? field}`]);
      errors[id] = message;
    }
  });
  return { fields, errors };
}

/**
 * The people the booker asked to save to their account (logged in, not filled from a saved member):
 * saved now, each once; a failure leaves the booking alone (it is a convenience, not a step).
 */
export async function saveCompanions(lang: Lang): Promise<void> {
  for (const { key } of cart.value.people) {
    const draft = draftOf(key);
    if (!draft.save || draft.savedId !== null) continue;
    try {
      const { data } = await call('addPatient', { body: { person: companionPerson(key, lang), family: true } });
      setDraft(key, { savedId: data.id, save: false });
    } catch {
      // Not saved: the booking goes on; the account page can add the person later.
    }
  }
}

/**
 * The basic-data step's other people (docs/decisions/0048): each person's own name, birth, citizenship
 * and TAJ number (or identity document); contact and address are the booker's unless the person lives
 * elsewhere. A logged-in booker picks a saved family member, or saves a new one for next time.
 */
export function CompanionFields({
  lang,
  labels,
  family,
  loggedIn,
}: {
  lang: Lang;
  labels: Pick<BookingMessages, 'fields' | 'genders'>;
  family: SavedMember[];
  loggedIn: boolean;
}) {
  useSignals();
  startPartyStore();
  const { people } = cart.value;
  if (!people.length) return null;
  return (
    <>
      <p className="mt-8 rounded-xl bg-brand-50 p-4 text-sm text-ink">{partyMessages(lang).details.hint}</p>
      {people.map((person, index) => (
        <CompanionFieldset
          key={person.key}
          lang={lang}
          labels={labels}
          personKey={person.key}
          position={index + 1}
          family={family}
          loggedIn={loggedIn}
        />
      ))}
    </>
  );
}

function CompanionFieldset({
  lang,
  labels,
  personKey,
  position,
  family,
  loggedIn,
}: {
  lang: Lang;
  labels: Pick<BookingMessages, 'fields' | 'genders'>;
  personKey: string;
  position: number;
  family: SavedMember[];
  loggedIn: boolean;
}) {
  const m = partyMessages(lang);
  const draft = draftOf(personKey);
  const p = draft.person;
  const errors: FieldErrors = companionErrors.value[personKey] ?? {};
  const name = companionName(personKey, position, lang);
  const id = (field: string) => companionFieldId(position, field);

  /** A change: kept at once, the step's pass undone, and a field's shown error re-checked as it is typed. */
  const change = (update: Partial<CompanionDraft>) => {
    setDraft(personKey, update);
    if (cart.value.validated) updateCart((current) => ({ ...current, validated: false }));
    if (errors && Object.keys(errors).length) {
      const next = validateCompanion(
        companionPerson(personKey, lang),
        lang,
        budapestNow(new Date()).date,
        browserRules,
      );
      const kept = Object.fromEntries(
        Object.entries(errors).filter(([field]) => field in next && next[field as BasicDataField]),
      );
      companionErrors.value = { ...companionErrors.value, [personKey]: kept };
    }
  };
  const set = <K extends keyof AppointmentPerson>(field: K, value: AppointmentPerson[K]) =>
    change({ person: { ...draftOf(personKey).person, [field]: value } });

  const pickSaved = (value: string) => {
    const saved = family.find((member) => String(member.id) === value);
    if (!saved) return change({ savedId: null });
    const shares = SHARED_FIELDS.every((field) => !saved.person[field].trim());
    change({ person: { ...emptyPerson(), ...saved.person }, savedId: saved.id, sharesHome: shares, save: false });
  };

  return (
    <fieldset className="mt-8 space-y-4" data-companion={position + 1}>
      <legend className="mb-2 text-xl font-700 text-ink break-anywhere">{m.details.section(name)}</legend>
      {family.length ? (
        <Field id={id('saved')} label={m.details.saved}>
          {(control) => (
            <select {...control} value={draft.savedId ?? ''} onChange={(event) => pickSaved(event.currentTarget.value)}>
              <option value="">{m.details.someoneNew}</option>
              {family.map((member) => (
                <option key={member.id} value={member.id}>
                  {personName(member.person, lang)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <CompanionForm
        lang={lang}
        labels={labels}
        ids={`p${position}`}
        person={p}
        errors={errors}
        sharesHome={draft.sharesHome}
        sharesHomeLabel={m.details.sharesHome}
        set={set}
        onSharesHome={(shares) => change({ sharesHome: shares })}
      />
      {loggedIn && draft.savedId === null ? (
        <label className="flex min-h-11 items-start gap-2">
          <input
            type="checkbox"
            className="mt-1"
            checked={draft.save}
            onChange={(event) => setDraft(personKey, { save: event.currentTarget.checked })}
          />
          <span>{m.details.save}</span>
        </label>
      ) : null}
    </fieldset>
  );
}
