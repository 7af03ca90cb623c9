// Renders an island on the server inside a placeholder that carries its props
// (those its script does not bundle: see src/generated/browser-content.ts), so
// the page's bundle (client/entries/) can hydrate exactly this part of the
// page when it is needed. `serverProps` are for the server's render only and
// never travel to the browser: markup the island keeps as the server rendered
// it (see ServerMarkup) needs no data in the browser.
import type { ComponentType } from 'react';
import type { IslandName } from '../islands/names.ts';

interface IslandProps<Props extends object, ServerProps extends object> {
  name: IslandName;
  component: ComponentType<Props & ServerProps>;
  /** Props the page carries for the browser (data-props); those the island's script bundles need not be here. */
  props: Props;
  /** Props for the server's render only. */
  serverProps: ServerProps;
}

export function Island<Props extends object, ServerProps extends object = object>({
  name,
  component: Component,
  props,
  serverProps,
}: IslandProps<Props, ServerProps>) {
  return (
    <div
      className="contents"
      data-island={name}
      data-props={Object.keys(props).length > 0 ? JSON.stringify(props) : undefined}
    >
      <Component {...props} {...serverProps} />
    </div>
  );
}
