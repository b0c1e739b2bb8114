import { useId } from 'react';
import { NavLink } from '@web/lib/routing';
import { useLingui } from '@lingui/react';
import type { NavItem } from '@web/app/navigation/nav-items';
import { useMenuDisclosure } from '@web/app/navigation/use-menu-disclosure';
import styles from '@web/app/navigation/staff-menu.module.css';

/**
 * The entries of the account's staff roles in the desktop bar (the provider's dashboard,
 * the owner's console): one link for one role; for both, one "Staff" menu, so the bar
 * stays one row at every desktop width.
 */
export function StaffMenu({ items, linkClassName }: { items: NavItem[]; linkClassName?: string }) {
  const { _ } = useLingui();
  const { open, setOpen, containerRef, toggleRef } = useMenuDisclosure<HTMLDivElement>();
  const menuId = useId();
  const [only] = items;
  if (!only) return null;
  if (items.length === 1) {
    return (
      <NavLink to={only.to} className={linkClassName}>
        {_(only.label)}
      </NavLink>
    );
  }
  return (
    <div ref={containerRef} className={styles.staff}>
      <button
        ref={toggleRef}
        type="button"
        className={linkClassName ? `${linkClassName} ${styles.toggle}` : styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {_('common.nav.staff')}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={styles.item} onClick={() => setOpen(false)}>
              {_(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
