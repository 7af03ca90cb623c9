// Renders an island on the server inside a placeholder that carries its props
// (those its script does not bundle: see src/generated/browser-form.ts), so
// the page's bundle (client/entries/) can hydrate exactly this part of the
// page when it is needed, with the same props the server rendered it with.
import type { ComponentType } from 'react';
import type { IslandName } from './island-names.ts';

interface IslandProps<Props extends object, BundledProps extends object> {
  name: IslandName;
  component: ComponentType<Props & BundledProps>;
  /** Props the page carries for the browser (data-props). */
  props: Props;
  /** Props the island's script brings itself (client/islands/), built from the same content: not in the page. */
  bundledProps: BundledProps;
}

export function Island<Props extends object, BundledProps extends object = object>({
  name,
  component: Component,
  props,
  bundledProps,
}: IslandProps<Props, BundledProps>) {
  return (
    <div
      className="contents"
      data-island={name}
      data-props={Object.keys(props).length > 0 ? JSON.stringify(props) : undefined}
    >
      <Component {...props} {...bundledProps} />
    </div>
  );
}
