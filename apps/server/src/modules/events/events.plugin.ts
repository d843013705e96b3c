import { defineModule, provide } from '../../composition/module-plugin';
import { createEventBus, type EventBus } from './events.service';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    /** Domain events (`publish`, `subscribe`): see modules/events. */
    events: EventBus;
  }
}

/**
 * Domain events: modules publish what happened; each subscriber module registers its handlers
 * in its own plugin (async subscriptions are job types, so before the workers start).
 */
export const eventsPlugin = defineModule('events', ['jobs'], (app) => {
  provide(app, { events: createEventBus({ jobs: app.services.jobs }) });
});
