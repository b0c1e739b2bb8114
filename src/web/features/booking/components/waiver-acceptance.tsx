import { useId } from 'react';
import type { WaiverToAccept } from '@shared/contracts/waivers';
import { WAIVER_NAME_MAX } from '@shared/contracts/waivers';
import { FieldError } from '@web/components/ui/field-error';
import { TextField } from '@web/components/ui/text-field';
import type { BookingDraft, DraftErrors } from '@web/features/booking/lib/booking-draft';
import styles from '@web/features/booking/components/booking-wizard.module.css';
import { useLingui } from '@lingui/react';

/**
 * Issue 29: the service's waiver the pet has not accepted yet, with the customer's typed
 * full name and a ticked box. The owner's text is shown as plain text, a paragraph per
 * blank line: never as HTML.
 */
export function WaiverAcceptance({
  waiver,
  draft,
  errors,
  onChange,
}: {
  waiver: WaiverToAccept;
  draft: Pick<BookingDraft, 'waiverFullName' | 'waiverAccepted'>;
  errors: DraftErrors;
  onChange: (patch: Partial<BookingDraft>) => void;
}) {
  const { _ } = useLingui();
  const titleId = useId();
  const acceptErrorId = useId();
  const paragraphs = waiver.text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <section className={styles.waiver} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.waiverTitle}>
        {_('screens.booking.waiver.title')}
      </h3>
      {/* Focusable so a keyboard can scroll a long waiver. */}
      <div className={styles.waiverText} tabIndex={0} role="region" aria-label={_('screens.booking.waiver.text')}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <TextField
        label={_('screens.booking.waiver.fullName')}
        name="waiverFullName"
        autoComplete="name"
        maxLength={WAIVER_NAME_MAX}
        required
        value={draft.waiverFullName}
        onChange={(event) => onChange({ waiverFullName: event.target.value })}
        error={errors.waiverFullName}
      />
      <div>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="waiverAccepted"
            required
            checked={draft.waiverAccepted}
            aria-invalid={errors.waiverAccepted ? true : undefined}
            aria-describedby={errors.waiverAccepted ? acceptErrorId : undefined}
            onChange={(event) => onChange({ waiverAccepted: event.target.checked })}
          />
          {_('screens.booking.waiver.accept')}
        </label>
        <FieldError id={acceptErrorId} message={errors.waiverAccepted} announce={false} />
      </div>
    </section>
  );
}
