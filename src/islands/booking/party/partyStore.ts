import { effect, signal } from '@preact/signals-core';
import { SHARED_FIELDS } from '../../../domain/party';
import { type AppointmentPerson, emptyPerson } from '../../../domain/person';
import type { FieldErrors } from '../../../domain/personValidation';
import type { Lang } from '../../../i18n/lang';
import { partyMessages } from '../../../i18n/partyMessages';
import { onPartyReset, PARTY_STORAGE_KEY } from './partyDrafts';
import { personName } from '../../../domain/personName';

/**
 * The personal data of a family booking's other people while booking (docs/decisions/0048), by the
 * cart person's key. Kept in sessionStorage, as the booker's are (decision 0011, src/islands/booking/
 * personStore.ts): they survive a reload and a failed submit, not the closing of the tab.
 */
export { PARTY_STORAGE_KEY, resetParty } from './partyDrafts';

export interface CompanionDraft {
  person: AppointmentPerson;
  /** Lives with the booker and is reached through them: contact and address are the booker's. */
  sharesHome: boolean;
  /** The saved family member this person was filled from (a logged-in booker's), if any. */
  savedId: number | null;
  /** Save this person to the booker's account for next time (logged in, not filled from a saved one). */
  save: boolean;
}

export const companions = signal<Record<string, CompanionDraft>>({});
/** Each person's field errors once the basic-data step was submitted (by key). */
export const companionErrors = signal<Record<string, FieldErrors>>({});

const emptyDraft = (): CompanionDraft => ({ person: emptyPerson(), sharesHome: true, savedId: null, save: false });

let started = false;

export function startPartyStore(storage: Storage = sessionStorage): void {
  if (started) return;
  started = true;
  onPartyReset(() => {
    companions.value = {};
    companionErrors.value = {};
  });
  try {
    const stored = JSON.parse(storage.getItem(PARTY_STORAGE_KEY) ?? 'null') as Record<
      string,
      Partial<CompanionDraft>
    > | null;
    if (stored && typeof stored === 'object') {
      companions.value = Object.fromEntries(
        Object.entries(stored).map(([key, draft]) => [
          key,
          { ...emptyDraft(), ...draft, person: { ...emptyPerson(), ...draft.person } },
        ]),
      );
    }
  } catch {
    // A damaged draft is dropped; the forms start empty.
  }
  effect(() => {
    try {
      storage.setItem(PARTY_STORAGE_KEY, JSON.stringify(companions.value));
    } catch (error) {
      console.error('The booking details could not be saved', error);
    }
  });
}

export const draftOf = (key: string): CompanionDraft => companions.value[key] ?? emptyDraft();

export function setDraft(key: string, change: Partial<CompanionDraft>): void {
  companions.value = { ...companions.value, [key]: { ...draftOf(key), ...change } };
}

export function setCompanionField<K extends keyof AppointmentPerson>(
  key: string,
  field: K,
  value: AppointmentPerson[K],
): void {
  const draft = draftOf(key);
  setDraft(key, { person: { ...draft.person, [field]: value } });
}

/** What the booking request sends of the person: with a shared home, the contact and address left to the booker's. */
export function companionPerson(key: string, lang: Lang): AppointmentPerson {
  const { person, sharesHome } = draftOf(key);
  const sent = { ...person, language: lang };
  if (sharesHome) for (const field of SHARED_FIELDS) sent[field] = '';
  return sent;
}

/** The person's name as typed ("Kovács Bence" / "Bence Kovács"), or "Person 2" before one is. */
export function companionName(key: string, position: number, lang: Lang): string {
  return personName(draftOf(key).person, lang) || partyMessages(lang).personN(position + 1);
}
