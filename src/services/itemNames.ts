import { cachedPackages, cachedTests } from '../backends/lab';
import type { Appointment } from '../domain/appointment';
import type { Bindings } from '../env';
import type { Lang } from '../i18n/lang';

/**
 * Bookings with their examinations and tests named in the page's language (issue 25: the English
 * account pages showed the Hungarian names a booking was made with). The names come from the cached
 * catalogue by id; an item the catalogue no longer has keeps the name it was booked under.
 */
export async function namedIn<T extends Pick<Appointment, 'examinations' | 'parameters'>>(
  env: Bindings,
  lang: Lang,
  bookings: T[],
): Promise<T[]> {
  const packageIds = [...new Set(bookings.flatMap((item) => item.examinations.map((exam) => exam.id)))];
  const testIds = [...new Set(bookings.flatMap((item) => item.parameters.map((test) => test.id)))];
  const [packages, tests] = await Promise.all([
    packageIds.length ? cachedPackages(env, { language: lang, package_ids: packageIds }) : [],
    testIds.length ? cachedTests(env, { language: lang, test_ids: testIds }) : [],
  ]);
  const packageNames = new Map(packages.map((item) => [item.id, item.name]));
  const testNames = new Map(tests.map((item) => [item.id, item.name]));
  return bookings.map((booking) => ({
    ...booking,
    examinations: booking.examinations.map((exam) => ({ ...exam, name: packageNames.get(exam.id) || exam.name })),
    parameters: booking.parameters.map((test) => ({ ...test, name: testNames.get(test.id) || test.name })),
  }));
}
