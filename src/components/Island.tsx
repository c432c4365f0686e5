import { createElement, type ComponentProps, type ComponentType } from 'react';
import { islands } from '../islands/registry';

type IslandName = keyof typeof islands;

/**
 * Server side of an island: the registered component rendered into a root element, preceded by its
 * props as a JSON data block, which src/client/islands.tsx hydrates with the same component and props.
 * A data block rather than an attribute: no entity escaping, so large props (the catalogue) stay small.
 *
 * When it hydrates (docs/decisions/0035): by default once it is visible or first touched, so a page
 * whose islands are out of view loads no React; `hydrate="load"` at once, for the booking steps, whose
 * content the visitor came for.
 */
export function Island<N extends IslandName>({
  name,
  props,
  hydrate = 'visible',
}: {
  name: N;
  props: ComponentProps<(typeof islands)[N]>;
  hydrate?: 'visible' | 'load';
}) {
  return (
    // data-island comes last: the worker tests find an island's props as `data-island="Name"><script`.
    <div data-hydrate={hydrate === 'load' ? 'load' : undefined} data-island={name}>
      <script
        type="application/json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(props).replace(/</g, '\\u003c') }}
      />
      <div data-island-root="">{createElement(islands[name] as ComponentType<object>, props as object)}</div>
    </div>
  );
}
