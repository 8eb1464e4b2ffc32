import { UI_LOCALES } from '@tribuna/contract';
import { describe, expect, it } from 'vitest';
import { messageReceivedTemplate } from './message-received.template';
import { messagesDigestTemplate } from './messages-digest.template';

const link = 'https://app.test/dashboard/member/club/messages/my-messages';

describe('messaging e-mail templates', () => {
  it.each(UI_LOCALES)('tell about a new message in %s with the subject and the link', (locale) => {
    const data = { clubName: 'Club Ejemplo', threadSubject: 'Kit collection', link };
    expect(messageReceivedTemplate.subject(locale, data)).toContain('Kit collection');
    const text = messageReceivedTemplate.text(locale, data);
    for (const value of Object.values(data)) expect(text).toContain(value);
  });

  it.each(UI_LOCALES)('sum up unread threads in %s, singular and plural, listing the left-out count', (locale) => {
    const one = { clubName: 'Club Ejemplo', count: '1', threads: '• Kit collection', more: '0', link };
    const many = { ...one, count: '12', threads: '• A\n• B', more: '10' };
    expect(messagesDigestTemplate.subject(locale, one)).not.toBe(messagesDigestTemplate.subject(locale, many));
    expect(messagesDigestTemplate.subject(locale, many)).toContain('12');
    expect(messagesDigestTemplate.text(locale, one)).toContain('• Kit collection');
    expect(messagesDigestTemplate.text(locale, one)).not.toContain('10');
    expect(messagesDigestTemplate.text(locale, many)).toContain('10');
    expect(messagesDigestTemplate.text(locale, many)).toContain(link);
  });

  it('refuses to render without the data it needs', () => {
    expect(() => messageReceivedTemplate.text('es', { clubName: 'Club Ejemplo', link })).toThrow(/threadSubject/);
  });
});
