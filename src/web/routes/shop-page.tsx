import { useLingui } from '@lingui/react';
import type { ShopPageKey } from '@shared/contracts/translations';
import type { Locale } from '@shared/i18n/locales';
import { builtInShopPage } from '@shared/site-config/shop-pages';
import { TextBlocks } from '@web/components/ui/text-blocks';
import { useShopPage } from '@web/features/shop-pages/api/get-shop-page';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/routes/shop-page.module.css';

const titles: Record<ShopPageKey, string> = { privacy: 'common.footer.privacy', terms: 'common.footer.terms' };

/** /privacy and /terms (issue 30): the owner's words for the page, else the built-in text, in the page's language. */
export function ShopPageRoute({ page }: { page: ShopPageKey }) {
  const { _, i18n } = useLingui();
  const title = _(titles[page]);
  useDocumentTitle(title);
  const owners = useShopPage(page);
  // Nothing until the answer: the owner's words never flash the built-in ones (a prerendered page has the answer).
  const text = owners.isPending ? undefined : (owners.data?.text ?? builtInShopPage(page, i18n.locale as Locale));

  return (
    <article className={`container ${styles.page}`} aria-labelledby="shop-page-heading">
      <h1 id="shop-page-heading">{title}</h1>
      {text !== undefined && <TextBlocks text={text} />}
    </article>
  );
}
