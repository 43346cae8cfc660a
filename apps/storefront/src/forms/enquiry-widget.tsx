// docs/customer.md §2, §4, §9 the floating Enquiry button and its popup, for the shell to mount once:
// - desktop only: neither shows below 1224 px;
// - the popup appears by itself 10 s after load, once per visit: closing it (or sending) marks the visit in
//   sessionStorage, and it does not appear by itself again; the button still opens it.
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LARGE_SCREEN, useMediaQuery } from '../lib/media-query.js';
import { ENQUIRY_POPUP_DELAY_MS } from '../lib/timing.js';
import { ENQUIRY_POPUP_DISMISSED_KEY } from './enquiry-popup-key.js';
import styles from './enquiry-widget.module.css';

// The popup and its form load when it first opens (by itself after 10 s, or from the button).
const EnquiryPopup = lazy(() =>
  import('./enquiry-popup.js').then((module) => ({ default: module.EnquiryPopup })),
);

function dismissedThisVisit(): boolean {
  try {
    return window.sessionStorage.getItem(ENQUIRY_POPUP_DISMISSED_KEY) === '1';
  } catch {
    // Storage blocked (privacy mode): the popup may show again, which is harmless.
    return false;
  }
}

function markDismissed(): void {
  try {
    window.sessionStorage.setItem(ENQUIRY_POPUP_DISMISSED_KEY, '1');
  } catch {
    // see dismissedThisVisit
  }
}

// A popup must not cover someone logging in, paying or managing an account: it opens by itself only on
// browsing pages (the button still works everywhere). The account's pages include the dealer area, quotes
// and the quick order (docs/dealers.md, docs/quotes.md), and a payment's return pages.
const NO_AUTO_OPEN =
  /^\/(login|register|forget-password|reset-password|confirm-email|carts|wishlists|checkouts|dashboard|my-orders|my-quotes|quick-order|dealer|payments|update-profile|change-password)(\/|$)/;

export function EnquiryWidget() {
  const desktop = useMediaQuery(LARGE_SCREEN);
  const [open, setOpen] = useState(false);
  // Mounted from its first opening on (the chunk loads then), so it keeps a draft between openings.
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  const { pathname } = useLocation();
  const browsing = !NO_AUTO_OPEN.test(pathname);

  useEffect(() => {
    if (!desktop || !browsing || dismissedThisVisit()) return;
    const timer = window.setTimeout(() => {
      if (dismissedThisVisit()) return;
      setOpened(true);
      setOpen(true);
    }, ENQUIRY_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [desktop, browsing]);

  const close = () => {
    markDismissed();
    setOpen(false);
  };

  return (
    <>
      <button type="button" className={styles.button} onClick={show} aria-haspopup="dialog">
        <Trans>Enquiry</Trans>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <EnquiryPopup open={open && desktop} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
