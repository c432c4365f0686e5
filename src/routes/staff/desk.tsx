/**
 * The desk's actions on the day sheet (issue 28 point 3): check a patient in by their QR code or booking
 * reference, move a visit (arrived, sampled, no-show, or back), and record an on-site payment, which is
 * invoiced. Plain form posts that answer by going back to the sheet with one message code; every change
 * is in the access log before the answer.
 */
import { Hono, type Context } from 'hono';
import type { PaymentMethod } from '../../domain/invoice';
import { VISIT_STATES, worksAt, type VisitState } from '../../domain/staff';
import type { AppEnv } from '../../env';
import { invoiceOnsitePayment } from '../../services/invoices';
import { logStaffAccess } from '../../services/staff/accessLog';
import { bookingById, changeVisit, checkIn, type VisitRefusal } from '../../services/staff/visits';
import { embeddedEngineOnly, forbidden, requireStaff, signedIn } from './guard';
import { DAY, formText, STAFF_HOME, staffPath } from './layout';

export const VISIT_PATH = `${STAFF_HOME}/latogatas`;
export const CHECK_IN_PATH = `${STAFF_HOME}/beleptetes`;
export const PAYMENT_PATH = `${STAFF_HOME}/fizetes`;

/** What the sheet says after an action: the message's code (the booking it is about goes beside it). */
export type DeskNotice = VisitState | 'paid' | 'paid_before' | 'payment_refused' | VisitRefusal;

/** Back to the sheet the form was on, with the notice. */
function back(c: Context<AppEnv>, form: FormData, notice: DeskNotice, appointmentId?: number) {
  const location = Number(formText(form, 'hely', 12));
  const date = formText(form, 'nap', 10);
  const query = new URLSearchParams();
  if (Number.isInteger(location) && location > 0) query.set('hely', String(location));
  if (DAY.test(date)) query.set('nap', date);
  query.set('uzenet', notice);
  if (appointmentId) query.set('foglalas', String(appointmentId));
  return c.redirect(`${staffPath(c.get('lang'))}?${query}${appointmentId ? `#foglalas-${appointmentId}` : ''}`, 303);
}

const isVisitState = (value: string): value is VisitState => (VISIT_STATES as readonly string[]).includes(value);

export const staffDesk = new Hono<AppEnv>();

staffDesk.post(VISIT_PATH, requireStaff('desk'), embeddedEngineOnly(), async (c) => {
  const form = await c.req.formData();
  const id = Number(formText(form, 'foglalas', 12));
  const to = formText(form, 'allapot', 10);
  if (!Number.isInteger(id) || id < 1 || !isVisitState(to)) return back(c, form, 'unknown');
  const member = signedIn(c);
  const change = await changeVisit(c.env, member, id, to);
  if (!change.ok && change.refused === 'forbidden') return forbidden(c);
  if (change.ok && change.from !== change.to) {
    await logStaffAccess(c, member.id, [{ action: `visit.${to}`, subject: `appointment:${id}`, reason: 'desk' }]);
  }
  return back(c, form, change.ok ? change.to : change.refused, id);
});

staffDesk.post(CHECK_IN_PATH, requireStaff('desk'), embeddedEngineOnly(), async (c) => {
  const form = await c.req.formData();
  const locationId = Number(formText(form, 'hely', 12));
  const member = signedIn(c);
  if (!Number.isInteger(locationId) || !worksAt(member, locationId)) return forbidden(c);
  const change = await checkIn(c.env, member, { code: formText(form, 'kod', 120), locationId });
  if (!change.ok && change.refused === 'forbidden') return forbidden(c);
  if (change.ok && change.from !== change.to) {
    await logStaffAccess(c, member.id, [
      { action: 'visit.arrived', subject: `appointment:${change.appointment.id}`, reason: 'check-in' },
    ]);
  }
  return back(c, form, change.ok ? 'arrived' : change.refused, change.appointment?.id);
});

staffDesk.post(PAYMENT_PATH, requireStaff('desk'), embeddedEngineOnly(), async (c) => {
  const form = await c.req.formData();
  const id = Number(formText(form, 'foglalas', 12));
  const method = formText(form, 'mod', 10) as PaymentMethod;
  const member = signedIn(c);
  const appointment = Number.isInteger(id) && id > 0 ? await bookingById(c.env, id) : null;
  if (!appointment || !['cash', 'card'].includes(method)) return back(c, form, 'unknown');
  if (!worksAt(member, appointment.location_id)) return forbidden(c);
  const result = await invoiceOnsitePayment(c.env, appointment.hash, method, c);
  if ('refused' in result) return back(c, form, 'payment_refused', id);
  if (result.created) {
    await logStaffAccess(c, member.id, [{ action: 'payment.onsite', subject: `appointment:${id}`, reason: method }]);
  }
  return back(c, form, result.created ? 'paid' : 'paid_before', id);
});
