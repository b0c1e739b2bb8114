import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PETS_PER_USER_MAX, petMessages, type Pet } from '@shared/contracts/pets';
import { buttonClass } from '@web/components/ui/button-class';
import { usePets } from '@web/features/pets/api/get-pets';
import { PetCard, petHeadingId } from '@web/features/pets/components/pet-card';
import { PetForm } from '@web/features/pets/components/pet-form';
import styles from '@web/features/pets/components/pets.module.css';
import { useLingui } from '@lingui/react';
import { useWords } from '@web/lib/i18n';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; pet: Pet };

const headingId = 'pets-heading';

/**
 * My Pets (spec §2 Pet area): the list, the add form or the edit form, one at a time.
 * Opening a form focuses its first field; coming back focuses the changed pet, or the
 * heading. A failed load or delete is only logged, and the list stays as it was (§8).
 */
export function PetsSection() {
  const { _ } = useLingui();
  const words = useWords();
  const pets = usePets();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (pets.isError) console.error('Loading the pets failed', pets.error);
  }, [pets.isError, pets.error]);

  // After the list is back on screen, put focus where the change happened.
  useLayoutEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const showList = (focusId: string, message = '') => {
    focusNext.current = focusId;
    setAnnouncement(message);
    setMode({ kind: 'list' });
  };

  const openForm = (next: Mode) => {
    setAnnouncement('');
    setMode(next);
  };

  const list = pets.data ?? [];
  const atLimit = list.length >= PETS_PER_USER_MAX;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} tabIndex={-1} className={styles.title}>
          {_('screens.pets.title')}
        </h2>
        {mode.kind === 'list' && !pets.isPending && !atLimit && (
          <button type="button" className={buttonClass('accent', { size: 'small' })} onClick={() => openForm({ kind: 'add' })}>
            {_('screens.pets.add')}
          </button>
        )}
      </div>

      <p role="status" className={announcement ? styles.notice : 'visually-hidden'}>
        {announcement}
      </p>

      {mode.kind === 'add' && (
        <PetForm
          onSaved={(pet) => showList(petHeadingId(pet), _('screens.pets.added', { name: pet.name }))}
          onCancel={() => showList(headingId)}
        />
      )}
      {mode.kind === 'edit' && (
        <PetForm
          key={mode.pet.id}
          pet={mode.pet}
          onSaved={(pet) => showList(petHeadingId(pet), _('screens.pets.updated', { name: pet.name }))}
          onCancel={() => showList(petHeadingId(mode.pet))}
        />
      )}
      {mode.kind === 'list' &&
        (pets.isPending ? (
          <p role="status" className={styles.muted}>
            {_('screens.pets.loading')}
          </p>
        ) : list.length === 0 ? (
          <p className={styles.empty}>{_('screens.pets.none')}</p>
        ) : (
          <>
            <ul className={styles.pets}>
              {list.map((pet) => (
                <li key={pet.id}>
                  <PetCard
                    pet={pet}
                    onEdit={(chosen) => openForm({ kind: 'edit', pet: chosen })}
                    onRemoved={(removed) => showList(headingId, _('screens.pets.removed', { name: removed.name }))}
                  />
                </li>
              ))}
            </ul>
            {atLimit && <p className={styles.muted}>{words(petMessages.tooMany)}</p>}
          </>
        ))}
    </section>
  );
}
