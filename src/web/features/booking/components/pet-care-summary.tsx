import { Link } from '@web/lib/routing';
import { windowHours } from '@shared/scheduling/booking-windows';
import { useLingui } from '@lingui/react';
import type { BookingQuote, Service } from '@shared/contracts/booking';
import { vaccineNames } from '@shared/contracts/pet-care-names';
import { paths } from '@shared/routes/paths';
import { useFormat } from '@web/lib/i18n';
import styles from '@web/features/booking/components/booking-wizard.module.css';

interface PetCareSummaryProps {
  service: Service;
  quote: BookingQuote;
  /** The pet's name as typed; '' while not given. */
  petName: string;
  /** The saved pet, whose page takes the vaccination records; none for a pet typed in. */
  petId: string;
  /** Ties the alert to the button it blocks. */
  alertId: string;
  /** Step 3: the problems are about the chosen date, not today. */
  forDate?: boolean;
  /** Step 3 says the duration and price in its own summary. */
  showTerms?: boolean;
}

/**
 * What the service is for this pet (issue 14), in the server's figures: its duration and
 * price for the pet's size and coat, once they are known, and the vaccinations it
 * requires. A vaccine missing or running out first is an alert that stops the booking,
 * saying what to do about it.
 */
export function PetCareSummary({ service, quote, petName, petId, alertId, forDate = false, showTerms = true }: PetCareSummaryProps) {
  const { _ } = useLingui();
  const format = useFormat();
  const pet = petName.trim() || _('screens.booking.yourPet');
  const vaccine = (code: keyof typeof vaccineNames) => _(vaccineNames[code]);
  const known = !quote.needs.size && !quote.needs.coat;

  return (
    <div className={styles.petCare}>
      {known && showTerms && (
        <p className={styles.summary} role="status">
          {_('screens.booking.termsFor', {
            service: service.name,
            pet,
            duration: _('screens.booking.duration', { minutes: quote.terms.durationMinutes }),
            price: format.price(quote.terms.priceCents),
          })}
        </p>
      )}
      {quote.deposit && showTerms && (
        <p className={styles.hint}>
          {_('screens.booking.depositQuote', { amount: format.money(quote.deposit.totalCents), minutes: quote.deposit.holdMinutes })}{' '}
          {_('common.deposit.policy', { hours: windowHours(quote.deposit.cancelWindowMinutes) })}
        </p>
      )}
      {quote.requiredVaccines.length > 0 && showTerms && (
        <p className={styles.hint}>{_('screens.booking.requiredVaccines', { vaccines: quote.requiredVaccines.map(vaccine).join(', ') })}</p>
      )}
      {quote.vaccineProblems.length > 0 && (
        <div id={alertId} role="alert" className={styles.warning}>
          <span className={styles.mark} aria-hidden="true">
            !
          </span>
          <div>
            <p>{_('screens.booking.vaccinesStop', { pet, service: service.name })}</p>
            <ul>
              {quote.vaccineProblems.map((problem) => (
                <li key={problem.vaccine}>
                  {problem.problem === 'missing'
                    ? _('screens.booking.vaccineMissing', { vaccine: vaccine(problem.vaccine) })
                    : _(forDate ? 'screens.booking.vaccineExpiresBefore' : 'screens.booking.vaccineExpired', {
                        vaccine: vaccine(problem.vaccine),
                        date: format.date(problem.expiresOn ?? ''),
                      })}
                </li>
              ))}
            </ul>
            {petId ? (
              <p>
                {_('screens.booking.vaccinesFix', { pet })} <Link to={paths.pet.getHref(petId)}>{_('screens.booking.openPetPage', { pet })}</Link>
              </p>
            ) : (
              <p>
                {_('screens.booking.vaccinesFixNewPet', { pet })} <Link to={paths.profile.getHref()}>{_('screens.booking.openProfile')}</Link>
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
