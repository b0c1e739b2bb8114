import { useId } from 'react';
import { useLingui } from '@lingui/react';
import { TableRegion } from '@web/components/ui/table-region';
import type { NewsCampaign } from '@shared/contracts/news-mail';
import { LoadError } from '@web/components/ui/load-error';
import { useNewsCampaigns } from '@web/features/console-news/api/news-mail';
import { useFormat } from '@web/lib/i18n';

const statusNames: Record<NewsCampaign['status'], string> = {
  draft: 'screens.console.news.status.draft',
  scheduled: 'screens.console.news.status.scheduled',
  sent: 'screens.console.news.status.sent',
};

/** Each send with its counts: sent, failed, and how many unsubscribed through its link. */
export function NewsSends() {
  const { _ } = useLingui();
  const format = useFormat();
  const captionId = useId();
  const campaigns = useNewsCampaigns();
  if (campaigns.isError) return <LoadError message={_('screens.console.news.loadFailed')} onRetry={() => void campaigns.refetch()} />;
  if (!campaigns.data) return <p role="status">{_('screens.console.loading')}</p>;
  const sends = campaigns.data.filter((campaign) => campaign.status !== 'draft');
  if (sends.length === 0) return <p>{_('screens.console.news.none')}</p>;
  return (
    <TableRegion labelledBy={captionId}>
      <caption id={captionId} className="visually-hidden">
        {_('screens.console.news.sendsTitle')}
      </caption>
      <thead>
        <tr>
          <th scope="col">{_('screens.console.news.subject')}</th>
          <th scope="col">{_('screens.console.news.statusTitle')}</th>
          <th scope="col">{_('screens.console.news.sendAtTitle')}</th>
          <th scope="col">{_('screens.console.news.sentCount')}</th>
          <th scope="col">{_('screens.console.news.failedCount')}</th>
          <th scope="col">{_('screens.console.news.unsubscribedCount')}</th>
        </tr>
      </thead>
      <tbody>
        {sends.map((campaign) => (
          <tr key={campaign.id}>
            <th scope="row">{format.locale === 'fr-CA' ? campaign.subjectFr : campaign.subjectEn}</th>
            <td>{_(statusNames[campaign.status])}</td>
            <td>{campaign.sendAt ? format.moment(campaign.sendAt) : ''}</td>
            <td>{campaign.counts.sent}</td>
            <td>{campaign.counts.failed}</td>
            <td>{campaign.counts.unsubscribed}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
