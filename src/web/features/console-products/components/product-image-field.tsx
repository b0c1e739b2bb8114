import { useId, useState, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react';
import { FieldError } from '@web/components/ui/field-error';
import fieldStyles from '@web/components/ui/text-field.module.css';
import { useUploadProductImage } from '@web/features/console-products/api/upload-product-image';
import { fileProblemOf } from '@web/features/console-products/lib/product-form';
import styles from '@web/features/console-products/components/console-products.module.css';
import { isApiClientError } from '@web/lib/api-client';

/** The file types the shop takes, for the file picker (the server checks the content). */
const ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';

interface ProductImageFieldProps {
  /** Where the current image is served; '' before one is chosen. */
  src: string;
  onUploaded: (src: string) => void;
  /** The form's own check of the field (no image yet). */
  error?: string | undefined;
  /** Tells the form an upload is on its way, so it is not saved with the old image. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * The product's image: choosing a file uploads it at once (the server checks its type
 * by content and its size, and takes its metadata out), then the preview shows what the
 * shop will show. A refused file leaves the current image as it was and says why beside
 * the field.
 */
export function ProductImageField({ src, onUploaded, error, onBusyChange }: ProductImageFieldProps) {
  const { _ } = useLingui();
  const id = useId();
  const upload = useUploadProductImage();
  const [refusal, setRefusal] = useState<string>();
  const shownError = refusal ?? error;
  const describedBy = [`${id}-hint`, shownError ? `${id}-error` : ''].filter(Boolean).join(' ');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = fileProblemOf(file, _);
    setRefusal(problem);
    if (problem) return;
    onBusyChange(true);
    upload.mutate(file, {
      onSuccess: (image) => onUploaded(image.src),
      onError: (failure) =>
        setRefusal(isApiClientError(failure) && failure.status >= 400 && failure.status < 500 ? failure.message : _('screens.console.products.uploadFailed')),
      onSettled: () => onBusyChange(false),
    });
  };

  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {_('screens.console.products.image')}
      </label>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {_('screens.console.products.imageHint')}
      </p>
      <div className={styles.imageChooser}>
        <div className={styles.preview}>
          {src ? (
            <img src={src} alt="" width={96} height={96} />
          ) : (
            <span className={styles.noImage}>{_('screens.console.products.noImage')}</span>
          )}
        </div>
        <input
          id={id}
          type="file"
          name="imageSrc"
          accept={ACCEPT}
          className={styles.fileInput}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          onChange={choose}
        />
      </div>
      <p role="status" className={fieldStyles.hint}>
        {upload.isPending ? _('screens.console.products.uploading') : upload.isSuccess && !refusal ? _('screens.console.products.uploaded') : ''}
      </p>
      {/* An upload is refused after a wait: said aloud then; the form's own check is read with the field. */}
      <FieldError id={`${id}-error`} message={shownError} announce={refusal !== undefined} />
    </div>
  );
}
