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
  deps: { analysis: Pick<AnalysisService, 'deriveStored'> },
) {
  bus.subscribe('lookup.stored', {
    subscriber: 'analysis',
    delivery: 'sync',
    handle: (p) => deps.analysis.deriveStored(p.refs),
  });
}
