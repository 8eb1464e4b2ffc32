import { errors } from '../../lib/errors';
import { excerptOf, htmlToPlainText, sanitizeMessageHtml } from '../../lib/html-sanitizer';

/**
 * A message body as stored: the allow-listed HTML, its plain text (search, e-mails) and the
 * excerpt lists show. A body with no text left once sanitized (only a script…) is refused.
 */
export function messageBody(html: string) {
  const bodyHtml = sanitizeMessageHtml(html);
  const bodyText = htmlToPlainText(bodyHtml);
  if (!bodyText) throw errors.validation([{ field: 'body', code: 'messageEmpty' }]);
  return { bodyHtml, bodyText, excerpt: excerptOf(bodyText) };
}
