import { useOutletContext } from 'react-router';
import type { ProviderMe } from '@shared/contracts/providers';
import { RoleGuard } from '@web/components/access/role-guard';
import { useProviderMe } from '@web/features/provider/api/get-provider-me';

/** The provider guard (spec §2, §4, §8) for the provider screens below it. */
export function RequireProvider() {
  return <RoleGuard check={useProviderMe()} role="provider" />;
}

/** The signed-in provider, for the screens behind RequireProvider. */
export function useProvider(): ProviderMe {
  return useOutletContext<ProviderMe>();
}
