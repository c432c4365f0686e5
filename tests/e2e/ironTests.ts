import type { Page } from 'playwright-core';

/**
 * The demo catalogue's iron tests — blood count 2 900, reticulocytes 2 400, transferrin 3 200, ferritin
 * 3 900 Ft — cost 12 400 Ft alone; the Vashiány-csomag holds them and serum iron for 11 900 Ft, so the
 * package optimiser suggests it (docs/decisions/0047).
 */
export const IRON_TESTS = [
  'Kisvérkép (kvantitatív vérkép)',
  'Retikulocitaszám',
  'Transzferrin (transzferrin-szaturációval)',
  'Ferritin',
];

/** On the examinations page (in Hungarian): each test found by the search and chosen. */
export async function chooseTests(page: Page, names: string[]): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Keresés a vizsgálatok között' });
  for (const name of names) {
    await search.fill(name);
    await page.getByRole('button', { name: `Ezt választom: ${name}`, exact: true }).click();
    await page.getByRole('button', { name: `Kiválasztva: ${name}`, exact: true }).waitFor();
  }
}
