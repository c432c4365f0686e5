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
 * content the visitor came for; `hydrate="touch"` only once touched, for an island always in view that
 * most visitors never use (the cookie settings button). `hydrateHash` also makes it due when the page's
 * URL hash becomes that one (a link to '#suti-beallitasok' opens the cookie settings).
 */
export function Island<N extends IslandName>({
  name,
  props,
  hydrate = 'visible',
  hydrateHash,
}: {
  name: N;
  props: ComponentProps<(typeof islands)[N]>;
  hydrate?: 'visible' | 'load' | 'touch';
  hydrateHash?: string;
}) {
  return (
    // data-island comes last: the worker tests find an island's props as `data-island="Name"><script`.
    <div data-hydrate={hydrate === 'visible' ? undefined : hydrate} data-hydrate-hash={hydrateHash} data-island={name}>
      <script
        type="application/json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(props).replace(/</g, '\\u003c') }}
      />
      <div data-island-root="">{createElement(islands[name] as ComponentType<object>, props as object)}</div>
    </div>
  );
}
