import { isUiLocale, sessionLocaleForClub, type ContactClubBody, type ContactClubResult, type UiLocale } from '@tribuna/contract';
import { errors } from '../../../lib/errors';
import { contactReasonLabel } from './templates/contact-reasons';
import { grantedRole } from '../../../lib/profile-rights';
import { excerptOf } from '../../../lib/html-sanitizer';
import { normaliseSearchText } from '../../../lib/search-text';
import type { CommunicationsData } from '../communications.data';
import type { MessagingEvents } from '../events/messaging-events';
import type { ContactClub, SenderProfile } from './contact.repository';
import type { ContactFormTokens } from './form-token';

/** Who asks: a signed-in account (and the profile it writes as), or nobody (a visitor). */
export type ContactCaller = { userPublicId: string | null; profileHash: string | undefined };

type Sender = { name: string; email: string; locale: UiLocale; profile: SenderProfile | null };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Plain text as the paragraphs of a message body (blank lines separate paragraphs). */
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');

/**
 * The contact form (issue 11 part 4): a message to the club that arrives as a thread in its
 * predefined mailbox, as an e-mail to the people who read that mailbox, and as a copy to the
 * sender. A person of the club writes as their profile (the club answers in the usual
 * conversation); a visitor's thread takes no replies in the app (the club answers by e-mail).
 */
export class ContactService {
  constructor(
    private readonly data: CommunicationsData,
    private readonly events: MessagingEvents,
    private readonly tokens: ContactFormTokens,
    private readonly linkTo: (path: string) => string,
  ) {}

  async formToken(clubHash: string) {
    const club = await this.clubOf(clubHash);
    return { token: this.tokens.issue(club.id), minimumSeconds: 3 };
  }

  async clubOf(clubHash: string): Promise<ContactClub> {
    const club = await this.data.read.contact.club(clubHash);
    if (!club) throw errors.notFound();
    return club;
  }

  async send(club: ContactClub, caller: ContactCaller, body: ContactClubBody): Promise<ContactClubResult> {
    // A honeypot a person never sees: anything in it is a bot's doing.
    if (body.website) throw errors.validation([{ field: 'website', code: 'contactHoneypot' }]);
    const sender = await this.senderOf(club, caller, body);
    const mailbox = await this.data.read.contact.predefinedMailbox(club.id);
    if (!mailbox) throw errors.conflict('contactNoMailbox');
    const clubLocale = sessionLocaleForClub(club.locale);
    const message = body.message.trim();
    const subject = `${contactReasonLabel(body.reason, clubLocale)}: ${sender.name}`.slice(0, 200);
    const contactLine = sender.profile ? '' : `<p>${escapeHtml(`${sender.name} <${sender.email}>`)}</p>`;
    const bodyHtml = paragraphs(message) + contactLine;
    const bodyText = sender.profile ? message : `${message}\n\n${sender.name} <${sender.email}>`;

    const written = await this.data.write([], async (repos) => {
      const thread = await repos.threads.insert({
        clubId: club.id,
        subject,
        authorProfileId: sender.profile?.id ?? null,
        authorName: sender.name,
        mailboxId: null,
        mailboxName: null,
        // A visitor has no account to read answers in: the club answers by e-mail.
        repliesDisabled: sender.profile === null,
        targets: [{ kind: 'mailbox', hash: mailbox.publicId, category: null, label: mailbox.name }],
        searchText: normaliseSearchText([subject, sender.name, sender.email, message].join(' ')),
      });
      if (sender.profile) await repos.threads.insertAuthor(thread, { profileId: sender.profile.id });
      await repos.threads.insertMailboxRecipients(thread, [mailbox.id]);
      await repos.messages.insert({
        threadId: thread.id,
        conversationId: null,
        kind: 'opening',
        authorProfileId: sender.profile?.id ?? null,
        authorName: sender.name,
        mailboxId: null,
        mailboxName: null,
        bodyHtml,
        bodyText,
        toAll: false,
      });
      await repos.threads.update(thread, {
        recipientsCount: 1,
        lastMessageExcerpt: excerptOf(message),
        lastMessageAuthorName: sender.name,
      });
      const link = this.linkTo(`/dashboard/manager/${club.publicId}/messages/thread/${thread.publicId}`);
      const data = { clubName: club.name, senderName: sender.name, senderEmail: sender.email, reason: body.reason, message };
      for (const reader of await repos.contact.mailboxReaders(mailbox.id)) {
        const locale = isUiLocale(reader.locale) ? reader.locale : clubLocale;
        await repos.notifications.enqueue({
          channel: 'email',
          to: reader.email,
          template: 'contact-received',
          locale,
          data: { ...data, link },
          userId: reader.userId,
        });
      }
      await repos.notifications.enqueue({ channel: 'email', to: sender.email, template: 'contact-copy', locale: sender.locale, data });
      return thread;
    });
    await this.events.publish({ clubId: club.id, type: 'message', threadHash: written.publicId, profileIds: [], mailboxIds: [mailbox.id] });
    return { sent: true };
  }

  /** The signed-in account (as its profile in the club, if any), else the visitor's own details. */
  private async senderOf(club: ContactClub, caller: ContactCaller, body: ContactClubBody): Promise<Sender> {
    const account = caller.userPublicId ? await this.data.read.contact.account(caller.userPublicId) : undefined;
    if (account) {
      const mine = (await this.data.read.contact.profilesIn(club.id, account.userId)).filter((p) => grantedRole(p.type, p.panelAccess));
      const named = caller.profileHash ? mine.find((p) => p.publicId === caller.profileHash) : undefined;
      if (caller.profileHash && !named) throw errors.validation([{ field: 'Profile', code: 'profileHeaderForeign' }]);
      const profile = named ?? mine[0] ?? null;
      const name = profile ? `${profile.name} ${profile.surname}`.trim() : `${account.name} ${account.lastname}`.trim();
      const locale = isUiLocale(account.locale) ? account.locale : sessionLocaleForClub(club.locale);
      return { name, email: account.email, locale, profile };
    }
    const missing = [
      ...(body.name ? [] : [{ field: 'name', code: 'required' as const }]),
      ...(body.email ? [] : [{ field: 'email', code: 'required' as const }]),
      ...(body.privacyAccepted === true ? [] : [{ field: 'privacyAccepted', code: 'privacyNotAccepted' as const }]),
    ];
    if (missing.length > 0) throw errors.validation(missing);
    this.tokens.check(body.formToken, club.id);
    return { name: body.name!, email: body.email!, locale: sessionLocaleForClub(club.locale), profile: null };
  }
}
