import type { ChangeEvent } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/contracts/account-rules';
import { TextField } from '@web/components/ui/text-field';
import { useLingui } from '@lingui/react';

type PasswordField = 'password' | 'confirmPassword';

/** A new password and its confirmation, as registration and password reset both ask for them. */
export function NewPasswordFields({
  labels,
  values,
  errors,
  onChange,
}: {
  labels: { password: string; confirm: string };
  values: Record<PasswordField, string>;
  errors: Partial<Record<PasswordField, string>>;
  onChange: (field: PasswordField) => (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { _ } = useLingui();
  return (
    <>
      <TextField
        label={labels.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        hint={_('screens.account.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        value={values.password}
        onChange={onChange('password')}
        error={errors.password}
      />
      <TextField
        label={labels.confirm}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        value={values.confirmPassword}
        onChange={onChange('confirmPassword')}
        error={errors.confirmPassword}
      />
    </>
  );
}
