import { createElement, type ComponentProps, type ComponentType } from 'react';
import { islands } from '../islands/registry';

type IslandName = keyof typeof islands;

/**
 * Server side of an island: renders the registered component into a marker element that carries its
 * name and JSON props, which src/client/islands.tsx hydrates with the same component and props.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: ComponentProps<(typeof islands)[N]> }) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      {createElement(islands[name] as ComponentType<object>, props as object)}
    </div>
  );
}
