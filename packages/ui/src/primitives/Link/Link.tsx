import { createElement, useContext } from 'react';
import { UiContext, type LinkComponentProps } from '../../providers/UiProvider';

export type LinkProps = LinkComponentProps;

/**
 * An internal link rendered through the app's router link (see UiProvider); a plain anchor without one.
 * External links (http, mailto, tel) can use it too: the site's router link passes them through as anchors.
 */
export function Link(props: LinkProps) {
  const { linkComponent } = useContext(UiContext);
  return createElement(linkComponent, props);
}
