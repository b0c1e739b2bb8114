import { useEffect } from 'react';
import { Outlet, useNavigate, useOutletContext } from 'react-router';
import type { ProviderMe } from '@shared/contracts/providers';
import { paths } from '@shared/routes/paths';
import { useProviderMe } from '@web/features/provider/api/get-provider-me';
import { isApiClientError } from '@web/lib/api-client';
import styles from '@web/features/provider/components/require-provider.module.css';
import { useLingui } from '@lingui/react';

/**
 * The provider guard (spec §2, §4, §8) for the provider screens below it: a full-screen
 * 'Checking authorization...' until the server answers the provider check, then the
 * screen; anyone else (signed out, not a provider, or a failed check, which is logged)
 * goes to / with the error 'Access denied', in place of this history entry.
 */
export function RequireProvider() {
  const { _ } = useLingui();
  const { data: provider, error, isFetching } = useProviderMe();
  const navigate = useNavigate();
  // A cached refusal is asked again before it counts: the role may have been granted since.
  const denied = !provider && error !== null && !isFetching;

  useEffect(() => {
    if (!denied) return;
    const refused = isApiClientError(error) && (error.status === 401 || error.status === 403);
    if (!refused) console.error('The provider check failed', error);
    void navigate(paths.home.getHref(), { replace: true, state: { error: 'common.accessDenied' } });
  }, [denied, error, navigate]);

  if (!provider) {
    return (
      <div className={styles.checking} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <p>{_('screens.provider.checking')}</p>
      </div>
    );
  }
  return <Outlet context={provider} />;
}

/** The signed-in provider, for the screens behind RequireProvider. */
export function useProvider(): ProviderMe {
  return useOutletContext<ProviderMe>();
}
