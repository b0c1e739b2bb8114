import { useLingui } from '@lingui/react';
import type { WaiverAccepted } from '@shared/contracts/waivers';
import { useFormat } from '@web/lib/i18n';

/**
 * What staff read on a visit about its service's waiver (issue 29), in the provider's
 * dashboard and the owner's book alike: who accepted which version and when, or none.
 */
export function VisitWaiver({ waiver }: { waiver: WaiverAccepted | undefined }) {
  const { _ } = useLingui();
  const format = useFormat();
  if (!waiver) return <span>{_('screens.visit.noWaiver')}</span>;
  return <span>{_('screens.visit.waiverAccepted', { date: format.day(waiver.acceptedAt), name: waiver.fullName, version: waiver.version })}</span>;
}
