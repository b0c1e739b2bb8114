import { createContext, useContext, type ComponentType } from 'react';
import type { Location, NavigateFunction, NavigationType, LinkProps, NavLinkProps, OutletProps, Params } from 'react-router';

/**
 * The parts of routing a component uses: its links, the location, and the way to go
 * elsewhere. Every component takes them from here, not from react-router itself, so the
 * same components run in the whole app (React Router's, given by `AppProviders`) and in
 * the public pages' light shell (app/shell), which takes over the server's HTML without the
 * router and brings the app in when the visitor goes somewhere (ADR 0046).
 */
export interface Routing {
  Link: ComponentType<LinkProps>;
  NavLink: ComponentType<NavLinkProps>;
  Outlet: ComponentType<OutletProps>;
  useLocation: () => Location;
  useNavigate: () => NavigateFunction;
  useNavigationType: () => NavigationType;
  /** The matched route's parameters (a blog post's id). */
  useParams: () => Readonly<Params<string>>;
}

const RoutingContext = createContext<Routing | null>(null);

/** Gives the components below it their routing: React Router's (providers.tsx) or the shell's. */
export const RoutingProvider = RoutingContext.Provider;

function useRouting(): Routing {
  const routing = useContext(RoutingContext);
  if (!routing) throw new Error('A component that links or reads the location needs a RoutingProvider above it');
  return routing;
}

// A routing is given once for a tree's life (a shell's tree is replaced, not updated, by
// the app's: app/shell/take-over.tsx), so each hook below calls the same hooks every render.
export function Link(props: LinkProps) {
  const { Link: Given } = useRouting();
  return <Given {...props} />;
}

export function NavLink(props: NavLinkProps) {
  const { NavLink: Given } = useRouting();
  return <Given {...props} />;
}

export function Outlet(props: OutletProps) {
  const { Outlet: Given } = useRouting();
  return <Given {...props} />;
}

export const useLocation = (): Location => useRouting().useLocation();
export const useNavigate = (): NavigateFunction => useRouting().useNavigate();
export const useNavigationType = (): NavigationType => useRouting().useNavigationType();
export const useParams = (): Readonly<Params<string>> => useRouting().useParams();
