import { useLingui } from '@lingui/react';
import type { ReportCard } from '@shared/contracts/report-cards';
import { LoadError } from '@web/components/ui/load-error';
import { useReportCards, useVisitReportCard } from '@web/components/report-cards/report-cards-api';
import { useFormat } from '@web/lib/i18n';
import styles from '@web/components/report-cards/report-card-view.module.css';

type HeadingLevel = 3 | 4 | 5;

/**
 * A report card as everyone who may read it sees it (issue 29): the customer on the pet's
 * page, the provider on the visit they did, the owner in the book and on the customer's
 * page. The heading sits at the level of the page it is shown on; the checks are a level
 * below it.
 */
export function ReportCardView({ card, headingLevel }: { card: ReportCard; headingLevel: HeadingLevel }) {
  const { _ } = useLingui();
  const format = useFormat();
  const headingId = `report-card-${card.id}`;
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${headingLevel + 1}` as 'h4' | 'h5' | 'h6';
  return (
    <article aria-labelledby={headingId} className={styles.reportCard}>
      <Heading id={headingId} className={styles.title}>
        {_('screens.petPage.reportCardTitle', { service: card.serviceName, date: format.day(card.visitStartsAt) })}
      </Heading>
      {card.providerName && <p className={styles.muted}>{_('screens.petPage.reportCardBy', { provider: card.providerName })}</p>}
      {card.note && <p className={styles.note}>{card.note}</p>}
      {card.checks.length > 0 && (
        <>
          <Subheading className={styles.subheading}>{_('screens.petPage.reportCardChecks')}</Subheading>
          <ul className={styles.checks}>
            {card.checks.map((check) => (
              <li key={check}>{check}</li>
            ))}
          </ul>
        </>
      )}
      {card.photos.length > 0 && (
        <ul className={styles.photos}>
          {card.photos.map((photo, index) => (
            <li key={photo}>
              <img src={photo} alt={_('screens.petPage.reportCardPhoto', { pet: card.petName, number: index + 1 })} loading="lazy" width={240} height={240} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** A pet's report cards, latest visit first, or why there are none to show. */
export function PetReportCards({ petId, headingLevel }: { petId: string; headingLevel: HeadingLevel }) {
  const { _ } = useLingui();
  const cards = useReportCards(petId);
  if (cards.isPending)
    return (
      <p role="status" className={styles.muted}>
        {_('screens.petPage.loadingReportCards')}
      </p>
    );
  if (cards.isError) return <LoadError message={_('screens.petPage.reportCardsFailed')} onRetry={() => void cards.refetch()} />;
  if (cards.data.reportCards.length === 0) return <p className={styles.muted}>{_('screens.petPage.noReportCards')}</p>;
  return (
    <ul className={styles.list}>
      {cards.data.reportCards.map((card) => (
        <li key={card.id} className={styles.item}>
          <ReportCardView card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** One visit's card, loaded when shown: the provider's list and the owner's book show it on the visit it was written for. */
export function VisitReportCard({ appointmentId, headingLevel }: { appointmentId: string; headingLevel: HeadingLevel }) {
  const { _ } = useLingui();
  const card = useVisitReportCard(appointmentId);
  if (card.isPending)
    return (
      <p role="status" className={styles.muted}>
        {_('screens.reportCard.loading')}
      </p>
    );
  if (card.isError) return <LoadError message={_('screens.reportCard.loadFailed')} onRetry={() => void card.refetch()} />;
  return <ReportCardView card={card.data} headingLevel={headingLevel} />;
}
