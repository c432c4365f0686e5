/** The staff area's 404 and error answers: its own document, or JSON under /api. */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import type { AppEnv } from '../../env';
import { staffMessages } from '../../i18n/staffMessages';
import { apiError } from '../api/errors';
import { loggablePath } from '../../lib/loggable';
import { StaffCard, staffPage, staffPath } from './layout';

const page = (c: Context<AppEnv>, message: string, status: 404 | 500) => {
  const m = staffMessages(c.get('lang'));
  return staffPage(
    c,
    <StaffCard title={m.area} alert={message}>
      <a className="link" href={staffPath(c.get('lang'))}>
        {m.daySheetTitle}
      </a>
    </StaffCard>,
    { title: m.area },
    status,
  );
};

export const staffNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.req.path.startsWith('/api/')
    ? apiError(c, 404, 'not_found', 'No such staff call')
    : page(c, staffMessages(c.get('lang')).notFound, 404);

export const staffOnError: ErrorHandler<AppEnv> = (error, c) => {
  console.error(
    `Staff request ${c.req.method} ${loggablePath(c.req.path)} failed (request ${c.get('requestId') ?? '-'}):`,
    error,
  );
  if (c.req.path.startsWith('/api/'))
    return apiError(c, 500, 'internal_error', 'The staff area failed to answer; try again');
  return page(c, staffMessages(c.get('lang')).failed, 500);
};
