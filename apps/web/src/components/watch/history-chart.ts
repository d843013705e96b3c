import type { GrowthFlag, HistoryReply, ProfileChange, WatchPoint } from '@vigil/shared';
import type { ChartMarker } from '../chart';

type Texts = {
  flag: (flag: GrowthFlag) => string;
  changes: (changes: readonly ProfileChange[]) => string;
};

/** The point a flag's day belongs to: that day's last check, else the first one after it. */
function pointOfDay(points: readonly WatchPoint[], day: string): number {
  let last = -1;
  for (let i = 0; i < points.length; i++) {
    const d = points[i]!.at.slice(0, 10);
    if (d === day) last = i;
    else if (d > day) return last >= 0 ? last : i;
  }
  return last >= 0 ? last : points.length - 1;
}

/** Several checks on one UTC day (an hourly list) need the time in their labels. */
const needsTime = (points: readonly WatchPoint[]) =>
  new Set(points.map((p) => p.at.slice(0, 10))).size < points.length;

/**
 * What the history chart draws, pure so that it is tested without a canvas: one label per
 * check (date, or date and time where a day has several), the counts, the trust score (for
 * the right-hand axis), and the markers: each profile change at its check, each growth flag
 * at its day's last check, with their sentences.
 */
export function historyChartData(
  reply: Pick<HistoryReply, 'points' | 'flags'>,
  texts: Texts,
  format: { date: (iso: string) => string; dateTime: (iso: string) => string },
) {
  const { points, flags } = reply;
  const withTime = needsTime(points);
  const labels = points.map((p) => (withTime ? format.dateTime(p.at) : format.date(p.at)));
  const markers: ChartMarker[] = [];
  points.forEach((p, index) => {
    if (p.changes.length > 0)
      markers.push({ index, label: texts.changes(p.changes), tone: 'note' });
  });
  if (points.length > 0) {
    for (const flag of flags) {
      markers.push({ index: pointOfDay(points, flag.day), label: texts.flag(flag), tone: 'alert' });
    }
  }
  return {
    labels,
    followers: points.map((p) => p.followers),
    following: points.map((p) => p.following),
    posts: points.map((p) => p.posts),
    trustScore: points.map((p) => p.trustScore),
    markers,
  };
}
