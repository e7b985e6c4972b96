/**
 * What an e-mail says: a subject, a plain-text body and an HTML body, for one notification sent
 * at once or a day's digest. Every string from the data (client names, captions, titles) is
 * escaped in the HTML; each notification links to its record in the app.
 */
import { notificationPath } from '@backoffice/core/monitoring';
import type { StoredNotification } from '../../store/notifications.ts';

export interface EmailBody {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** Line breaks in a subject would start new mail headers; nodemailer folds them, we drop them. */
export const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

const linkOf = (appBaseUrl: string, n: StoredNotification) => `${appBaseUrl}${notificationPath(n)}`;

const FOOTER_TEXT =
  'You receive this because your notification choices say "by e-mail"; change them on your profile.';

function page(title: string, items: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><title>',
    escapeHtml(title),
    '</title></head><body style="font-family:sans-serif">',
    items,
    `<p style="color:#555;font-size:small">${escapeHtml(FOOTER_TEXT)}</p>`,
    '</body></html>',
  ].join('');
}

function itemHtml(appBaseUrl: string, n: StoredNotification): string {
  const href = escapeHtml(linkOf(appBaseUrl, n));
  return [
    `<h2 style="font-size:medium">${escapeHtml(n.title)}</h2>`,
    `<p>${escapeHtml(n.message)}</p>`,
    `<p><a href="${href}">Open it in Back Office</a></p>`,
  ].join('');
}

const itemText = (appBaseUrl: string, n: StoredNotification) =>
  `${n.title}\n${n.message}\nOpen it: ${linkOf(appBaseUrl, n)}`;

export function immediateEmail(appBaseUrl: string, n: StoredNotification): EmailBody {
  return {
    subject: oneLine(n.title),
    text: `${itemText(appBaseUrl, n)}\n\n${FOOTER_TEXT}\n`,
    html: page(n.title, itemHtml(appBaseUrl, n)),
  };
}

/** `day`: the digest's date (ISO). */
export function digestEmail(
  appBaseUrl: string,
  day: string,
  items: readonly StoredNotification[],
): EmailBody {
  const subject = `Back Office: ${String(items.length)} notification${items.length === 1 ? '' : 's'} for ${day}`;
  return {
    subject,
    text: `${items.map((n) => itemText(appBaseUrl, n)).join('\n\n')}\n\n${FOOTER_TEXT}\n`,
    html: page(
      subject,
      `<h1 style="font-size:large">${escapeHtml(subject)}</h1>${items.map((n) => itemHtml(appBaseUrl, n)).join('')}`,
    ),
  };
}
