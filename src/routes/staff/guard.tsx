/**
 * Every staff page and call checks its member on the server (issue 28 point 1): an anonymous visitor is
 * sent to the staff sign-in (a call gets 401), a member without the power or the location 403. A
 * patient's session is not a staff session: it reaches nothing here.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { staffOfRequest } from '../../auth/staffSession';
import { hasPower, worksAt, type StaffMember, type StaffPower } from '../../domain/staff';
import type { AppEnv } from '../../env';
import { staffMessages } from '../../i18n/staffMessages';
import { apiError } from '../api/errors';
import { StaffCard, staffPage, staffPath } from './layout';

declare module '../../env' {
  interface Variables {
    /** In the staff worker, behind its guard: the signed-in member. */
    staff?: StaffMember;
  }
}

/** The member the guard let through; a route behind `requireStaff` always has one. */
export function signedIn(c: Context<AppEnv>): StaffMember {
  const member = c.get('staff');
  if (!member) throw new Error('A staff route was reached without its guard');
  return member;
}

const isApi = (c: Context) => c.req.path.startsWith('/api/');

/** The refusal for a member who may not do this: a page, or a JSON error with its code. */
export function forbidden(c: Context<AppEnv>) {
  const m = staffMessages(c.get('lang'));
  if (isApi(c)) return apiError(c, 403, 'forbidden', 'This staff member may not do this');
  return staffPage(
    c,
    <StaffCard title={m.forbiddenTitle} alert={m.forbidden}>
      <a className="link" href={staffPath(c.get('lang'))}>
        {m.daySheetTitle}
      </a>
    </StaffCard>,
    { title: m.forbiddenTitle, member: c.get('staff') },
    403,
  );
}

/** Requires a signed-in member with this power; the member is the request's `staff`. */
export function requireStaff(power: StaffPower): MiddlewareHandler<AppEnv> {
  return async function staffGuard(c, next) {
    const member = await staffOfRequest(c);
    if (!member) {
      if (isApi(c)) return apiError(c, 401, 'staff_sign_in', 'Sign in to the staff area first');
      return c.redirect(staffPath(c.get('lang'), '/belepes'), 303);
    }
    c.set('staff', member);
    if (!hasPower(member, power)) return forbidden(c);
    await next();
  };
}

/** Whether the request's member works at the location; the caller answers `forbidden` when not. */
export const mayWorkAt = (c: Context<AppEnv>, locationId: number) => worksAt(signedIn(c), locationId);

/**
 * The desk's and the calendar's work, on the embedded booking engine only (issue 28 point 6): with
 * LAB_BACKEND = "http" the laboratory system owns the bookings, and the staff area says so.
 */
export function embeddedEngineOnly(): MiddlewareHandler<AppEnv> {
  return async function embeddedEngineGuard(c, next) {
    if (c.env.LAB_BACKEND !== 'http') return next();
    if (isApi(c)) return apiError(c, 409, 'lab_system', 'The laboratory system keeps the bookings on this site');
    const m = staffMessages(c.get('lang'));
    return staffPage(c, <StaffCard title={m.labSystemTitle} lead={m.labSystem} wide />, {
      title: m.labSystemTitle,
      member: c.get('staff'),
    });
  };
}
