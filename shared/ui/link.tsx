// The site's links: an <a href> that, once hydrated, navigates on the client the way React
// Router's <Link> does (a plain left click, no modifier key, no other target), and else is an
// ordinary link. React Router's Link resolves a relative `to`, and prefetches and discovers routes,
// with a dozen hooks for each link; every link here is an absolute path (shared/urls.ts) and uses
// none of that, and a product list renders about sixty of them: they were a seventh of the
// render's CPU. So the layout provides the router's navigate once (LinkNavigation) and each link
// reads only that. NavLink (the main menu's active item) stays React Router's.
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router';

/** The router's navigate, for every link below the layout. */
export const LinkNavigation = createContext<NavigateFunction | undefined>(undefined);

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path on this site (a client-side navigation), or a full URL (a page load). */
  to: string;
};

/** Whether a click on a link is one the router should take (React Router's own test). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

export function Link({ to, onClick, target, ...props }: LinkProps) {
  const navigate = useContext(LinkNavigation);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !navigate || !isPlainClick(event, target) || !to.startsWith('/') || to.startsWith('//')) return;
    event.preventDefault();
    // As React Router does: a link to the address already shown replaces it in the history.
    navigate(to, { replace: `${location.pathname}${location.search}${location.hash}` === to });
  };
  return <a href={to} target={target} onClick={click} {...props} />;
}
