import { useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { WAIVER_TEXT_MAX, waiverBodySchema, type ServiceWaiver, type WaiverVersion } from '@shared/contracts/waivers';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert, FormNotice } from '@web/components/ui/form-alert';
import { LoadError } from '@web/components/ui/load-error';
import { TextAreaField } from '@web/components/ui/text-area-field';
import { focusFirstInvalid, saveProblemOf, validateWith, type SaveProblem } from '@web/lib/form-errors';
import { useFormat } from '@web/lib/i18n';
import { useServiceWaiver } from '@web/features/console-services/api/get-service-waiver';
import { usePublishWaiver } from '@web/features/console-services/api/publish-waiver';
import styles from '@web/features/console-services/components/console-services.module.css';

type WaiverField = 'textEn' | 'textFr';
const waiverFields: readonly WaiverField[] = ['textEn', 'textFr'];

/**
 * The service editor's Waiver part (issue 29): the text in both languages, published as
 * a new version on each change (customers accept it again), and the versions so far,
 * read-only. Its own form: a waiver is published on its own, not saved with the service.
 */
export function ServiceWaiverPart({ serviceId }: { serviceId: string }) {
  const { _ } = useLingui();
  const headingId = useId();
  const waiver = useServiceWaiver(serviceId);
  return (
    <section className={styles.waiverPart} aria-labelledby={headingId}>
      <h2 id={headingId}>{_('screens.console.services.waiver.title')}</h2>
      <p className={styles.hint}>{_('screens.console.services.waiver.hint')}</p>
      {waiver.isError ? (
        <LoadError message={_('screens.console.services.waiver.loadFailed')} onRetry={() => void waiver.refetch()} />
      ) : !waiver.data ? (
        <p role="status">{_('screens.console.loading')}</p>
      ) : (
        <>
          <WaiverForm serviceId={serviceId} current={waiver.data.versions[0]} />
          <WaiverVersions waiver={waiver.data} />
        </>
      )}
    </section>
  );
}

function WaiverForm({ serviceId, current }: { serviceId: string; current: WaiverVersion | undefined }) {
  const { _ } = useLingui();
  const publish = usePublishWaiver();
  const [values, setValues] = useState({ textEn: current?.textEn ?? '', textFr: current?.textFr ?? '' });
  const [problem, setProblem] = useState<SaveProblem<WaiverField>>();
  const [published, setPublished] = useState<number>();
  const form = useRef<HTMLFormElement>(null);

  const refuse = (refused: SaveProblem<WaiverField>) => {
    setProblem(refused);
    // Drawn first, so focus lands on a field that already says what is wrong.
    requestAnimationFrame(() => form.current && focusFirstInvalid(form.current, waiverFields, refused.fields));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (publish.isPending) return;
    setPublished(undefined);
    const checked = validateWith<typeof waiverBodySchema, WaiverField>(waiverBodySchema, values, _);
    if (checked.errors) return refuse({ message: _('screens.console.services.fixFields'), fields: checked.errors });
    setProblem(undefined);
    publish.mutate(
      { serviceId, body: values },
      {
        onSuccess: (waiver) => setPublished(waiver.versions[0]?.version ?? 0),
        onError: (error) => refuse(saveProblemOf(error, waiverFields, _, { failed: 'screens.console.services.waiver.failed', fixFields: 'screens.console.services.fixFields' })),
      },
    );
  };

  const errors = problem?.fields ?? {};
  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-label={_('screens.console.services.waiver.title')}>
      {problem && (
        <FormAlert takeFocus={Object.keys(problem.fields).length === 0}>
          <p>{problem.message}</p>
        </FormAlert>
      )}
      {published !== undefined && <FormNotice>{_('screens.console.services.waiver.published', { version: published })}</FormNotice>}
      <TextAreaField
        label={_('screens.console.services.waiver.english')}
        name="textEn"
        rows={8}
        maxLength={WAIVER_TEXT_MAX}
        value={values.textEn}
        onChange={(event) => setValues((now) => ({ ...now, textEn: event.target.value }))}
        error={errors.textEn}
      />
      <TextAreaField
        label={_('screens.console.services.waiver.french')}
        name="textFr"
        rows={8}
        lang="fr-CA"
        maxLength={WAIVER_TEXT_MAX}
        value={values.textFr}
        onChange={(event) => setValues((now) => ({ ...now, textFr: event.target.value }))}
        error={errors.textFr}
      />
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={publish.isPending}>
          {publish.isPending ? _('screens.console.services.waiver.publishing') : _('screens.console.services.waiver.publish')}
        </button>
      </div>
    </form>
  );
}

function WaiverVersions({ waiver }: { waiver: ServiceWaiver }) {
  const { _ } = useLingui();
  const format = useFormat();
  if (waiver.versions.length === 0) return <p className={styles.hint}>{_('screens.console.services.waiver.none')}</p>;
  return (
    <div>
      <h3>{_('screens.console.services.waiver.versions')}</h3>
      <ol reversed className={styles.waiverVersions}>
        {waiver.versions.map((version) => (
          <li key={version.version}>
            <details>
              <summary>
                {_('screens.console.services.waiver.version', {
                  version: version.version,
                  at: format.moment(version.publishedAt),
                  by: version.publishedBy,
                })}
                {version.textEn === '' && ` ${_('screens.console.services.waiver.removed')}`}
              </summary>
              {version.textEn !== '' && (
                <>
                  <p className={styles.waiverText}>{version.textEn}</p>
                  <p className={styles.waiverText} lang="fr-CA">
                    {version.textFr}
                  </p>
                </>
              )}
            </details>
          </li>
        ))}
      </ol>
    </div>
  );
}
