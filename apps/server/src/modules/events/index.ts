/** Domain events: the typed map of events and the bus modules publish to and subscribe on. */
export type { DomainEvent, DomainEventName, DomainEventPayload } from './domain-events';
export type { EventBus, Publish, Subscription } from './events.service';
