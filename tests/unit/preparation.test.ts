import { describe, expect, it } from 'vitest';
import { PACKAGES, TESTS } from '../../scripts/seed/catalogue.mjs';
import { preparationOf, type PreparationSource } from '../../src/domain/preparation';

const test = (fasting_hours: number, preparation: string, morning_only = false): PreparationSource => ({
  fasting_hours,
  morning_only,
  preparation,
});

/** A seeded package's tests as the preparation is worked out from them, in one language. */
function packageTests(name: string, lang: 'hu' | 'en'): PreparationSource[] {
  const pkg = PACKAGES.find((candidate) => candidate.name_hu === name)!;
  return pkg.test_ids.map((id) => {
    const row = TESTS.find((candidate) => candidate.id === id)!;
    return test(Number(row.fasting_hours), String(row[`preparation_${lang}`]), !!row.morning_only);
  });
}

/**
 * The seed's sentences that say nothing but a fasting time (and the morning): the fasting line says it
 * already. A sentence that mentions fasting among other things ('Only as part of a glucose tolerance
 * test, after a 12-hour fast and drinking the glucose solution') is another instruction and stays.
 */
const STATES_FASTING =
  /A vizsgálat előtt \d+ órás éhezés szükséges|(^|\. )Reggel, \d+ órás éhezés után[.;]|Please fast for \d+ hours|(^|\. )In the morning after a \d+-hour fast[.;]/;

describe('preparationOf', () => {
  it('takes the longest fasting, any morning-only test, and each note once', () => {
    const preparation = preparationOf([test(8, 'Hozzon vizeletet.'), test(12, 'Hozzon vizeletet.', true), test(0, '')]);
    expect(preparation).toEqual({ fastingHours: 12, morningOnly: true, notes: ['Hozzon vizeletet.'] });
  });

  it('drops a clause that only states the fasting the fasting line shows, keeping the rest as written', () => {
    const { notes } = preparationOf(packageTests('Alap laborcsomag', 'hu'));
    expect(notes).toEqual([
      'Vizet és cukrozatlan teát fogyaszthat, rendszeres gyógyszereit vegye be.',
      'Reggeli első, középsugaras vizeletet hozzon steril mintatartóban (helyszíneinken és gyógyszertárban is beszerezhető).',
    ]);
    expect(preparationOf(packageTests('Alap laborcsomag', 'en')).notes[0]).toBe(
      'Water and unsweetened tea are allowed, and take your regular medicines.',
    );
  });

  it('drops a shorter fasting time and the morning the morning line says', () => {
    // Iron: 'Reggel, 12 órás éhezés után.' says the morning and fasting lines again; its second sentence stays.
    expect(preparationOf(packageTests('Vashiány-csomag', 'hu')).notes).toEqual([
      'A vaspótlást a vizsgálat előtt 24 órával hagyja el (kezelőorvosával egyeztetve).',
    ]);
    expect(preparationOf(packageTests('Vashiány-csomag', 'en')).notes).toEqual([
      'Stop iron supplements 24 hours before the test (after consulting your doctor).',
    ]);
    // Insulin: after the semicolon comes what else to avoid, now a sentence of its own.
    expect(preparationOf(packageTests('PCOS-csomag', 'hu')).notes).toContain(
      'A vizsgálat előtt ne dohányozzon és ne sportoljon.',
    );
  });

  it('repeats the fasting line in no note of any seeded package, in either language', () => {
    for (const pkg of PACKAGES) {
      for (const lang of ['hu', 'en'] as const) {
        const preparation = preparationOf(packageTests(pkg.name_hu, lang));
        for (const note of preparation.notes) expect(note, `${pkg.name_hu} (${lang})`).not.toMatch(STATES_FASTING);
      }
    }
  });

  it('keeps a fasting statement the fasting line does not cover, and a morning one without a morning line', () => {
    // The structured fasting time (0) does not say 12 hours, so the note must.
    expect(preparationOf([test(0, 'A vizsgálat előtt 12 órás éhezés szükséges.')]).notes).toEqual([
      'A vizsgálat előtt 12 órás éhezés szükséges.',
    ]);
    expect(preparationOf([test(12, 'Reggel, 12 órás éhezés után.')]).notes).toEqual(['Reggel, 12 órás éhezés után.']);
    expect(preparationOf([test(12, 'Reggel, 12 órás éhezés után.', true)]).notes).toEqual([]);
  });

  it('leaves a note with nothing to drop exactly as written, ordinal dots and all', () => {
    const note =
      'Ciklusfüggő vizsgálat: a menstruációs ciklus 3–5. napján javasolt, hacsak kezelőorvosa másként nem kéri.';
    expect(preparationOf([test(12, note, true)]).notes).toEqual([note]);
  });
});
