import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CleanFrame } from '../../components/layouts/clean-frame';
import CookieNotice from '../../components/ui/cookie-notice';
import { SkipLink } from '../../components/ui/skip-link';
import { BookingFailedPage } from '../../features/bookings/components/booking-failed-page';
import { BookingStatusPage } from '../../features/bookings/components/booking-status-page';
import { PublicBookingPage } from '../../features/bookings/components/public-booking-page';
import { readCookieConsent } from '../../lib/cookie-consent';
import { formatTabTitle } from '../tab-title';
import { BOOKING_PATH } from './light-pages';

type Screen = { kind: 'link' | 'status' | 'failed'; hash: string };

function screenOf(pathname: string): Screen {
  const [, first, hash = '', last] = pathname.split('/');
  if (first === 'book') return { kind: 'link', hash: decodeURIComponent(hash) };
  return { kind: last === 'unsuccessful' ? 'failed' : 'status', hash: decodeURIComponent(hash) };
}

const TITLES = { link: 'titles.booking', status: 'titles.bookingStatus', failed: 'titles.bookingFailed' } as const;

/**
 * The public booking pages as a stranger opens them from a shared link: the clean frame, the
 * page and the cookie notice, without the router, Mantine or the data cache. Going from the
 * booking to its status page stays here (history entries of their own); any other address
 * loads the full app.
 */
export function LightBooking() {
  const { t, i18n } = useTranslation('common');
  const [pathname, setPathname] = useState(window.location.pathname);
  const [consentMissing, setConsentMissing] = useState(() => readCookieConsent() === null);
  const screen = screenOf(pathname);

  useEffect(() => {
    const onPop = () => setPathname(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    document.title = formatTabTitle(t(TITLES[screen.kind]));
  }, [t, i18n.language, screen.kind]);

  const navigate = (to: string) => {
    if (!BOOKING_PATH.test(new URL(to, window.location.origin).pathname)) return window.location.assign(to);
    window.history.pushState(null, '', to);
    setPathname(new URL(to, window.location.origin).pathname);
    window.scrollTo(0, 0);
  };

  return (
    <>
      <SkipLink />
      <CleanFrame>
        {screen.kind === 'link' && <PublicBookingPage key={screen.hash} linkHash={screen.hash} navigate={navigate} />}
        {screen.kind === 'status' && <BookingStatusPage key={screen.hash} bookingHash={screen.hash} navigate={navigate} />}
        {screen.kind === 'failed' && <BookingFailedPage bookingHash={screen.hash} />}
      </CleanFrame>
      {/* Drawn with the page, not after it: a first visit's largest text is often this notice. */}
      {consentMissing && <CookieNotice onDecided={() => setConsentMissing(false)} />}
    </>
  );
}
