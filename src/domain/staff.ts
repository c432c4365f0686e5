/**
 * The lab's own people (issue 28, docs/decisions/0067): their roles, what each may do where, and the
 * visit of a booking on its day. Pure rules; the staff worker checks them on the server for every call.
 */

export const STAFF_ROLES = ['reception', 'manager', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** A signed-in member of staff as every check sees them. */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** A receptionist's locations; managers and admins work at every location (`'all'`). */
  locations: number[] | 'all';
}

/**
 * What a call needs: 'desk' is the day's work at a location (the day sheet, check-in, no-show, an
 * on-site payment), 'calendar' the opening hours, closures, capacity, decreed days and the results
 * cut-off, 'accounts' the staff accounts and the access log.
 */
export type StaffPower = 'desk' | 'calendar' | 'accounts';

const POWERS: Record<StaffRole, readonly StaffPower[]> = {
  reception: ['desk'],
  manager: ['desk', 'calendar'],
  admin: ['desk', 'calendar', 'accounts'],
};

export const hasPower = (member: Pick<StaffMember, 'role'>, power: StaffPower): boolean =>
  POWERS[member.role].includes(power);

/** Whether the member works at this location. */
export const worksAt = (member: Pick<StaffMember, 'locations'>, locationId: number): boolean =>
  member.locations === 'all' || member.locations.includes(locationId);

/** A booking's visit on its day: no row is 'booked'; then arrived → sampled, or no-show. */
export const VISIT_STATES = ['booked', 'arrived', 'sampled', 'no_show'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

/**
 * Where a visit may go from where it is. A receptionist's slip is undone by the same buttons: an arrival
 * marked by mistake goes back to booked, a no-show who turns up late arrives after all. A sample taken is
 * final.
 */
const NEXT: Record<VisitState, readonly VisitState[]> = {
  booked: ['arrived', 'no_show'],
  arrived: ['sampled', 'booked', 'no_show'],
  sampled: [],
  no_show: ['arrived', 'booked'],
};

export const canMoveVisit = (from: VisitState, to: VisitState): boolean => NEXT[from].includes(to);
