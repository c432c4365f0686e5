import {
  deleteFamilyPatient,
  findPatient,
  insertFamilyPatient,
  insertMainPatient,
  logPatientRead,
  updatePatientPerson,
} from '../../db/accounts';
import { validateCompanion } from '../../domain/companionValidation';
import { budapestNow } from '../../domain/budapestTime';
import { validatePerson } from '../../domain/personValidation';
import { isValidPhone } from '../../domain/phone';
import { knownPostalCode } from '../../services/settlements';
import type { AppointmentPerson } from '../../domain/person';
import { type Embedded, patientView, requireSession } from './embeddedShared';
import { AccountsError, type AccountsBackend, type Language, MAX_FAMILY_PATIENTS } from './port';

/**
 * The user's patients on D1 (spec section 5: one main patient per user, 'User already has a patient').
 * Every read of a patient's data is logged with who read it (DESIGN.md, Data: the access log); another
 * user's patient is answered as missing, since its existence is nobody else's business.
 */
type PatientCalls = Pick<AccountsBackend, 'createPatient' | 'getPatient' | 'updatePatient' | 'deletePatient'>;

/**
 * The person's fields that fail the booking's rules, in the user's language; a family member's by the
 * rules of a family booking's other people (contact and address may be the booker's).
 */
function refuseInvalid(person: AppointmentPerson, language: Language, family = false): void {
  const rules = family ? validateCompanion : validatePerson;
  const fields = rules(person, language, budapestNow(new Date()).date, { knownPostalCode, isValidPhone });
  if (Object.keys(fields).length) throw new AccountsError('validation_failed', 'Some fields are not valid', { fields });
}

export function embeddedPatients(part: Embedded): PatientCalls {
  const { db, caller } = part;

  async function ownPatient(token: string, patientId: number) {
    const found = await requireSession(db, token);
    const patient = await findPatient(db, patientId);
    if (!patient || patient.user_id !== found.user.id) {
      throw new AccountsError('not_found', 'No data received from patient get');
    }
    await logPatientRead(db, {
      actor: `user:${found.user.id}`,
      subject: `patient:${patient.id}`,
      requestId: caller.requestId,
    });
    return { ...found, patient };
  }

  return {
    async createPatient(token, person, options = {}) {
      const found = await requireSession(db, token);
      refuseInvalid(person, found.user.language, options.family);
      if (options.family) {
        const id = await insertFamilyPatient(db, found.user.id, person, MAX_FAMILY_PATIENTS);
        if (!id) {
          throw new AccountsError('too_many_patients', `At most ${MAX_FAMILY_PATIENTS} family members can be saved`);
        }
        return patientView((await findPatient(db, id))!);
      }
      const id = await insertMainPatient(db, found.user.id, person);
      if (!id) throw new AccountsError('patient_exists', 'User already has a patient');
      return patientView((await findPatient(db, id))!);
    },

    async getPatient(token, patientId) {
      return patientView((await ownPatient(token, patientId)).patient);
    },

    async updatePatient(token, patientId, person) {
      const found = await ownPatient(token, patientId);
      refuseInvalid(person, found.user.language, found.patient.is_main !== 1);
      await updatePatientPerson(db, found.patient.id, person);
      return patientView((await findPatient(db, found.patient.id))!);
    },

    async deletePatient(token, patientId) {
      const found = await ownPatient(token, patientId);
      if (found.patient.is_main === 1) throw new AccountsError('forbidden', 'The main patient cannot be removed');
      await deleteFamilyPatient(db, found.user.id, found.patient.id);
    },
  };
}
