import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { Island } from '../../components/Island';
import { PageHeader } from '../../components/PageHeader';
import { budapestNow } from '../../domain/budapestTime';
import { lastResendDate, type ResendField, type ResendInput, resendProblems } from '../../domain/resendLinks';
import type { AppEnv } from '../../env';
import { formatInstant } from '../../i18n/dates';
import { resendLinksMessages } from '../../i18n/resendLinksMessages';
import { fill } from '../../islands/booking/shared';
import type { ResendLinksFormProps } from '../../islands/manage/ResendLinksForm';
import { noStore } from '../../middleware/noStore';
import { answerResend, ResendBody } from '../api/resendLinks';
import { pageContext, type PageContext } from './pageContext';

/**
 * /idopont-linkek (and /en/idopont-linkek): "Lost the mail?" (issue 15 point 8; docs/decisions/0040).
 * A patient gives the booking's e-mail address and day and the booking's manage links are mailed to
 * that address again; the page answers the same whether or not such a booking exists. The form posts
 * to the API from the browser; without JavaScript the page answers the form itself, the same way.
 */
export const resendLinksPages = new Hono<AppEnv>();

export const RESEND_PATH = '/idopont-linkek';

async function resendPage(c: Context<AppEnv>, posted?: ResendLinksFormProps['posted']) {
  const page = pageContext(c);
  const t = resendLinksMessages(page.lang);
  const today = budapestNow(new Date()).date;
  return c.render(
    <>
      <PageHeader
        page={page}
        trail={[{ name: t.title, href: page.href(RESEND_PATH) }]}
        title={t.title}
        intro={t.intro}
      />
      <div className="wrap py-8 sm:py-10">
        <Island
          name="ResendLinksForm"
          hydrate="load"
          props={{ lang: page.lang, labels: t, today, last: lastResendDate(today), posted }}
        />
      </div>
    </>,
    { title: t.title, description: t.intro },
  );
}

resendLinksPages.get(RESEND_PATH, noStore(), (c) => resendPage(c));

resendLinksPages.post(RESEND_PATH, noStore(), async (c) => {
  const t = resendLinksMessages(c.get('lang'));
  const form = await c.req.parseBody();
  const text = (field: ResendField) => (typeof form[field] === 'string' ? form[field] : '');
  const values: ResendInput = { email: text('email'), date: text('date') };
  const problems = resendProblems(values, budapestNow(new Date()).date);
  const answer = (notice: string, sent = false) => resendPage(c, { values, problems, sent, notice });
  if (Object.keys(problems).length) return answer('');
  // The API's own schema normalises the address (trimmed, lower-cased) as the browser's call has it.
  const result = await answerResend(c, v.parse(ResendBody, { ...values, language: c.get('lang') }));
  if (result === 'accepted') return answer('', true);
  if (result === 'unavailable') return answer(t.failed);
  c.header('Retry-After', String(result.wait));
  c.status(429);
  return answer(fill(t.tooMany, { time: formatInstant(c.get('lang'), Date.now() + result.wait * 1000, 'time') }));
});

/** The line that leads a patient here: on the booking start page and the hash-link pages. */
export function ResendLinksHint({ page, text }: { page: PageContext; text: 'question' | 'keepMail' }) {
  const t = resendLinksMessages(page.lang);
  return (
    <p className="text-ink-soft" data-resend-hint="">
      {t[text]}{' '}
      <a href={page.href(RESEND_PATH)} className="font-600 text-brand-700 underline underline-offset-4">
        {t.link}
      </a>
    </p>
  );
}
