import { createElement, type ComponentType } from 'react';

/**
 * Server side of an island: renders the component into a marker element that carries its name and
 * JSON props, which src/client/islands.tsx hydrates with the same component.
 */
export function Island<P extends object>({
  name,
  component,
  props,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      {createElement(component, props)}
    </div>
  );
}
