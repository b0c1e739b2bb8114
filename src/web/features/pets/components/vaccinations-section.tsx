import { useState } from 'react';
import { useLingui } from '@lingui/react';
import type { Pet } from '@shared/contracts/pets';
import type { Vaccination } from '@shared/contracts/vaccinations';
import { VACCINE_REMINDER_DAYS } from '@shared/pet-care/vaccinations';
import { addDaysToDate, todayInZone } from '@shared/scheduling/zoned-time';
import { siteConfig } from '@shared/site-config/site-config';
import { buttonClass } from '@web/components/ui/button-class';
import { Badge } from '@web/components/ui/status-badge';
import { ProofLink } from '@web/components/ui/proof-link';
import { TableRegion } from '@web/components/ui/table-region';
import { useDeleteVaccination } from '@web/features/pets/api/delete-vaccination';
import { useVaccinations } from '@web/features/pets/api/get-vaccinations';
import { VaccinationForm } from '@web/features/pets/components/vaccination-form';
import { useFormat } from '@web/lib/i18n';
import { usePetLabels } from '@web/lib/pet-labels';
import styles from '@web/features/pets/components/pet-page.module.css';
import petStyles from '@web/features/pets/components/pets.module.css';

/**
 * A pet's vaccination records (issue 14): each vaccine with when it was given and when
 * it runs out, whether the shop has verified it, and its proof (opened by the owner and
 * the staff only); then the form to add one. Services that require a vaccine check these.
 */
export function VaccinationsSection({ pet }: { pet: Pet }) {
  const { _ } = useLingui();
  const labels = usePetLabels();
  const format = useFormat();
  const records = useVaccinations(pet.id);
  const remove = useDeleteVaccination();
  const [announcement, setAnnouncement] = useState('');
  const today = todayInZone(new Date(), siteConfig.timeZone);
  const soon = addDaysToDate(today, VACCINE_REMINDER_DAYS);

  const state = (record: Vaccination) => {
    if (record.expiresOn < today) return <Badge tone="danger" symbol="✕">{_('screens.petPage.expired')}</Badge>;
    if (record.expiresOn <= soon) return <Badge tone="warning" symbol="!">{_('screens.petPage.expiresSoon')}</Badge>;
    return record.verifiedAt ? _('screens.petPage.verified') : _('screens.petPage.notVerified');
  };

  const removeRecord = (record: Vaccination) => {
    if (!window.confirm(_('screens.petPage.confirmRemove', { vaccine: labels.vaccine(record.vaccine) }))) return;
    remove.mutate(
      { petId: pet.id, vaccinationId: record.id },
      { onSuccess: () => setAnnouncement(_('screens.petPage.removed', { vaccine: labels.vaccine(record.vaccine) })) },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="pet-vaccinations-heading">
      <h2 id="pet-vaccinations-heading">{_('screens.petPage.vaccinations')}</h2>
      {/* The table's own name, apart from the section's. */}
      <span id="pet-vaccination-records" hidden>
        {_('screens.petPage.records', { name: pet.name })}
      </span>
      <p className={styles.muted}>{_('screens.petPage.vaccinationsIntro', { days: VACCINE_REMINDER_DAYS })}</p>
      <p role="status" className={announcement ? petStyles.notice : 'visually-hidden'}>
        {announcement}
      </p>
      {records.isPending ? (
        <p role="status" className={styles.muted}>
          {_('screens.petPage.loadingVaccinations')}
        </p>
      ) : (records.data ?? []).length === 0 ? (
        <p className={styles.muted}>{_('screens.petPage.noVaccinations')}</p>
      ) : (
        <TableRegion labelledBy="pet-vaccination-records">
          <thead>
            <tr>
              <th scope="col">{_('screens.petPage.vaccine')}</th>
              <th scope="col">{_('screens.petPage.givenOn')}</th>
              <th scope="col">{_('screens.petPage.expiresOn')}</th>
              <th scope="col">{_('screens.petPage.state')}</th>
              <th scope="col">{_('screens.petPage.proof')}</th>
              <th scope="col">
                <span className="visually-hidden">{_('screens.petPage.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {records.data!.map((record) => (
              <tr key={record.id}>
                <th scope="row">{labels.vaccine(record.vaccine)}</th>
                <td>{format.date(record.givenOn)}</td>
                <td>{format.date(record.expiresOn)}</td>
                <td>{state(record)}</td>
                <td>
                  <ProofLink url={record.proofUrl} vaccine={labels.vaccine(record.vaccine)} />
                </td>
                <td>
                  <button
                    type="button"
                    className={buttonClass('outline', { size: 'small' })}
                    onClick={() => removeRecord(record)}
                    disabled={remove.isPending}
                  >
                    {_('screens.appointment.delete')}
                    <span className="visually-hidden"> {labels.vaccine(record.vaccine)}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
      <VaccinationForm
        petId={pet.id}
        petName={pet.name}
        onSaved={(vaccine) => setAnnouncement(_('screens.petPage.added', { vaccine: labels.vaccine(vaccine) }))}
      />
    </section>
  );
}
