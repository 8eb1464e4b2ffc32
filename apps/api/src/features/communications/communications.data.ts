import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { AttachmentsRepository } from './attachments.repository';
import { ContactRepository } from './contact/contact.repository';
import { MailboxesRepository } from './mailboxes.repository';
import { MessagesRepository } from './messages.repository';
import { RecipientsRepository } from './recipients.repository';
import { ThreadListRepository } from './thread-list.repository';
import { ThreadsRepository } from './threads.repository';

/** Messaging's repositories (threads, messages, mailboxes, recipients, attachments, the contact form; and the shared lib ones). */
export const communicationsRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  mailboxes: new MailboxesRepository(db),
  recipients: new RecipientsRepository(db),
  threads: new ThreadsRepository(db),
  threadList: new ThreadListRepository(db),
  messages: new MessagesRepository(db),
  attachments: new AttachmentsRepository(db),
  contact: new ContactRepository(db),
});

export type CommunicationsRepositories = ReturnType<typeof communicationsRepositories>;
export type CommunicationsData = UnitOfWork<CommunicationsRepositories>;
