import { useLingui } from '@lingui/react';
import { PetReportCards } from '@web/components/report-cards/report-card-view';
import styles from '@web/features/pets/components/pet-page.module.css';

/** A pet's report cards (issue 29): what its providers wrote when each visit was done, latest first. */
export function ReportCardsSection({ petId }: { petId: string }) {
  const { _ } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="pet-report-cards-heading">
      <h2 id="pet-report-cards-heading">{_('screens.petPage.reportCards')}</h2>
      <PetReportCards petId={petId} headingLevel={3} />
    </section>
  );
}
