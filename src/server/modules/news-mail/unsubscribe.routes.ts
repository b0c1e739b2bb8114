import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { unsubscribeQuerySchema } from '@shared/contracts/news-mail';
import type { Locale } from '@shared/i18n/locales';
import { paths } from '@shared/routes/paths';
import { siteConfig } from '@shared/site-config/site-config';
import { escapeHtml } from '../../lib/html';
import { localeOf, translatorFor } from '../../lib/i18n';
import { readUnsubscribeLink, useUnsubscribeLink, type NewsMailDeps, type UnsubscribeOutcome } from './news-mail.service';

const statusOf: Record<UnsubscribeOutcome['kind'], 200 | 400 | 409 | 410> = { ready: 200, done: 200, used: 409, expired: 410, forged: 400 };
const wordsOf: Record<Exclude<UnsubscribeOutcome['kind'], 'ready'>, string> = {
  done: 'mail.unsubscribe.done',
  used: 'mail.unsubscribe.used',
  expired: 'mail.unsubscribe.expired',
  forged: 'mail.unsubscribe.forged',
};

/** A small page of our own, in the customer's language: the link works with no sign-in and no script. */
function page(locale: Locale, outcome: UnsubscribeOutcome, token: string): string {
  const t = translatorFor(locale);
  const brand = siteConfig.brand;
  const title = t('mail.unsubscribe.title', { brand });
  const body =
    outcome.kind === 'ready'
      ? `<p>${escapeHtml(t('mail.unsubscribe.confirm', { brand }))}</p>
<form method="post" action="/unsubscribe?${escapeHtml(new URLSearchParams({ token }).toString())}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t('mail.unsubscribe.button'))}</button></form>`
      : `<p role="status">${escapeHtml(t(wordsOf[outcome.kind], { brand }))}</p>`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>
${body}
<p><a href="${paths.profile.getHref()}">${escapeHtml(t('mail.unsubscribe.profile'))}</a></p></main></body></html>`;
}

/**
 * The news mail's unsubscribe link (issue 30, ADR 0042), public: GET shows a page with one
 * button; POST (that button, or a mail program's one-click `List-Unsubscribe=One-Click`
 * per RFC 8058, with no cookie) records the no at once. Forged 400, expired 410, used 409.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<NewsMailDeps> = async (app, deps) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const html = z.string().describe('An HTML page in the customer’s language');
  const schema = (summary: string, withBody: boolean) => ({
    tags: ['news'],
    summary,
    querystring: unsubscribeQuerySchema,
    ...(withBody ? { body: z.object({ 'List-Unsubscribe': z.string().max(64).optional() }).optional() } : {}),
    // A body that is not a form (bad JSON) is refused by the error handler, in the API's error shape.
    response: { 200: html, 400: z.union([html, apiErrorSchema]), 409: html, 410: html },
  });

  /** The page that says what the link did, in the customer's language (the reader's when the link names nobody). */
  const answer = (request: FastifyRequest, token: string, reply: FastifyReply, outcome: UnsubscribeOutcome) =>
    reply
      .status(statusOf[outcome.kind])
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(outcome.locale ?? localeOf(request.headers), outcome, token));

  app.get('/unsubscribe', { schema: schema('The unsubscribe page of a news mail: one button, no sign-in', false) }, async (request, reply) =>
    answer(request, request.query.token, reply, await readUnsubscribeLink(deps, request.query.token)),
  );

  app.post('/unsubscribe', { schema: schema('Unsubscribe from news mail at once (RFC 8058 one-click: body List-Unsubscribe=One-Click, no cookie)', true) }, async (request, reply) =>
    answer(request, request.query.token, reply, await useUnsubscribeLink(deps, request.query.token)),
  );
};
