import { createElement, type ComponentProps, type ComponentType } from 'react';
import { islands } from '../islands/registry';

type IslandName = keyof typeof islands;

/**
 * Server side of an island: the registered component rendered into a root element, preceded by its
 * props as a JSON data block, which src/client/islands.tsx hydrates with the same component and props.
 * A data block rather than an attribute: no entity escaping, so large props (the catalogue) stay small.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: ComponentProps<(typeof islands)[N]> }) {
  return (
    <div data-island={name}>
      <script
        type="application/json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(props).replace(/</g, '\\u003c') }}
      />
      <div data-island-root="">{createElement(islands[name] as ComponentType<object>, props as object)}</div>
    </div>
  );
}
