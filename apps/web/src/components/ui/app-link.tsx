import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** Outside the router (the light first pages) a link is a plain anchor: the app loads with the next page. */
function PlainAnchor({ to, ...rest }: AppLinkProps) {
  return <a href={to} {...rest} />;
}

/** Which component draws in-app links: the router provides its own, so links there navigate without a reload. */
export const AppLinkContext = createContext<ComponentType<AppLinkProps>>(PlainAnchor);

/** A link inside the app that works with and without the router (shared by the full app and the light pages). */
export function AppLink(props: AppLinkProps) {
  const Component = useContext(AppLinkContext);
  return <Component {...props} />;
}
