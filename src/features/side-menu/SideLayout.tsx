/**
 * The side layout (chart spec §2): the side menu's titled groups of links on the left, the current one
 * marked, and the page on the right; the scroll goes back to the top when the page changes. A layout
 * route: `withSideLayout` puts it around the routes it frames.
 */
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, type RouteObject } from 'react-router';
import { useSnapshot } from 'valtio';
import { pageTitleKey } from '../../shell/pages';
import { session } from '../../state/session';
import {
  framedBySideLayout,
  isCurrentItem,
  itemHref,
  scrollResets,
  showsSideMenu,
  visibleGroups,
} from './side-menu-rules';
import './side-menu.css';

function SideLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useSnapshot(session);
  const previous = useRef<string | null>(null);

  useLayoutEffect(() => {
    if (scrollResets(previous.current, pathname)) globalThis.scrollTo(0, 0);
    previous.current = pathname;
  }, [pathname]);

  const shows = showsSideMenu(pathname);
  return (
    <div className={`td-side-layout${shows ? '' : ' td-side-layout--full'}`}>
      {shows && (
        <nav className="td-side-menu" aria-label={t('side.label')}>
          {visibleGroups(user).map((group) => (
            <section key={group.id} className="td-side-menu__group" aria-labelledby={`td-side-${group.id}`}>
              <h2 id={`td-side-${group.id}`} className="td-side-menu__title">
                {t(`side.groups.${group.id}`)}
              </h2>
              <ul className="td-side-menu__items">
                {group.items.map((item) => (
                  <li key={item.page}>
                    <Link
                      className="td-side-menu__link"
                      to={itemHref(item)}
                      aria-current={isCurrentItem(item, pathname) ? 'page' : undefined}
                    >
                      {t(pageTitleKey(item.page))}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      )}
      <div className="td-side-layout__content">
        <Outlet />
      </div>
    </div>
  );
}

/** The routes with those the side layout frames gathered under it as one layout route; the others as they are. */
export function withSideLayout(routes: readonly RouteObject[]): RouteObject[] {
  const framed = routes.filter((route) => framedBySideLayout(route.path));
  const others = routes.filter((route) => !framedBySideLayout(route.path));
  return [{ element: <SideLayout />, children: framed }, ...others];
}
