import type { Db } from './db/client';
import type { UnitOfWork } from './lib/data/unit-of-work';
import { TeamsRepository } from './features/teams/teams.repository';
import { ClubSettingsRepository } from './features/club-settings/club-settings.repository';
import { MemberCardRepository } from './features/member-card/member-card.repository';
import { CardDesignRepository } from './features/member-card/design/card-design.repository';
import { FamiliesRepository } from './features/people/families/families.repository';
import { PeopleImportRepository } from './features/people/import/people-import.repository';
import { PeopleGroupRepository } from './features/people/people-group.repository';
import { PeopleRepository } from './features/people/people.repository';
import { PersonPhotoRepository } from './features/person-photo/person-photo.repository';
import { ClubsRepository } from './features/clubs/clubs.repository';
import { ImpersonationRepository } from './features/impersonation/impersonation.repository';
import { InvitationsRepository } from './features/invitations/invitations.repository';
import { AccessRequestsRepository } from './features/onboarding/access-requests.repository';
import { PreEnrollmentsRepository } from './features/onboarding/pre-enrollments.repository';
import { ClubEnrollmentRepository } from './features/onboarding/club-enrollment.repository';
import { ClubLogoRepository } from './features/onboarding/logo/logo.repository';
import { ClubContextRepository } from './plugins/club-context.repository';
import { AuthRepository } from './features/auth/auth.repository';
import { AccountsRepository } from './features/accounts/accounts.repository';
import { ProfileRepository } from './features/profile/profile.repository';
import { AccountClaimsRepository } from './features/people/families/account-claims.repository';
import { RefreshTokensRepository } from './lib/session/refresh-tokens.repository';
import { OutboxRepository } from './lib/outbox/outbox.repository';
import { AuditRepository } from './lib/audit';
import { NotificationsRepository } from './lib/outbox/enqueue';
import { AttachmentsRepository } from './features/communications/attachments.repository';
import { ContactRepository } from './features/communications/contact/contact.repository';
import { SponsorsRepository } from './features/sponsors/sponsors.repository';
import { PortalRepository } from './features/portal/portal.repository';
import { CatalogueRepository } from './features/commerce/catalogue.repository';
import { OrdersRepository } from './features/commerce/orders.repository';
import { TicketsRepository } from './features/commerce/tickets.repository';
import { MailboxesRepository } from './features/communications/mailboxes.repository';
import { MessagesRepository } from './features/communications/messages.repository';
import { RecipientsRepository } from './features/communications/recipients.repository';
import { ThreadListRepository } from './features/communications/thread-list.repository';
import { ThreadsRepository } from './features/communications/threads.repository';
import { MemberHomeRepository } from './features/member-home/member-home.repository';

/**
 * Every repository, built once per database handle and injected into the services that need
 * them; a unit of work builds the same set bound to its transaction. Only repositories know
 * the ORM.
 */
export function createRepositories(db: Db) {
  return {
    audit: new AuditRepository(db),
    notifications: new NotificationsRepository(db),
    teams: new TeamsRepository(db),
    clubSettings: new ClubSettingsRepository(db),
    memberCard: new MemberCardRepository(db),
    memberHome: new MemberHomeRepository(db),
    cardDesigns: new CardDesignRepository(db),
    people: new PeopleRepository(db),
    peopleGroups: new PeopleGroupRepository(db),
    families: new FamiliesRepository(db),
    peopleImports: new PeopleImportRepository(db),
    personPhotos: new PersonPhotoRepository(db),
    clubs: new ClubsRepository(db),
    clubContexts: new ClubContextRepository(db),
    clubEnrollment: new ClubEnrollmentRepository(db),
    accessRequests: new AccessRequestsRepository(db),
    preEnrollments: new PreEnrollmentsRepository(db),
    clubLogos: new ClubLogoRepository(db),
    invitations: new InvitationsRepository(db),
    impersonation: new ImpersonationRepository(db),
    auth: new AuthRepository(db),
    refreshTokens: new RefreshTokensRepository(db),
    accounts: new AccountsRepository(db),
    profile: new ProfileRepository(db),
    accountClaims: new AccountClaimsRepository(db),
    outbox: new OutboxRepository(db),
    // Messaging (issue 10).
    mailboxes: new MailboxesRepository(db),
    contact: new ContactRepository(db),
    sponsors: new SponsorsRepository(db),
    portal: new PortalRepository(db),
    // Shop (issue 12).
    catalogue: new CatalogueRepository(db),
    orders: new OrdersRepository(db),
    tickets: new TicketsRepository(db),
    recipients: new RecipientsRepository(db),
    threads: new ThreadsRepository(db),
    threadList: new ThreadListRepository(db),
    messages: new MessagesRepository(db),
    attachments: new AttachmentsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** What features get: repositories on the pool (`data.read`) and transactions (`data.write`). */
export type Data = UnitOfWork<Repositories>;
