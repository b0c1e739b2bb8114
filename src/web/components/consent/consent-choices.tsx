import { useId } from 'react';
import { useLingui } from '@lingui/react';
import { siteConfig } from '@shared/site-config/site-config';
import { PolicyLink } from '@web/components/ui/policy-link';
import { TextField } from '@web/components/ui/text-field';
import styles from '@web/components/consent/consent-choices.module.css';

export interface ConsentValues {
  newsEmail: boolean;
  reminderTexts: boolean;
  phone: string;
}

/** What the choices send: the number only with the texts (an unticked box's number is not asked for, so not checked). */
export const consentBody = (values: ConsentValues) => ({ newsEmail: values.newsEmail, reminderTexts: values.reminderTexts, phone: values.reminderTexts ? values.phone : '' });

/**
 * Issue 30's two choices, as registration and the profile both ask them: separate boxes,
 * unticked unless the person ticks them, each saying what for and from whom, with the
 * privacy policy beside them. The phone number is asked only for the texts.
 */
export function ConsentChoices({
  values,
  errors,
  onChange,
}: {
  values: ConsentValues;
  errors: { phone?: string | undefined };
  onChange: (values: ConsentValues) => void;
}) {
  const { _ } = useLingui();
  const newsHint = useId();
  const textsHint = useId();
  const brand = siteConfig.brand;
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{_('screens.consent.legend')}</legend>
      <div className={styles.choice}>
        <label>
          <input type="checkbox" name="newsEmail" checked={values.newsEmail} aria-describedby={newsHint} onChange={(event) => onChange({ ...values, newsEmail: event.target.checked })} />{' '}
          {_('screens.consent.newsEmail')}
        </label>
        <p id={newsHint} className={styles.hint}>
          {_('screens.consent.newsEmailHint', { brand })}
        </p>
      </div>
      <div className={styles.choice}>
        <label>
          <input
            type="checkbox"
            name="reminderTexts"
            checked={values.reminderTexts}
            aria-describedby={textsHint}
            onChange={(event) => onChange({ ...values, reminderTexts: event.target.checked })}
          />{' '}
          {_('screens.consent.reminderTexts')}
        </label>
        <p id={textsHint} className={styles.hint}>
          {_('screens.consent.reminderTextsHint', { brand })}
        </p>
      </div>
      {values.reminderTexts && (
        <TextField
          label={_('screens.consent.phone')}
          hint={_('screens.consent.phoneHint')}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={30}
          value={values.phone}
          onChange={(event) => onChange({ ...values, phone: event.target.value })}
          error={errors.phone}
        />
      )}
      <p className={styles.hint}>
        <PolicyLink page="privacy">{_('screens.consent.privacy')}</PolicyLink>
      </p>
    </fieldset>
  );
}
