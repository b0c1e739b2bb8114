import type { Pet } from '@shared/contracts/pets';
import { buttonClass } from '@web/components/ui/button-class';
import { useDeletePet } from '@web/features/pets/api/delete-pet';
import styles from '@web/features/pets/components/pets.module.css';
import { useLingui } from '@lingui/react';
import { Link } from '@web/lib/routing';
import { paths } from '@shared/routes/paths';
import { PetDetails } from '@web/features/pets/components/pet-details';

/** Where focus goes to land on a pet after a change. */
export const petHeadingId = (pet: Pick<Pet, 'id'>) => `pet-${pet.id}`;

interface PetCardProps {
  pet: Pet;
  onEdit: (pet: Pet) => void;
  onRemoved: (pet: Pet) => void;
}

/** One pet: name, type, age and breed, with Edit and Delete (which asks first, spec §8). */
export function PetCard({ pet, onEdit, onRemoved }: PetCardProps) {
  const { _ } = useLingui();
  const remove = useDeletePet();
  const headingId = petHeadingId(pet);

  const removePet = () => {
    if (!window.confirm(_('screens.pets.confirmRemove'))) return;
    remove.mutate(pet.id, { onSuccess: () => onRemoved(pet) });
  };

  return (
    <article className={styles.pet} aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1} className={styles.petName}>
        {pet.name}
      </h3>
      <PetDetails pet={pet} />
      <div className={styles.petActions}>
        <Link to={paths.pet.getHref(pet.id)} className={buttonClass('outline', { size: 'small' })}>
          {_('screens.pets.openPage')}
          <span className="visually-hidden"> {pet.name}</span>
        </Link>
        <button
          type="button"
          className={buttonClass('outline', { size: 'small' })}
          onClick={() => onEdit(pet)}
          disabled={remove.isPending}
        >
          {_('screens.pets.edit')}
          <span className="visually-hidden"> {pet.name}</span>
        </button>
        <button
          type="button"
          className={`${buttonClass('outline', { size: 'small' })} ${styles.danger}`}
          onClick={removePet}
          disabled={remove.isPending}
        >
          {remove.isPending ? _('screens.appointment.deleting') : _('screens.appointment.delete')}
          <span className="visually-hidden"> {pet.name}</span>
        </button>
      </div>
    </article>
  );
}
