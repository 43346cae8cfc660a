// docs/customer.md §2: the header's About entry opens Who We Are and Company Policy. A disclosure (button +
// list of links), usable with the keyboard: Enter/Space/ArrowDown open it, arrows move between the
// links, Escape closes it and returns focus to the button; it also opens on hover for a mouse.
import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styles from './about-menu.module.css';
import { Icon } from './icon.js';
import { ABOUT_LINKS } from './navigation.js';

export function AboutMenu() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  // Open "at" a path: following a link (or any other navigation) closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (next: boolean | ((current: boolean) => boolean)) =>
    setOpenAt((current) => {
      const value = typeof next === 'function' ? next(current === pathname) : next;
      return value ? pathname : null;
    });
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const active = ABOUT_LINKS.some((link) => link.href === pathname);

  // A click anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () =>
    Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-about-link]') ?? []);

  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      // The list renders on this update; focus its first link on the next frame.
      requestAnimationFrame(() => focusLink(0));
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const focused = document.activeElement;
    const current = focused instanceof HTMLAnchorElement ? links().indexOf(focused) : -1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusLink(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusLink(current - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusLink(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusLink(-1);
    }
  };

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover is a pointer convenience; the button is the control
    <div
      ref={rootRef}
      className={styles.about}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onRootKeyDown}
      onBlur={(event) => {
        // Tabbing out of the menu closes it.
        if (!(event.relatedTarget instanceof Node) || !rootRef.current?.contains(event.relatedTarget))
          setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={[styles.trigger, active ? styles.active : undefined].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        // A keyboard press (detail 0) toggles; a mouse click keeps open what hovering has just opened.
        onClick={(event) => setOpen(event.detail === 0 ? (current) => !current : true)}
        onKeyDown={onButtonKeyDown}
      >
        <Trans>About</Trans>
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </button>
      <ul id={`${id}-list`} className={styles.list} hidden={!open} onKeyDown={onListKeyDown}>
        {ABOUT_LINKS.map((link) => (
          <li key={link.href}>
            <NavLink to={link.href} className={styles.link} data-about-link="">
              {i18n._(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
