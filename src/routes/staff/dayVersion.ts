/**
 * GET /api/staff/nap?hely=<location>&nap=<date>: the day sheet's fingerprint, which the sheet's script
 * asks for every few seconds and reloads the list when it changes (issue 28 point 2). It carries no
 * patient data, so it is not an access-log entry; the reload that follows is.
 */
import { Hono } from 'hono';
import { worksAt } from '../../domain/staff';
import type { AppEnv } from '../../env';
import { daySheetVersion } from '../../services/staff/daySheet';
import { apiError } from '../api/errors';
import { embeddedEngineOnly, requireStaff, signedIn } from './guard';
import { DAY } from './layout';

export const DAY_VERSION_PATH = '/api/staff/nap';

export const staffDayVersion = new Hono<AppEnv>();

staffDayVersion.get(DAY_VERSION_PATH, requireStaff('desk'), embeddedEngineOnly(), async (c) => {
  const locationId = Number(c.req.query('hely'));
  const date = c.req.query('nap') ?? '';
  if (!Number.isInteger(locationId) || locationId < 1 || !DAY.test(date)) {
    return apiError(c, 400, 'invalid_day', 'hely must be a location id and nap a date (YYYY-MM-DD)');
  }
  if (!worksAt(signedIn(c), locationId)) return apiError(c, 403, 'forbidden', 'This staff member may not do this');
  c.header('Cache-Control', 'no-store');
  return c.json({ version: await daySheetVersion(c.env, locationId, date) });
});
