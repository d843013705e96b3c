/** Days in Vigil are UTC days: series, schedules, retention windows and the demo's curves. */
export const DAY_MS = 86_400_000;

/** The number of the UTC day `ms` falls in (whole days since 1970-01-01). */
export const utcDay = (ms: number) => Math.floor(ms / DAY_MS);

/** 00:00 UTC of the day `ms` falls in, in ms. */
export const utcDayStart = (ms: number) => utcDay(ms) * DAY_MS;
