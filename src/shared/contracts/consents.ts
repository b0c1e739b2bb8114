import * as z from 'zod';
import { normaliseCanadianPhone } from '../consent/consent-rules';
import { locales } from '../i18n/locales';
import { EMAIL_MAX_LENGTH } from './account-rules';
import { lineText } from './text';

/** Issue 30's choices, as registration and the profile send them: both unticked unless the person ticks them. */
export const consentMessages = {
  phoneRequired: 'errors.consent.phoneRequired',
  phoneInvalid: 'errors.consent.phoneInvalid',
} as const;

/** A Canadian phone number in any usual writing, normalised to E.164 (+1 and ten digits). */
const phoneSchema = lineText()
  .max(30, consentMessages.phoneInvalid)
  .transform((value, context) => {
    if (value === '') return null;
    const phone = normaliseCanadianPhone(value);
    if (!phone) context.addIssue({ code: 'custom', message: consentMessages.phoneInvalid });
    return phone ?? z.NEVER;
  });

export const consentChoiceFields = {
  newsEmail: z.boolean({ error: 'errors.invalidValue' }),
  reminderTexts: z.boolean({ error: 'errors.invalidValue' }),
  phone: phoneSchema.nullish(),
};

const phoneWhenTexts = <T extends { reminderTexts?: boolean; phone?: string | null }>(choices: T, context: z.RefinementCtx) => {
  if (choices.reminderTexts && !choices.phone) context.addIssue({ code: 'custom', path: ['phone'], message: consentMessages.phoneRequired });
};

/** PUT /api/profile/consents: the person's choices now; a text reminder needs a phone number. */
export const consentChoicesBodySchema = z.strictObject(consentChoiceFields).superRefine(phoneWhenTexts);
export type ConsentChoicesBody = z.input<typeof consentChoicesBodySchema>;

/** The sign-up body's optional choices (absent: both no), checked the same way. */
export const signUpConsentFields = {
  newsEmail: consentChoiceFields.newsEmail.optional(),
  reminderTexts: consentChoiceFields.reminderTexts.optional(),
  phone: consentChoiceFields.phone,
};
export const signUpConsentRefinement = phoneWhenTexts;

/** GET/PUT /api/profile/consents: the current choices, and whether news may be sent and on what basis. */
export const consentStateSchema = z.object({
  newsEmail: z.boolean(),
  reminderTexts: z.boolean(),
  phone: z.string().nullable(),
  news: z.object({
    mayReceive: z.boolean(),
    basis: z.enum(['express', 'implied-purchase', 'implied-inquiry', 'withdrawn', 'expired', 'none']),
    until: z.string().nullable(),
  }),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

/**
 * POST /api/newsletter/inquiries: an email typed in the home page's newsletter box, and the
 * language of the page it was typed on (the language of the news mail it may receive).
 */
export const newsletterInquiryBodySchema = z.strictObject({
  email: lineText().toLowerCase().pipe(z.email({ error: 'errors.account.invalidEmail' }).max(EMAIL_MAX_LENGTH, 'errors.account.invalidEmail')),
  locale: z.enum(locales, { error: 'errors.invalidValue' }),
});
export type NewsletterInquiryBody = z.input<typeof newsletterInquiryBodySchema>;
