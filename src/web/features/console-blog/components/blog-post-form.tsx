import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { saveBlogPostBodySchema, tagsFromField, tagsToField, type BlogPostText, type ConsoleBlogPost, type SaveBlogPostInput } from '@shared/contracts/blog';
import { locales, type Locale } from '@shared/i18n/locales';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { ImageUploadField } from '@web/components/ui/image-upload-field';
import { SelectField } from '@web/components/ui/select-field';
import { TextAreaField } from '@web/components/ui/text-area-field';
import { TextField } from '@web/components/ui/text-field';
import { useSaveBlogPost } from '@web/features/console-blog/api/console-blog-posts';
import styles from '@web/features/console-blog/components/console-blog.module.css';
import { focusFirstInvalid, validateWith } from '@web/lib/form-errors';
import { isApiClientError } from '@web/lib/api-client';
import { languageNames } from '@web/lib/language-names';

type TextFields = Record<keyof BlogPostText, string>;
interface Values {
  status: 'draft' | 'published';
  date: string;
  author: string;
  imageSrc: string;
  texts: Record<Locale, TextFields>;
}
const textFields = ['title', 'snippet', 'tags', 'imageAlt', 'body'] as const;
/** Each field's name, as the contract's path names it ("texts.fr-CA.title"): the server's refusals land beside it. */
const fieldName = (locale: Locale, field: (typeof textFields)[number]) => `texts.${locale}.${field}`;
const fieldOrder = ['status', 'date', 'author', 'imageSrc', ...locales.flatMap((locale) => textFields.map((field) => fieldName(locale, field)))];

const emptyText: TextFields = { title: '', snippet: '', tags: '', imageAlt: '', body: '' };
function valuesOf(post: ConsoleBlogPost | undefined, today: string): Values {
  const textOf = (text: BlogPostText | undefined): TextFields => (text ? { ...text, tags: tagsToField(text.tags) } : emptyText);
  return {
    status: post?.status ?? 'draft',
    date: post?.date ?? today,
    author: post?.author ?? '',
    imageSrc: post?.imageSrc ?? '',
    texts: { 'en-CA': textOf(post?.texts['en-CA']), 'fr-CA': textOf(post?.texts['fr-CA']) },
  };
}

/** The body the server takes: a language left wholly empty (French) is left out, and shows the English. */
function bodyOf(values: Values): SaveBlogPostInput {
  const textOf = (text: TextFields) => ({ ...text, tags: tagsFromField(text.tags) });
  const french = values.texts['fr-CA'];
  const frenchWorded = Object.values(french).some((value) => value.trim() !== '');
  return {
    status: values.status,
    date: values.date,
    author: values.author,
    imageSrc: values.imageSrc,
    texts: { 'en-CA': textOf(values.texts['en-CA']), ...(frenchWorded ? { 'fr-CA': textOf(french) } : {}) },
  };
}

/** A refusal's path as the form names the field: a tag's own index goes to the tags field. */
const formField = (path: string) => path.replace(/\.tags\.\d+$/, '.tags');

/**
 * A care tip's form (issue 30): its date, author, picture and whether it is published,
 * then its words in each language. English is required; French, left empty, shows the
 * English to French readers. The body is paragraphs separated by a blank line.
 */
export function BlogPostForm({ post, title, today, onSaved }: { post?: ConsoleBlogPost | undefined; title: string; today: string; onSaved: (post: ConsoleBlogPost) => void }) {
  const { _ } = useLingui();
  const save = useSaveBlogPost();
  const [values, setValues] = useState(() => valuesOf(post, today));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [uploading, setUploading] = useState(false);

  const setText = (locale: Locale, field: keyof TextFields, value: string) =>
    setValues((current) => ({ ...current, texts: { ...current.texts, [locale]: { ...current.texts[locale], [field]: value } } }));

  const refuse = (form: HTMLFormElement, message: string, fields: Record<string, string>) => {
    setErrors(fields);
    setProblem(message);
    focusFirstInvalid(form, fieldOrder, fields);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (save.isPending || uploading) return;
    const body = bodyOf(values);
    const checked = validateWith(saveBlogPostBodySchema, body, _, 'path');
    if (checked.errors) {
      const fields = Object.fromEntries(Object.entries(checked.errors).map(([path, text]) => [formField(path), text as string]));
      refuse(form, _('screens.console.blog.fixFields'), fields);
      return;
    }
    setErrors({});
    setProblem(undefined);
    try {
      onSaved(await save.mutateAsync({ ...(post ? { id: post.id } : {}), body }));
    } catch (error) {
      if (isApiClientError(error) && error.status === 422 && error.fields) {
        refuse(form, _('screens.console.blog.fixFields'), Object.fromEntries(Object.entries(error.fields).map(([path, text]) => [formField(path), text])));
      } else setProblem(isApiClientError(error) && error.status > 0 && error.status < 500 ? error.message : _('screens.console.blog.saveFailed'));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={styles.form} aria-label={title}>
      {problem && <FormAlert key={problem}>{problem}</FormAlert>}
      <div className={styles.row}>
        <SelectField
          name="status"
          label={_('screens.console.blog.status')}
          value={values.status}
          error={errors.status}
          onChange={(event) => setValues((current) => ({ ...current, status: event.target.value as Values['status'] }))}
        >
          <option value="draft">{_('screens.console.blog.draft')}</option>
          <option value="published">{_('screens.console.blog.published')}</option>
        </SelectField>
        <TextField name="date" type="date" label={_('screens.console.blog.date')} value={values.date} error={errors.date} onChange={(event) => setValues((current) => ({ ...current, date: event.target.value }))} />
        <TextField name="author" label={_('screens.console.blog.author')} value={values.author} error={errors.author} autoComplete="name" onChange={(event) => setValues((current) => ({ ...current, author: event.target.value }))} />
      </div>
      <ImageUploadField
        label={_('screens.console.blog.image')}
        hint={_('screens.console.products.imageHint')}
        src={values.imageSrc}
        onUploaded={(src) => setValues((current) => ({ ...current, imageSrc: src }))}
        error={errors.imageSrc}
        onBusyChange={setUploading}
      />
      {locales.map((locale) => (
        <fieldset key={locale} className={styles.language} lang={locale}>
          <legend>{_('screens.console.blog.inLanguage', { language: _(languageNames[locale]) })}</legend>
          {locale !== 'en-CA' && <p className={styles.hint}>{_('screens.console.blog.translationHint')}</p>}
          <TextField name={fieldName(locale, 'title')} label={_('screens.console.blog.postTitle')} value={values.texts[locale].title} error={errors[fieldName(locale, 'title')]} onChange={(event) => setText(locale, 'title', event.target.value)} />
          <TextField name={fieldName(locale, 'snippet')} label={_('screens.console.blog.snippet')} hint={_('screens.console.blog.snippetHint')} value={values.texts[locale].snippet} error={errors[fieldName(locale, 'snippet')]} onChange={(event) => setText(locale, 'snippet', event.target.value)} />
          <TextField name={fieldName(locale, 'tags')} label={_('screens.console.blog.tags')} hint={_('screens.console.blog.tagsHint')} value={values.texts[locale].tags} error={errors[fieldName(locale, 'tags')]} onChange={(event) => setText(locale, 'tags', event.target.value)} />
          <TextField name={fieldName(locale, 'imageAlt')} label={_('screens.console.blog.imageAlt')} value={values.texts[locale].imageAlt} error={errors[fieldName(locale, 'imageAlt')]} onChange={(event) => setText(locale, 'imageAlt', event.target.value)} />
          <TextAreaField name={fieldName(locale, 'body')} label={_('screens.console.blog.body')} hint={_('screens.console.blog.bodyHint')} rows={12} value={values.texts[locale].body} error={errors[fieldName(locale, 'body')]} onChange={(event) => setText(locale, 'body', event.target.value)} />
        </fieldset>
      ))}
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={save.isPending || uploading}>
          {save.isPending ? _('screens.console.blog.saving') : _('screens.console.blog.save')}
        </button>
      </div>
    </form>
  );
}
