import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandLoaders } from './islandLoaders';

/**
 * Renders the island and says when it is live: a parent's effect runs after its children's, so the
 * island's own mount effects (listeners it adds) have run too. No markup of its own, so none to mismatch.
 */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates one island marker the server rendered (src/components/Island.tsx) with React DOM, its
 * component and its own props; resolves once React has committed it and run its mount effects. src/client/hydration.ts calls it
 * when the island is due and its markup complete (docs/decisions/0035).
 */
export async function hydrateIsland(island: HTMLElement): Promise<void> {
  const name = island.dataset.island ?? '';
  const load = (islandLoaders as Record<string, (() => Promise<ComponentType<object>>) | undefined>)[name];
  const root = island.querySelector<HTMLElement>(':scope > [data-island-root]');
  if (!load || !root) throw new Error(`Unknown island: ${name}`);
  const component = await load();
  const props = JSON.parse(island.querySelector(':scope > script')?.textContent ?? '{}') as object;
  await new Promise<void>((resolve) => {
    hydrateRoot(root, createElement(Committed, { onCommit: resolve, children: createElement(component, props) }), {
      // A mismatch React recovered from by rendering afresh: named, so the browser journeys can catch it.
      onRecoverableError: (error) => console.error(`Hydration mismatch in island ${name}`, error),
    });
  });
  // Tests and styles can tell a live island from server HTML.
  island.dataset.hydrated = '';
}
