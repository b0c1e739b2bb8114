import { useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { CalendarFeedAddress } from '@shared/contracts/calendar-feed';
import { instantToZoned } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { useCalendarFeed, useReplaceCalendarFeed } from '@web/features/calendar-feed/api/calendar-feed';
import styles from '@web/features/calendar-feed/components/calendar-feed-panel.module.css';
import { useFormat } from '@web/lib/i18n';

/**
 * "Subscribe in your calendar" (issue 29): the account's private feed address for calendar
 * apps. Only its hash is kept (ADR 0033), so the address is shown when it is made; after
 * that the panel offers to replace it, which stops the old one.
 */
export function CalendarFeedPanel() {
  const { _ } = useLingui();
  const { longDate } = useFormat();
  const headingId = useId();
  const feed = useCalendarFeed();
  const replace = useReplaceCalendarFeed();
  const address = replace.data;
  const hasAddress = Boolean(feed.data?.createdAt);

  const makeAddress = () => {
    if (hasAddress && !window.confirm(_('screens.calendarFeed.confirmReplace'))) return;
    replace.mutate();
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {_('screens.calendarFeed.title')}
      </h2>
      <p className={styles.muted}>{_('screens.calendarFeed.intro')}</p>
      {address ? (
        <AddressFields address={address} />
      ) : feed.data?.createdAt ? (
        <p>{_('screens.calendarFeed.madeOn', { date: longDate(instantToZoned(new Date(feed.data.createdAt), siteConfig.timeZone).date) })}</p>
      ) : null}
      {replace.isError && <FormAlert>{_('screens.calendarFeed.failed')}</FormAlert>}
      {feed.data && (
        <div>
          <button type="button" className={buttonClass(hasAddress ? 'outline' : 'primary')} onClick={makeAddress} disabled={replace.isPending}>
            {hasAddress ? _('screens.calendarFeed.replace') : _('screens.calendarFeed.create')}
          </button>
        </div>
      )}
    </section>
  );
}

/** The new address both ways, each with a copy button, and a warning to keep it to yourself. */
function AddressFields({ address }: { address: CalendarFeedAddress }) {
  const { _ } = useLingui();
  return (
    <div className={styles.addresses}>
      <p role="status">{_('screens.calendarFeed.shownOnce')}</p>
      <p>
        <a href={address.webcalUrl} className={buttonClass('primary')}>
          {_('screens.calendarFeed.open')}
        </a>
      </p>
      <CopyField label={_('screens.calendarFeed.webcalLabel')} value={address.webcalUrl} />
      <CopyField label={_('screens.calendarFeed.httpsLabel')} value={address.httpsUrl} />
    </div>
  );
}

function CopyField({ label, value }: { label: string; value: string }) {
  const { _ } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'selected' | null>(null);

  // Over plain http (a shop on its own network) the clipboard is off limits: the address is then selected for the keyboard.
  const copy = async () => {
    input.current?.select();
    try {
      await navigator.clipboard.writeText(value);
      setCopied('copied');
    } catch {
      setCopied('selected');
    }
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} id={`${id}-label`} className={styles.label}>
        {label}
      </label>
      <div className={styles.copyRow}>
        <input id={id} ref={input} className={styles.input} value={value} readOnly onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className={buttonClass('outline', { size: 'small' })} onClick={() => void copy()} aria-describedby={`${id}-label ${id}-copied`}>
          {_('screens.calendarFeed.copy')}
        </button>
      </div>
      <p id={`${id}-copied`} className={styles.muted} aria-live="polite">
        {copied === 'copied' ? _('screens.calendarFeed.copied') : copied === 'selected' ? _('screens.calendarFeed.selected') : ''}
      </p>
    </div>
  );
}
