import { useEffect, useState } from 'react';
import { call } from '../../../client/call';
import { type Preparation, preparationOf } from '../../../domain/preparation';
import type { Lang } from '../../../i18n/lang';

/** What one person is booked for: their packages and single tests. */
export interface BookedItems {
  packages: number[];
  tests: number[];
}

const NOBODY: Preparation[] = [];

/**
 * Each person's preparation from their own items, in their order (docs/decisions/0048, 0055); null for
 * one whose preparation could not be read; undefined until all are in; at once for nobody.
 */
export function usePeoplePreparation(
  people: BookedItems[],
  lang: Lang,
  wanted = true,
): (Preparation | null)[] | undefined {
  const [preparations, setPreparations] = useState<(Preparation | null)[] | undefined>(undefined);
  const key = people.map(({ packages, tests }) => `${packages.join(',')}|${tests.join(',')}`).join(';');
  useEffect(() => {
    if (!wanted || !people.length) return;
    let current = true;
    setPreparations(undefined);
    Promise.all(
      people.map(async ({ packages, tests }) => {
        try {
          const [p, t] = await Promise.all([
            packages.length
              ? call('packages', { query: { language: lang, package_ids: packages.join(',') } })
              : { data: [] },
            tests.length ? call('tests', { query: { language: lang, test_ids: tests.join(',') } }) : { data: [] },
          ]);
          return preparationOf([...p.data.flatMap((pkg) => pkg.tests), ...t.data]);
        } catch {
          return null;
        }
      }),
    ).then((found) => current && setPreparations(found));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the people's items are summed up in key
  }, [key, lang, wanted]);
  return people.length ? preparations : NOBODY;
}
