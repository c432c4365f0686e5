/**
 * The staff worker, lab-staff (issue 28, docs/decisions/0067): the lab's own side under /munkatars and
 * /api/staff, which the site forwards over its STAFF_SERVICE binding. It runs the site's services on the
 * same database, cache and settings (workers/staff/wrangler.toml is made from the site's), with the
 * site's security middleware; it is a worker of its own so the public site stays under its size budget.
 */
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { AppEnv } from '../env';
import { requestBodyLimit } from '../middleware/bodyLimit';
import { canonicalPath, routingPath } from '../middleware/canonicalPath';
import { failClosed } from '../middleware/failClosed';
import { originCheck } from '../middleware/originCheck';
import { requestScope } from '../middleware/requestScope';
import { securityHeaders } from '../middleware/securityHeaders';
import { xsrf } from '../middleware/xsrf';
import { staffDaySheet } from '../routes/staff/daySheet';
import { staffDesk } from '../routes/staff/desk';
import { checkInImage } from '../routes/staff/checkInImage';
import { staffDayVersion } from '../routes/staff/dayVersion';
import { staffSignIn } from '../routes/staff/signIn';
import { staffNotFound, staffOnError } from '../routes/staff/errors';
import { scheduled } from './scheduled';

export const staffApp = new Hono<AppEnv>({ getPath: routingPath });

staffApp.use(requestId());
// The camera and WebAssembly are allowed here only: the day sheet scans check-in codes.
staffApp.use(securityHeaders({ staffArea: true }));
staffApp.use(canonicalPath());
// The staff worker's own settings: the site's, without the staff binding only the site has.
staffApp.use(failClosed({ site: false }));
staffApp.use(requestScope());
staffApp.use(requestBodyLimit());
staffApp.use(xsrf());
staffApp.use(originCheck());

staffApp.route('/', staffSignIn);
staffApp.route('/', staffDaySheet);
staffApp.route('/', staffDesk);
staffApp.route('/', checkInImage);
staffApp.route('/', staffDayVersion);

staffApp.notFound(staffNotFound);
staffApp.onError(staffOnError);

export default { fetch: staffApp.fetch, scheduled } satisfies ExportedHandler<AppEnv['Bindings']>;
