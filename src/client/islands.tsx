import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandLoaders } from './islandLoaders';

/** Hydrates every island marker the server rendered (src/components/Island.tsx) with its own props. */
export async function hydrateIslands(root: ParentNode = document): Promise<void> {
  const markers = [...root.querySelectorAll<HTMLElement>('[data-island]')];
  await Promise.all(
    markers.map(async (element) => {
      const name = element.dataset.island ?? '';
      const load = (
        islandLoaders as Record<string, (() => ReturnType<(typeof islandLoaders)['BookHere']>) | undefined>
      )[name];
      const target = element.querySelector<HTMLElement>(':scope > [data-island-root]');
      if (!load || !target) {
        console.error(`Unknown island: ${name}`);
        return;
      }
      const component = await load();
      const props = JSON.parse(element.querySelector(':scope > script')?.textContent ?? '{}') as object;
      hydrateRoot(target, createElement(component, props));
      // Tests and styles can tell a live island from server HTML.
      element.dataset.hydrated = '';
    }),
  );
}
