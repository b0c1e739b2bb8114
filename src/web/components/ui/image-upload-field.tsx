import { useId, useState, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { consoleMessages, PRODUCT_IMAGE_MAX_BYTES, productImageTypes, type UploadedImage } from '@shared/contracts/console-catalogue';
import { FieldError } from '@web/components/ui/field-error';
import fieldStyles from '@web/components/ui/text-field.module.css';
import styles from '@web/components/ui/image-upload-field.module.css';
import { apiRequest, isApiClientError } from '@web/lib/api-client';
import type { Translate } from '@web/lib/form-errors';

/** The file types the shop takes, for the file picker (the server checks the content). */
const ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';

/**
 * POST /api/console/product-images, the console's one upload path for pictures (a
 * product's, a blog post's): the file itself as the body, its type as the Content-Type.
 * 201 with where it is served; 413 too large, 415/422 not an image the shop takes
 * (checked by content on the server), each with a message to show.
 */
export function uploadImage(file: File): Promise<UploadedImage> {
  return apiRequest<UploadedImage>('/api/console/product-images', { method: 'POST', file });
}

/** A chosen file the server would refuse anyway, said at once: the wrong type or too large. */
export function fileProblemOf(file: File, translate: Translate): string | undefined {
  if (!(productImageTypes as readonly string[]).includes(file.type)) return translate(consoleMessages.imageType);
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return translate(consoleMessages.imageTooLarge);
  return undefined;
}

interface ImageUploadFieldProps {
  /** The field's label and what it says of the picture wanted. */
  label: string;
  hint: string;
  /** Where the current image is served; '' before one is chosen. */
  src: string;
  onUploaded: (src: string) => void;
  /** The form's own check of the field (no image yet). */
  error?: string | undefined;
  /** Tells the form an upload is on its way, so it is not saved with the old image. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * A picture (a product's, a blog post's): choosing a file uploads it at once (the server checks its type
 * by content and its size, and takes its metadata out), then the preview shows what the
 * shop will show. A refused file leaves the current image as it was and says why beside
 * the field.
 */
export function ImageUploadField({ label, hint, src, onUploaded, error, onBusyChange }: ImageUploadFieldProps) {
  const { _ } = useLingui();
  const id = useId();
  const upload = useMutation({ mutationFn: uploadImage });
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
        {label}
      </label>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {hint}
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
