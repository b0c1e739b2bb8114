import styles from '@web/components/ui/button.module.css';

type Variant = 'primary' | 'accent' | 'outline' | 'light';
type Size = 'small' | 'medium' | 'large';

/** Class names for a button, or for a link that looks like one. */
export function buttonClass(
  variant: Variant = 'primary',
  { size = 'medium', block = false }: { size?: Size; block?: boolean } = {},
): string {
  return [
    styles.button,
    styles[variant],
    size === 'medium' ? undefined : styles[size],
    block ? styles.block : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}
