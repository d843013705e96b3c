/** Failures that never reached the API's error shape; the web names them itself. */
export const clientErrorKinds = ['NETWORK', 'HTTP', 'BAD_REPLY', 'UNKNOWN'] as const;
export type ClientErrorKind = (typeof clientErrorKinds)[number];
