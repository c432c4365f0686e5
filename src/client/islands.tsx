import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islands } from '../islands/registry';

/** Hydrates every island marker the server rendered (src/components/Island.tsx) with its own props. */
export function hydrateIslands(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island ?? '';
    const component = (islands as Record<string, ComponentType<object>>)[name];
    if (!component) {
      console.error(`Unknown island: ${name}`);
      continue;
    }
    const props = JSON.parse(element.querySelector(':scope > script')?.textContent ?? '{}') as Record<string, unknown>;
    const root = element.querySelector<HTMLElement>(':scope > [data-island-root]');
    if (!root) continue;
    hydrateRoot(root, createElement(component, props));
    // Tests and styles can tell a live island from server HTML.
    element.dataset.hydrated = '';
  }
}
