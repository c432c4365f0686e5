import * as v from 'valibot';
import { personSchema } from '../lab/httpAppointments';
import type {
  AccountFieldErrors,
  AccountPatient,
  AccountSession,
  AccountUser,
  LinkedIdentity,
  LinkResult,
} from './port';

/**
 * The upstream's answers (spec section 7, Accounts and patients, in the product's own API shapes:
 * docs/decisions/0016-accounts-port.md), checked with valibot before the site uses them. The spec names
 * what validate answers (id, username, email, meta.verified, main_patients, enabled_patients) and that
 * login answers access_token; the product's extra flags are optional with the defaults of a plain
 * password account.
 */

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const ids = v.array(id);
const token = v.pipe(v.string(), v.minLength(1), v.maxLength(4096));
const timestamp = v.pipe(v.string(), v.isoTimestamp());

const envelope = <T extends v.GenericSchema>(schema: T) => v.object({ data: schema });

export const userSchema = v.pipe(
  v.object({
    id,
    username: v.string(),
    email: v.pipe(v.string(), v.email()),
    meta: v.object({ verified: v.boolean() }),
    main_patients: ids,
    enabled_patients: ids,
    language: v.optional(v.picklist(['hu', 'en']), 'hu'),
    foreignLanguage: v.optional(v.boolean(), false),
    hasPassword: v.optional(v.boolean(), true),
  }),
  v.transform((user): AccountUser => ({ ...user, verified: user.meta.verified })),
);

export const patientSchema: v.GenericSchema<unknown, AccountPatient> = v.object({
  id,
  main: v.boolean(),
  enabled: v.boolean(),
  person: personSchema,
});

const identitySchema: v.GenericSchema<unknown, LinkedIdentity> = v.object({
  provider: v.pipe(v.string(), v.minLength(1)),
  email: v.nullable(v.string()),
  created_at: v.string(),
});

export const userAnswer = envelope(userSchema);
export const patientAnswer = envelope(patientSchema);
export const linkedAnswer = envelope(v.array(identitySchema));
export const linkAnswer: v.GenericSchema<unknown, { data: LinkResult }> = envelope(
  v.object({ userId: id, mergedUserId: id, identities: v.array(identitySchema) }),
);
export const sessionAnswer: v.GenericSchema<unknown, AccountSession> = v.object({
  access_token: token,
  expires_at: v.optional(timestamp),
  user_id: v.optional(id),
});
export const providersAnswer = envelope(
  v.array(v.object({ id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)), name: v.pipe(v.string(), v.minLength(1)) })),
);
/** Where to send the browser: an absolute http(s) URL, in a JSON answer or a redirect's Location. */
export const authorizeUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i));
export const authorizeAnswer = envelope(v.object({ url: authorizeUrl }));
/** The answers the site only acknowledges: signup, logout, reset, delete name their outcome. */
export const statusAnswer = (status: string) => envelope(v.object({ status: v.literal(status) }));
export const verifiedAnswer = envelope(v.object({ verified: v.literal(true) }));

/** The product's error shape: a stable code, a message, and for validation_failed the fields. */
export const errorAnswer = v.object({
  error: v.object({
    code: v.pipe(v.string(), v.maxLength(100)),
    message: v.pipe(v.string(), v.maxLength(1000)),
    fields: v.optional(v.record(v.string(), v.string()) as v.GenericSchema<unknown, AccountFieldErrors>),
  }),
});
