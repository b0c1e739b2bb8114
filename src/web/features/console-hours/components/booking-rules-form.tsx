import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { bookingRuleLimits, bookingRuleSettingsSchema, type BookingRuleSettings } from '@shared/contracts/booking-rules';
import { windowHours } from '@shared/scheduling/booking-windows';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert, FormNotice } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { isApiClientError } from '@web/lib/api-client';
import { focusFirstInvalid, validateWith } from '@web/lib/form-errors';
import { useSaveBookingRules } from '@web/features/console-hours/api/save-booking-rules';
import styles from '@web/features/console-hours/components/hours.module.css';

type Field = keyof BookingRuleSettings;
const fieldOrder: readonly Field[] = ['minNoticeMinutes', 'cancelWindowMinutes', 'reminderLeadMinutes', 'depositHoldMinutes'];

const labels: Record<Field, string> = {
  minNoticeMinutes: 'screens.console.hours.rules.minNotice',
  cancelWindowMinutes: 'screens.console.hours.rules.cancelWindow',
  reminderLeadMinutes: 'screens.console.hours.rules.reminderLead',
  depositHoldMinutes: 'screens.console.hours.rules.depositHold',
};
const hints: Record<Field, string> = {
  minNoticeMinutes: 'screens.console.hours.rules.minNoticeHint',
  cancelWindowMinutes: 'screens.console.hours.rules.cancelWindowHint',
  reminderLeadMinutes: 'screens.console.hours.rules.reminderLeadHint',
  depositHoldMinutes: 'screens.console.hours.rules.depositHoldHint',
};

/**
 * The booking rules (issue 14), in minutes: how soon before its start a customer may
 * book online, until how long before it they may cancel or reschedule online (after
 * that they call the shop), and how long before it the reminder is emailed.
 */
export function BookingRulesForm({ current }: { current: BookingRuleSettings }) {
  const { _ } = useLingui();
  const headingId = useId();
  const save = useSaveBookingRules();
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    minNoticeMinutes: String(current.minNoticeMinutes),
    cancelWindowMinutes: String(current.cancelWindowMinutes),
    reminderLeadMinutes: String(current.reminderLeadMinutes),
    depositHoldMinutes: String(current.depositHoldMinutes),
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    setSaved(false);
    const numbers = Object.fromEntries(fieldOrder.map((field) => [field, values[field].trim() === '' ? Number.NaN : Number(values[field])]));
    const checked = validateWith<typeof bookingRuleSettingsSchema, Field>(bookingRuleSettingsSchema, numbers, _);
    setErrors(checked.errors ?? {});
    if (checked.errors) {
      focusFirstInvalid(form, fieldOrder, checked.errors);
      return;
    }
    try {
      await save.mutateAsync(checked.data);
      setSaved(true);
    } catch (error) {
      if (isApiClientError(error) && error.fields) setErrors(error.fields);
      setFailure(isApiClientError(error) ? error.message : _('screens.console.hours.saveFailed'));
    }
  };

  return (
    <form className={styles.panel} aria-labelledby={headingId} onSubmit={(event) => void submit(event)} noValidate>
      <h2 id={headingId}>{_('screens.console.hours.rules.title')}</h2>
      <p className={styles.muted}>{_('screens.console.hours.rules.intro')}</p>
      {failure && <FormAlert key={failure}>{failure}</FormAlert>}
      {fieldOrder.map((field) => {
        const minutes = Number(values[field]);
        return (
          <TextField
            key={field}
            name={field}
            label={_(labels[field])}
            type="number"
            inputMode="numeric"
            min={bookingRuleLimits[field].min}
            max={bookingRuleLimits[field].max}
            step={1}
            required
            value={values[field]}
            onChange={(event) => {
              setSaved(false);
              setValues((before) => ({ ...before, [field]: event.target.value }));
            }}
            hint={
              <>
                {_(hints[field], bookingRuleLimits[field])}
                {Number.isFinite(minutes) && minutes >= 0 && ` ${_('screens.console.hours.rules.inHours', { hours: windowHours(minutes) })}`}
              </>
            }
            error={errors[field]}
          />
        );
      })}
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
          {save.isPending ? _('screens.console.hours.saving') : _('screens.console.hours.rules.save')}
        </button>
        {saved && <FormNotice>{_('screens.console.hours.saved')}</FormNotice>}
      </div>
    </form>
  );
}
