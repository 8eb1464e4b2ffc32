/** Real-time messaging events (issue 10 part 5): publish after commit, stream to open tabs. */
export { createMessagingEvents, type LiveMessagingEvents, type MessagingEventsOptions } from './live-messaging-events';
export { messagingEventsRoutes, type MessagingEventsRoutesOptions } from './messaging-events.routes';
export { silentMessagingEvents, type MessagingChange, type MessagingEvents } from './messaging-events';
export { MESSAGING_CHANNEL } from './messaging-notify';
