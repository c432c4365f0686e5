// Draws Hungary as a dot map from the bundled settlement reference data: one dot per settlement, in
// the projection the pages use for their pins (src/domain/mapProjection.ts). No map tiles, no third
// party, nothing for a visitor's browser to fetch but this one file.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';

export async function hungaryDotMap(root) {
  // The projection is TypeScript; bundle it for node once.
  const result = await build({
    entryPoints: [join(root, 'src/domain/mapProjection.ts')],
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'node',
  });
  const { project, MAP_WIDTH, MAP_HEIGHT } = await import(
    `data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`
  );
  const settlements = JSON.parse(await readFile(join(root, 'src/data/settlements.json'), 'utf8'));
  const dots = settlements
    .map(({ lat, lng }) => project(lat, lng))
    .map(({ x, y }) => `M${x} ${y}h0`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}"><path d="${dots}" stroke="#aee3da" stroke-width="5" stroke-linecap="round" fill="none"/></svg>`;
}
