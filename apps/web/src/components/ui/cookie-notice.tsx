import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveCookieConsent } from '../../lib/cookie-consent';
import { CheckboxField } from './checkbox-field';
import classes from './cookie-notice.module.css';
import { PlainButton } from './plain-button';

/**
 * While the notice shows, the page keeps room for it: the end of the page is padded by the space it
 * covers, and the scroll area too, so whatever the browser scrolls to (a focused field, a form
 * brought into view) stops above it. It never hides a form's controls (issue 21 item 4).
 */
function useRoomBelow() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const notice = ref.current;
    if (!notice) return;
    const { body, documentElement: root } = document;
    const reserve = () => {
      const space = `${Math.max(0, Math.ceil(window.innerHeight - notice.getBoundingClientRect().top))}px`;
      body.style.paddingBottom = space;
      root.style.scrollPaddingBottom = space;
    };
    // The observer's first call comes right after the browser lays the page out, before it paints:
    // measuring here instead would force that whole first layout inside React's commit (one long
    // task on a slow phone, issue 21). Without ResizeObserver, measure at once.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    if (observer) observer.observe(notice);
    else reserve();
    window.addEventListener('resize', reserve);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', reserve);
      body.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, []);
  return ref;
}

/**
 * Cookie notice with the three consent categories, in plain markup (the light first pages show it). Loaded lazily and only while no choice is
 * stored, so it costs nothing once the person decided.
 */
export default function CookieNotice({ onDecided }: { onDecided: () => void }) {
  const { t } = useTranslation('common');
  const ref = useRoomBelow();
  const [customising, setCustomising] = useState(false);
  const [functional, setFunctional] = useState(false);
  const [analytical, setAnalytical] = useState(false);

  const decide = (choice: { functional: boolean; analytical: boolean }) => {
    saveCookieConsent(choice);
    onDecided();
  };

  return (
    <section ref={ref} aria-label={t('cookies.title')} className={classes.notice} data-testid="cookie-notice">
      <p className={classes.title}>{t('cookies.title')}</p>
      <p className={classes.body}>{t('cookies.body')}</p>
      {customising && (
        <div className={classes.choices}>
          <CheckboxField label={t('cookies.essential')} description={t('cookies.essentialHint')} checked disabled />
          <CheckboxField label={t('cookies.functional')} checked={functional} onChange={(e) => setFunctional(e.currentTarget.checked)} />
          <CheckboxField label={t('cookies.analytical')} checked={analytical} onChange={(e) => setAnalytical(e.currentTarget.checked)} />
        </div>
      )}
      <div className={classes.actions}>
        {customising ? (
          <PlainButton onClick={() => decide({ functional, analytical })}>{t('cookies.save')}</PlainButton>
        ) : (
          <>
            <PlainButton variant="subtle" onClick={() => setCustomising(true)}>
              {t('cookies.customise')}
            </PlainButton>
            <PlainButton variant="outline" onClick={() => decide({ functional: false, analytical: false })}>
              {t('cookies.essentialOnly')}
            </PlainButton>
            <PlainButton onClick={() => decide({ functional: true, analytical: true })}>{t('cookies.acceptAll')}</PlainButton>
          </>
        )}
      </div>
    </section>
  );
}
