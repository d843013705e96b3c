import type { z } from 'zod';
import type { Tx } from '../../db/transaction';
import type { JobContext } from '../jobs/jobs.service';
import type { JobsService } from '../jobs/jobs.service';
import {
  domainEvents,
  type DomainEvent,
  type DomainEventName,
  type DomainEventPayload,
} from './domain-events';

/**
 * How a subscriber receives an event:
 * - `sync`: in `publish`, in the publisher's transaction (the handler gets `tx`): cheap work
 *   whose result the very next request must see (read-your-writes), atomic with the change.
 * - `async`: a job (`event.<name>.<subscriber>`) written to the jobs table in the publisher's
 *   transaction (a transactional outbox), run by the jobs module's workers after the commit,
 *   retried on failure. Delivery is at least once: handlers must be idempotent.
 */
export type Subscription<N extends DomainEventName> =
  | {
      subscriber: string;
      delivery: 'sync';
      handle: (payload: DomainEventPayload<N>, tx: Tx | undefined) => Promise<void>;
    }
  | {
      subscriber: string;
      delivery: 'async';
      handle: (payload: DomainEventPayload<N>, ctx: JobContext) => Promise<unknown>;
      /** Attempts in all (default 3). */
      maxAttempts?: number;
    };

/**
 * Announces `event` as part of the caller's unit of work. `tx`: the publisher's transaction;
 * undefined when its change was a single statement that has committed already (then an
 * asynchronous delivery is written right after it).
 */
export type Publish = (tx: Tx | undefined, event: DomainEvent) => Promise<void>;

/** Domain events on the jobs module's queue: `publish` and `subscribe`, nothing more. */
export function createEventBus(deps: {
  jobs: Pick<JobsService, 'define' | 'enqueue' | 'enqueueIn'>;
}) {
  type AnySubscription = Subscription<DomainEventName>;
  const subscriptions = new Map<DomainEventName, AnySubscription[]>();

  const publish: Publish = async (tx, event) => {
    const payload = domainEvents[event.name].parse(event.payload);
    for (const sub of subscriptions.get(event.name) ?? []) {
      if (sub.delivery === 'sync') {
        await sub.handle(payload, tx);
      } else {
        const type = `event.${event.name}.${sub.subscriber}`;
        if (tx) await deps.jobs.enqueueIn(tx, type, payload);
        else await deps.jobs.enqueue(type, payload);
      }
    }
  };

  return {
    publish,

    /** Registers a subscriber of `name` (at start-up, from a module's `subscriptions.ts`). */
    subscribe<N extends DomainEventName>(name: N, subscription: Subscription<N>): void {
      const list = subscriptions.get(name) ?? [];
      if (list.some((s) => s.subscriber === subscription.subscriber)) {
        throw new Error(`${subscription.subscriber} subscribes to ${name} twice`);
      }
      if (subscription.delivery === 'async') {
        // The map's entry for `name` is that event's schema (the compiler sees a union).
        const schema = domainEvents[name] as unknown as z.ZodType<DomainEventPayload<N>>;
        deps.jobs.define({
          type: `event.${name}.${subscription.subscriber}`,
          payload: schema,
          maxAttempts: subscription.maxAttempts ?? 3,
          handler: (payload, ctx) => subscription.handle(payload, ctx),
        });
      }
      list.push(subscription as unknown as AnySubscription);
      subscriptions.set(name, list);
    },
  };
}
export type EventBus = ReturnType<typeof createEventBus>;
