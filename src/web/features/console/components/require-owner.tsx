import { useOutletContext } from 'react-router';
import type { OwnerMe } from '@shared/contracts/owner';
import { RoleGuard } from '@web/components/access/role-guard';
import { useOwnerMe } from '@web/features/console/api/get-owner-me';

/** The owner guard (D21) for the console's screens below it, like the provider guard. */
export function RequireOwner() {
  return <RoleGuard check={useOwnerMe()} role="owner" />;
}

/** The signed-in owner, for the screens behind RequireOwner. */
export function useOwner(): OwnerMe {
  return useOutletContext<OwnerMe>();
}
