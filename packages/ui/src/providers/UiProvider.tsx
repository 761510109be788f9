import { createContext, type ComponentPropsWithRef, type ComponentType, type ReactNode } from 'react';

/** What a link component receives: an href plus ordinary anchor attributes (children and ref included). */
export type LinkComponentProps = ComponentPropsWithRef<'a'> & { href: string };

/** The plain anchor used when no router link is provided (Storybook, static pages). */
export function PlainLink({ children, ...props }: LinkComponentProps) {
  return <a {...props}>{children}</a>;
}

export interface UiContextValue {
  linkComponent: ComponentType<LinkComponentProps>;
}

export const UiContext = createContext<UiContextValue>({ linkComponent: PlainLink });

export interface UiProviderProps {
  /** The app's router link (e.g. a wrapper around react-router's Link). Internal links render through it. */
  linkComponent?: ComponentType<LinkComponentProps>;
  children: ReactNode;
}

/** Lets the app plug its router into every internal link, so @agency/ui never imports a router. */
export function UiProvider({ linkComponent = PlainLink, children }: UiProviderProps) {
  return <UiContext.Provider value={{ linkComponent }}>{children}</UiContext.Provider>;
}
