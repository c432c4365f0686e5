import { execFileSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, VIEWPORTS, visitor } from './browser';
import { ready } from './islands';
import { openMail } from './outbox';
import { bookAtSummary, toSummary } from './summary';
import { inkPerCharacter } from '../fixtures/pdf';

// The invoice as a patient gets it (issue 27 point 5): the summary names the buyer as the invoice will,
// the payment succeeds in the sandbox, the success page says the invoice is on its way, and the mail's
// button downloads a PDF whose extracted text holds the number, the buyer and the total.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The PDF's text as poppler's pdftotext reads it, every run of spaces (hu-HU groups with U+202F) as one. */
const pdfText = (path: string) =>
  execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(/\s+/gu, ' ');

describe('paying online', () => {
  it(
    'ends with an invoice PDF, from the mail, stating the number, the buyer and the total',
    { timeout: 180_000 },
    async () => {
      const { page, errors } = await visitor(browser, VIEWPORTS.phone);
      await toSummary(page, '', { person: { last_name: 'Kőműves', first_name: 'Űrsula' } });
      const buyer = page.locator('[data-summary-invoice]');
      await expect.poll(() => buyer.textContent()).toContain('Kőműves Űrsula');
      expect(await buyer.textContent()).toContain('1134 Budapest, Váci út 12.');

      await bookAtSummary(page);
      await page.waitForURL('**/fizetes/sandbox/**');
      await ready(page);
      const email = await page.evaluate(async () => {
        const hash = sessionStorage.getItem('booking-last-appointment');
        const answer = await fetch(`/api/whitetech/appointments/patient_appointment_get/${hash}`);
        return ((await answer.json()) as { data: { person: { email: string } } }).data.person.email;
      });
      await page.getByRole('button', { name: 'Sikeres fizetés' }).click();
      await page.waitForURL('**/fizetes-sikeres?transactionId=*');
      await page
        .locator('[data-paid-booking]')
        .waitFor({ timeout: 30_000 })
        .catch(() => page.reload());
      await expect.poll(() => page.locator('[data-invoice-on-its-way]').textContent()).toContain('számlát');

      const mail = await openMail(page, email, /Számla: [A-Z0-9]+-\d{4}-\d{5}/);
      const heading = (await mail.getByRole('heading').first().textContent())!;
      const number = /Számla: (\S+)/.exec(heading)![1]!;
      expect(number).toMatch(/^[A-Z0-9]{1,10}-\d{4}-\d{5}$/);
      // The patient's mail client opens the button's link in the browser, which downloads the PDF (the
      // outbox shows mails in a sandboxed frame, where downloads are not allowed).
      const href = (await mail.getByRole('link', { name: 'Számla letöltése (PDF)' }).getAttribute('href'))!;
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        // Navigating to an attachment ends in a download, not a page: goto itself reports that as an error.
        page.goto(href).catch(() => undefined),
      ]);
      expect(download.suggestedFilename()).toBe(`szamla-${number}.pdf`);
      const file = (await download.path())!;
      const text = pdfText(file);
      // Drawn, not only in the text layer: what the patient's PDF reader shows (tests/fixtures/pdf.ts).
      expect(inkPerCharacter(file)).toBeGreaterThan(10);
      expect(text).toContain('SZÁMLA');
      expect(text).toContain(number);
      expect(text).toContain('Kőműves Űrsula');
      expect(text).toMatch(/Bruttó végösszeg 25 390 Ft/);
      expect(errors).toEqual([]);
    },
  );
});
