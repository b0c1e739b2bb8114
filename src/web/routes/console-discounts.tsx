import { useState } from 'react';
import { useLingui } from '@lingui/react';
import type { DiscountCode } from '@shared/contracts/discounts';
import { LoadError } from '@web/components/ui/load-error';
import { useArchiveDiscountCode, useDiscountCodes } from '@web/features/console-discounts/api/discounts';
import { DiscountCodeForm } from '@web/features/console-discounts/components/discount-code-form';
import { DiscountCodeList } from '@web/features/console-discounts/components/discount-code-list';
import styles from '@web/features/console-discounts/components/console-discounts.module.css';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** /console/discounts (issue 32): the owner's discount codes: create, edit, archive, and what each gave. */
export function ConsoleDiscountsRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.console.discounts.title'));
  const codes = useDiscountCodes();
  const archive = useArchiveDiscountCode();
  const [editing, setEditing] = useState<DiscountCode>();
  const [saved, setSaved] = useState<string>();
  return (
    <>
      <ConsoleHeader title={_('screens.console.discounts.title')} intro={_('screens.console.discounts.intro')} />
      <div className={styles.layout}>
        <DiscountCodeForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onDone={(code) => {
            setEditing(undefined);
            setSaved(code?.code);
          }}
        />
        <p role="status" className={styles.muted}>
          {saved ? _('screens.console.discounts.saved', { code: saved }) : ''}
        </p>
        <section className={styles.group}>
          <h2 id="discount-code-list">{_('screens.console.discounts.title')}</h2>
          {codes.isError ? (
            <LoadError message={_('screens.console.discounts.loadFailed')} onRetry={() => void codes.refetch()} />
          ) : !codes.data ? (
            <p role="status">{_('screens.console.loading')}</p>
          ) : (
            <DiscountCodeList codes={codes.data.codes} onEdit={setEditing} onArchive={(code) => archive.mutate(code.id)} archiving={archive.isPending} />
          )}
        </section>
      </div>
    </>
  );
}
