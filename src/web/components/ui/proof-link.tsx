import { useLingui } from '@lingui/react';

/**
 * A vaccination record's proof (issue 14), opened in a new tab from the server, which
 * serves it to the pet's owner and the shop's staff only; "None" when there is none.
 */
export function ProofLink({ url, vaccine }: { url: string | null; vaccine: string }) {
  const { _ } = useLingui();
  if (!url) return <>{_('screens.petPage.noProof')}</>;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      {_('screens.petPage.viewProof')}
      <span className="visually-hidden"> {vaccine}</span>
    </a>
  );
}
