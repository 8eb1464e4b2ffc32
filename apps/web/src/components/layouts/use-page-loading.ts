import { useLocation, useNavigation } from 'react-router';

/**
 * True while the router loads another page. A change of the search only (a filter, a tab, a
 * page of a list) keeps the page on screen: it re-runs the route loaders too, and hiding the
 * page for them would unmount it, losing what the user was doing (an open dialog, a click made
 * during the fade).
 */
export function usePageLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
}
