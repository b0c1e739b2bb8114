import { useLingui } from '@lingui/react';
import { Link } from '@web/lib/routing';
import type { ConsoleCategory, ConsoleService, ConsoleServiceList } from '@shared/contracts/console-catalogue';
import { formatDuration } from '@shared/i18n/format';
import { paths } from '@shared/routes/paths';
import { useFormat } from '@web/lib/i18n';
import { usePetLabels } from '@web/lib/pet-labels';
import styles from '@web/features/console-services/components/console-services.module.css';

/**
 * Every category in the booking wizard's order, each with all its services (inactive
 * ones too, marked so): what customers can book, seen as the owner edits it.
 */
export function ServiceList({ catalogue }: { catalogue: ConsoleServiceList }) {
  const providerNames = new Map(catalogue.providers.map((provider) => [provider.id, provider.displayName]));
  return (
    <>
      {catalogue.categories.map((category) => (
        <CategorySection
          key={category.id}
          category={category}
          services={catalogue.services.filter((service) => service.categoryId === category.id)}
          providerNames={providerNames}
        />
      ))}
    </>
  );
}

function CategorySection({
  category,
  services,
  providerNames,
}: {
  category: ConsoleCategory;
  services: ConsoleService[];
  providerNames: ReadonlyMap<number, string>;
}) {
  const { _ } = useLingui();
  const headingId = `category-${category.id}`;
  return (
    <section className={styles.category} aria-labelledby={headingId}>
      <h2 id={headingId}>{category.name}</h2>
      {category.description && <p>{category.description}</p>}
      {services.length === 0 ? (
        <p className={styles.empty}>{_('screens.console.services.noServices')}</p>
      ) : (
        <ul className={styles.services}>
          {services.map((service) => (
            <ServiceItem key={service.id} service={service} providerNames={providerNames} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ServiceItem({ service, providerNames }: { service: ConsoleService; providerNames: ReadonlyMap<number, string> }) {
  const { _ } = useLingui();
  const format = useFormat();
  const labels = usePetLabels();
  const providers = service.providerIds.map((id) => providerNames.get(id) ?? `#${id}`);
  return (
    <li className={styles.service}>
      <div className={styles.serviceHead}>
        <h3>{service.name}</h3>
        <span className={service.active ? styles.state : `${styles.state} ${styles.inactive}`}>
          {service.active ? _('screens.console.services.stateActive') : _('screens.console.services.stateInactive')}
        </span>
      </div>
      <dl className={styles.facts}>
        <dt>{_('screens.console.services.duration')}</dt>
        <dd>{formatDuration(service.durationMinutes, format.locale)}</dd>
        <dt>{_('screens.console.services.price')}</dt>
        <dd>{format.price(service.priceCents)}</dd>
        <dt>{_('screens.console.services.petTypes')}</dt>
        <dd>{service.petTypes.map((type) => labels.type(type)).join(', ')}</dd>
        <dt>{_('screens.console.services.providers')}</dt>
        <dd>{providers.length > 0 ? providers.join(', ') : _('screens.console.services.noProviders')}</dd>
      </dl>
      <p>
        <Link to={paths.consoleService.getHref(service.id)} className={styles.editLink}>
          {_('screens.console.services.edit')}
          <span className="visually-hidden"> {service.name}</span>
        </Link>
      </p>
    </li>
  );
}
