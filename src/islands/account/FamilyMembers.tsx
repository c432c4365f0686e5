import { useState } from 'react';
import { call } from '../../client/call';
import { ApiError } from '../../client/http';
import { budapestNow } from '../../domain/budapestTime';
import { validateCompanion } from '../../domain/companionValidation';
import { SHARED_FIELDS } from '../../domain/party';
import { type AppointmentPerson, emptyPerson } from '../../domain/person';
import type { FieldErrors } from '../../domain/personValidation';
import { formatDay } from '../../i18n/dates';
import { partyMessages } from '../../i18n/partyMessages';
import { CompanionForm, type CompanionLabels } from '../booking/party/CompanionForm';
import type { SavedMember } from '../booking/party/CompanionFields';
import { Notice } from '../booking/shared';
import { RequiredLegend } from '../form/Field';
import { reveal } from '../form/reveal';
import { browserRules, phoneCheckReady, warmPhoneCheck } from '../form/phoneCheck';
import { type AccountProps, errorText } from './shared';
import { personName } from '../../domain/personName';

interface Editing {
  /** The saved member being changed; null for a new one. */
  id: number | null;
  person: AppointmentPerson;
  sharesHome: boolean;
  errors: FieldErrors;
}

const sharesHomeOf = (person: AppointmentPerson) => SHARED_FIELDS.every((field) => !person[field].trim());

/**
 * The account's family members (issue 17 point 3; docs/decisions/0048): the people the user books for
 * besides themselves, saved as patients of the account, to pick with one tap on the booking's basic-data
 * step. Add, change, remove; the same fields and rules as a family booking's other people.
 */
export function FamilyMembers({
  lang,
  labels,
  booking,
  members: initial,
}: AccountProps & { booking: CompanionLabels; members: SavedMember[] }) {
  const m = partyMessages(lang).account;
  const [members, setMembers] = useState(initial);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const failed = (problem: unknown) => {
    const code = problem instanceof ApiError ? problem.code : '';
    setMessage({ tone: 'error', text: partyMessages(lang).errors[code] ?? errorText(problem, labels, lang) });
  };
  const sent = ({ person, sharesHome }: Editing) => {
    const copy = { ...person, language: lang };
    if (sharesHome) for (const field of SHARED_FIELDS) copy[field] = '';
    return copy;
  };

  const save = async (draft: Editing) => {
    const person = sent(draft);
    await phoneCheckReady();
    const errors = validateCompanion(person, lang, budapestNow(new Date()).date, browserRules);
    if (Object.keys(errors).length) {
      setEditing({ ...draft, errors });
      return reveal(document.getElementById(`family-${Object.keys(errors)[0]}`));
    }
    setBusy(true);
    try {
      if (draft.id === null) {
        const { data } = await call('addPatient', { body: { person, family: true } }, { showLoading: true });
        setMembers((current) => [...current, { id: data.id, person }]);
      } else {
        await call(
          'changePatient',
          { params: { patientId: String(draft.id) }, body: { person } },
          { showLoading: true },
        );
        setMembers((current) => current.map((member) => (member.id === draft.id ? { id: draft.id, person } : member)));
      }
      setEditing(null);
      setMessage({ tone: 'info', text: m.saved });
    } catch (problem) {
      failed(problem);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (member: SavedMember) => {
    setBusy(true);
    try {
      await call('removePatient', { params: { patientId: String(member.id) } }, { showLoading: true });
      setMembers((current) => current.filter((other) => other.id !== member.id));
      setMessage({ tone: 'info', text: m.removed });
    } catch (problem) {
      failed(problem);
    } finally {
      setBusy(false);
    }
  };

  const name = ({ person }: SavedMember) => personName(person, lang);

  return (
    <div className="space-y-4" data-family-members="">
      <p className="text-ink-soft">{m.intro}</p>
      {message ? (
        <Notice tone={message.tone} refusal={message.tone === 'error'}>
          {message.text}
        </Notice>
      ) : null}
      {members.length ? (
        <ul className="divide-y divide-brand-100 rounded-2xl ring-1 ring-brand-100">
          {members.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4" data-family-member="">
              <span className="min-w-0 grow basis-40">
                <span className="block font-600 text-ink break-anywhere">{name(member)}</span>
                <span className="block text-sm text-ink-muted">{formatDay(lang, member.person.birth)}</span>
              </span>
              <span className="flex gap-2">
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={busy}
                  aria-label={`${m.edit}: ${name(member)}`}
                  onClick={() =>
                    setEditing({
                      id: member.id,
                      person: { ...emptyPerson(), ...member.person },
                      sharesHome: sharesHomeOf(member.person),
                      errors: {},
                    })
                  }
                >
                  {m.edit}
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={busy}
                  aria-label={`${m.remove}: ${name(member)}`}
                  onClick={() => void remove(member)}
                >
                  {m.remove}
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted">{m.none}</p>
      )}
      {editing ? (
        <form
          noValidate
          className="space-y-4 rounded-2xl p-4 ring-1 ring-brand-100"
          onFocus={warmPhoneCheck}
          onPointerDown={warmPhoneCheck}
          onSubmit={(event) => {
            event.preventDefault();
            void save(editing);
          }}
          data-family-form=""
        >
          <RequiredLegend lang={lang} />
          <CompanionForm
            lang={lang}
            labels={booking}
            ids="family"
            person={editing.person}
            errors={editing.errors}
            sharesHome={editing.sharesHome}
            sharesHomeLabel={m.sharesHome}
            set={(field, value) => setEditing({ ...editing, person: { ...editing.person, [field]: value } })}
            onSharesHome={(shares) => setEditing({ ...editing, sharesHome: shares })}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className="btn-secondary" onClick={() => setEditing(null)}>
              {m.cancel}
            </button>
            <button type="submit" className="btn-primary" disabled={busy}>
              {m.save}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            setMessage(null);
            setEditing({ id: null, person: emptyPerson(), sharesHome: true, errors: {} });
          }}
          data-family-add=""
        >
          <span aria-hidden="true">+ </span>
          {m.add}
        </button>
      )}
    </div>
  );
}
