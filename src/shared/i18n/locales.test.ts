import { describe, expect, it } from 'vitest';
import { localeBasePath, localeOfCookies, localeOfPath, localizedPath, negotiateLocale, withoutLocalePrefix } from './locales';

describe('choosing a language', () => {
  it('follows the browser: an exact tag, then the same language, by preference', () => {
    expect(negotiateLocale('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr-CA');
    expect(negotiateLocale('fr-FR')).toBe('fr-CA');
    expect(negotiateLocale('fr')).toBe('fr-CA');
    expect(negotiateLocale('en-US,fr;q=0.5')).toBe('en-CA');
    expect(negotiateLocale('de-DE,fr;q=0.4')).toBe('fr-CA');
    expect(negotiateLocale('fr;q=0,en')).toBe('en-CA');
    expect(negotiateLocale('de, *')).toBe('en-CA');
    expect(negotiateLocale(undefined)).toBe('en-CA');
  });

  it('reads the language of a page from its path: French under /fr, English elsewhere', () => {
    expect(localeOfPath('/fr')).toBe('fr-CA');
    expect(localeOfPath('/fr/')).toBe('fr-CA');
    expect(localeOfPath('/fr/shop')).toBe('fr-CA');
    expect(localeOfPath('/shop')).toBe('en-CA');
    expect(localeOfPath('/french-bulldogs')).toBe('en-CA');
    expect(localeBasePath('fr-CA')).toBe('/fr');
    expect(localeBasePath('en-CA')).toBe('/');
  });

  it('links the same page in the other language, keeping the query', () => {
    expect(localizedPath('fr-CA', '/shop?product=3')).toBe('/fr/shop?product=3');
    expect(localizedPath('fr-CA', '/')).toBe('/fr');
    expect(localizedPath('fr-CA', '/?x=1')).toBe('/fr?x=1');
    expect(localizedPath('fr-CA', '/fr/contact')).toBe('/fr/contact');
    expect(localizedPath('en-CA', '/fr/contact')).toBe('/contact');
    expect(localizedPath('en-CA', '/fr')).toBe('/');
    expect(localizedPath('en-CA', '/fr?x=1')).toBe('/?x=1');
    expect(withoutLocalePrefix('/blog/1')).toBe('/blog/1');
  });

  it('remembers only a language we speak from the cookie', () => {
    expect(localeOfCookies('a=1; pet-haven-locale=fr-CA; b=2')).toBe('fr-CA');
    expect(localeOfCookies('pet-haven-locale=de-DE')).toBeUndefined();
    expect(localeOfCookies('other=fr-CA')).toBeUndefined();
    expect(localeOfCookies(undefined)).toBeUndefined();
  });
});
