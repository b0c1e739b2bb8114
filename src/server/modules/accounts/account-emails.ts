import { siteConfig } from '@shared/site-config/site-config';
import type { OutgoingMail } from '../mail/mail.service';
import { simpleHtml } from '../../lib/html';

export function verificationEmail(to: { name: string; email: string }, url: string): OutgoingMail {
  const paragraphs = [
    `Hi ${to.name || 'there'},`,
    `Thanks for joining ${siteConfig.brand}! Please confirm your email address by opening this link:`,
    url,
    "If you didn't create an account, you can ignore this email.",
  ];
  return {
    to: to.email,
    subject: `Confirm your email for ${siteConfig.brand}`,
    text: paragraphs.join('\n\n'),
    html: simpleHtml(paragraphs.filter((p) => p !== url), { href: url, label: 'Confirm my email' }),
  };
}

export function passwordResetCodeEmail(email: string, code: string, validMinutes: number): OutgoingMail {
  const paragraphs = [
    `Your ${siteConfig.brand} password reset code is ${code}.`,
    `Enter it on the reset page within ${validMinutes} minutes. It works once.`,
    "If you didn't ask to reset your password, you can ignore this email; your password stays the same.",
  ];
  return {
    to: email,
    subject: `Your ${siteConfig.brand} password reset code: ${code}`,
    text: paragraphs.join('\n\n'),
    html: simpleHtml(paragraphs),
  };
}
