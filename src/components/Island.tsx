// Renders an island on the server inside a placeholder that carries its props,
// so the page's bundle (client/entries/) can hydrate exactly this part of the page.
import type { ComponentType } from 'react';
import type { IslandName } from '../islands/names.ts';

interface IslandProps<Props extends object> {
  name: IslandName;
  component: ComponentType<Props>;
  props: Props;
}

export function Island<Props extends object>({ name, component: Component, props }: IslandProps<Props>) {
  return (
    <div className="contents" data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
