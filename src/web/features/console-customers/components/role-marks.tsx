import { useLingui } from '@lingui/react';
import type { CustomerListItem } from '@shared/contracts/console-customers';
import styles from '@web/features/console-customers/components/console-customers.module.css';

const roleNames = { provider: 'screens.console.customers.roleProvider', owner: 'screens.console.customers.roleOwner' } as const;

/** Marks the accounts that are staff, not customers: providers and owners. */
export function RoleMarks({ roles }: { roles: CustomerListItem['roles'] }) {
  const { _ } = useLingui();
  return roles.map((role) => (
    <span key={role} className={styles.role}>
      {_(roleNames[role])}
    </span>
  ));
}
