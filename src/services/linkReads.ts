import type { Context } from 'hono';
import { logPatientRead } from '../db/accounts';
import type { AppEnv } from '../env';

/** A booking's personal data was read by its hash link (DESIGN.md: reads of patient data are logged). */
export const logLinkRead = (c: Context<AppEnv>, appointmentId: number) =>
  logPatientRead(c.env.DB, { actor: 'link', subject: `appointment:${appointmentId}`, requestId: c.get('requestId') });
