import { useId } from 'react';
import { useLingui } from '@lingui/react';
import type { CustomerPet } from '@shared/contracts/console-customers';
import { todayInZone } from '@shared/scheduling/zoned-time';
import { siteConfig } from '@shared/site-config/site-config';
import { buttonClass } from '@web/components/ui/button-class';
import { Badge } from '@web/components/ui/status-badge';
import { ProofLink } from '@web/components/ui/proof-link';
import { TableRegion } from '@web/components/ui/table-region';
import { useVerifyVaccination } from '@web/features/console-customers/api/verify-vaccination';
import { useFormat } from '@web/lib/i18n';
import { usePetLabels } from '@web/lib/pet-labels';
import styles from '@web/features/console-customers/components/console-customers.module.css';

/**
 * A customer's pet's vaccination records as the owner checks them (issue 14): each with
 * its dates and proof (opened by the staff only), and Verify once the proof is seen.
 */
export function PetVaccinations({ userId, pet }: { userId: string; pet: CustomerPet }) {
  const { _ } = useLingui();
  const labels = usePetLabels();
  const format = useFormat();
  const verify = useVerifyVaccination(userId);
  const headingId = useId();
  const today = todayInZone(new Date(), siteConfig.timeZone);

  return (
    <>
      <h4 className={styles.subheading}>{_('screens.console.customers.vaccinationsHeading')}</h4>
      {/* The table's region is named for the pet: each pet's table is told apart. */}
      <span id={headingId} hidden>
        {_('screens.console.customers.vaccinations', { name: pet.name })}
      </span>
      {pet.vaccinations.length === 0 ? (
        <p className={styles.muted}>{_('screens.console.customers.noVaccinations')}</p>
      ) : (
        <TableRegion labelledBy={headingId} className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{_('screens.petPage.vaccine')}</th>
              <th scope="col">{_('screens.petPage.givenOn')}</th>
              <th scope="col">{_('screens.petPage.expiresOn')}</th>
              <th scope="col">{_('screens.petPage.proof')}</th>
              <th scope="col">{_('screens.console.customers.verification')}</th>
            </tr>
          </thead>
          <tbody>
            {pet.vaccinations.map((record) => (
              <tr key={record.id}>
                <th scope="row">
                  {labels.vaccine(record.vaccine)}{' '}
                  {record.expiresOn < today && (
                    <Badge tone="danger" symbol="✕">
                      {_('screens.petPage.expired')}
                    </Badge>
                  )}
                </th>
                <td>{format.date(record.givenOn)}</td>
                <td>{format.date(record.expiresOn)}</td>
                <td>
                  <ProofLink url={record.proofUrl} vaccine={labels.vaccine(record.vaccine)} />
                </td>
                <td>
                  {record.verifiedAt ? (
                    _('screens.console.customers.verifiedBy', { who: record.verifiedBy ?? '', when: format.day(record.verifiedAt) })
                  ) : (
                    <button
                      type="button"
                      className={buttonClass('outline', { size: 'small' })}
                      disabled={verify.isPending}
                      onClick={() => verify.mutate({ userId, petId: pet.id, vaccinationId: record.id })}
                    >
                      {_('screens.console.customers.verify')}
                      <span className="visually-hidden"> {_('screens.console.customers.verifyWhich', { vaccine: labels.vaccine(record.vaccine), name: pet.name })}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
    </>
  );
}
