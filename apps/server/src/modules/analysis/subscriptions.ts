import type { EventBus } from '../events';
import type { AnalysisService } from './analysis.service';

/**
 * What the analysis does when lookups store accounts: derives their topics, language and post
 * terms synchronously, in the lookup's request, so the analysis table shows them on the very
 * next request (read-your-writes); it costs one read and one write of the lookup's few rows.
 * Idempotent: deriving again from the same bio and posts writes the same values.
 */
export function subscribeAnalysis(
  bus: Pick<EventBus, 'subscribe'>,
  deps: { analysis: Pick<AnalysisService, 'deriveStored' | 'accountsChanged'> },
) {
  // Counters and search rows follow every write of stored accounts, in the writer's request or
  // transaction: a few rows per account, and totals must be right on the next request.
  bus.subscribe('lookup.accounts-changed', {
    subscriber: 'analysis',
    delivery: 'sync',
    handle: (p, tx) => deps.analysis.accountsChanged(p.ids, tx),
  });
  bus.subscribe('lookup.stored', {
    subscriber: 'analysis',
    delivery: 'sync',
    handle: (p) => deps.analysis.deriveStored(p.refs),
  });
}
