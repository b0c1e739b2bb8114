import { useLingui } from '@lingui/react';
import type { Appointment } from '@shared/contracts/booking';
import type { Pet } from '@shared/contracts/pets';
import { PetDetails } from '@web/features/pets/components/pet-details';
import { PetVisits } from '@web/features/pets/components/pet-visits';
import { ReportCardsSection } from '@web/features/pets/components/report-cards-section';
import { VaccinationsSection } from '@web/features/pets/components/vaccinations-section';
import styles from '@web/features/pets/components/pet-page.module.css';

interface PetPageProps {
  pet: Pet;
  /** The user's appointments for this pet (from the booking feature, by the route); undefined while loading. */
  visits: readonly Appointment[] | undefined;
  /** Reads the next page of older visits, while there is one; true when it was the last. */
  onShowOlder?: (() => Promise<boolean>) | undefined;
}

/** A pet's page on the profile (issue 14): its details, its upcoming visits and history, its report cards (issue 29), and its vaccinations. */
export function PetPage({ pet, visits, onShowOlder }: PetPageProps) {
  const { _ } = useLingui();
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="pet-details-heading">
        <h2 id="pet-details-heading">{_('screens.petPage.details')}</h2>
        <PetDetails pet={pet} />
      </section>
      <PetVisits visits={visits} now={new Date()} onShowOlder={onShowOlder} />
      <ReportCardsSection petId={pet.id} />
      <VaccinationsSection pet={pet} />
    </div>
  );
}
