import { useLingui } from '@lingui/react';
import type { ReportCard } from '@shared/contracts/report-cards';
import { LoadError } from '@web/components/ui/load-error';
import { useReportCards } from '@web/features/pets/api/get-report-cards';
import { useFormat } from '@web/lib/i18n';
import styles from '@web/features/pets/components/pet-page.module.css';

/** A pet's report cards (issue 29): what its providers wrote when each visit was done, latest first. */
export function ReportCardsSection({ petId }: { petId: string }) {
  const { _ } = useLingui();
  const cards = useReportCards(petId);
  return (
    <section className={styles.section} aria-labelledby="pet-report-cards-heading">
      <h2 id="pet-report-cards-heading">{_('screens.petPage.reportCards')}</h2>
      {cards.isPending ? (
        <p role="status" className={styles.muted}>
          {_('screens.petPage.loadingReportCards')}
        </p>
      ) : cards.isError ? (
        <LoadError message={_('screens.petPage.reportCardsFailed')} onRetry={() => void cards.refetch()} />
      ) : cards.data.reportCards.length === 0 ? (
        <p className={styles.muted}>{_('screens.petPage.noReportCards')}</p>
      ) : (
        <ul className={styles.visits}>
          {cards.data.reportCards.map((card) => (
            <ReportCardItem key={card.id} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportCardItem({ card }: { card: ReportCard }) {
  const { _ } = useLingui();
  const format = useFormat();
  const headingId = `report-card-${card.id}`;
  return (
    <li className={styles.visit}>
      <article aria-labelledby={headingId} className={styles.reportCard}>
        <h3 id={headingId} className={styles.reportCardTitle}>
          {_('screens.petPage.reportCardTitle', { service: card.serviceName, date: format.day(card.visitStartsAt) })}
        </h3>
        {card.providerName && <p className={styles.muted}>{_('screens.petPage.reportCardBy', { provider: card.providerName })}</p>}
        {card.note && <p className={styles.reportCardNote}>{card.note}</p>}
        {card.checks.length > 0 && (
          <>
            <h4 className={styles.reportCardSubheading}>{_('screens.petPage.reportCardChecks')}</h4>
            <ul className={styles.reportCardChecks}>
              {card.checks.map((check) => (
                <li key={check}>{check}</li>
              ))}
            </ul>
          </>
        )}
        {card.photos.length > 0 && (
          <ul className={styles.reportCardPhotos}>
            {card.photos.map((photo, index) => (
              <li key={photo}>
                <img src={photo} alt={_('screens.petPage.reportCardPhoto', { pet: card.petName, number: index + 1 })} loading="lazy" width={240} height={240} />
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}
