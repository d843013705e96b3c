/**
 * How far the trust model's score can be trusted, as readers see it: one wording for every screen
 * that shows an estimate (the lookups' fake-account sentence, the follower analysis).
 */
const en = {
  high: 'Confidence of the estimate: high.',
  medium: 'Confidence of the estimate: medium.',
  low: 'Confidence of the estimate: low.',
  insufficient:
    'Insufficient data: too little is known about this account for a reliable estimate.',
};

const de: typeof en = {
  high: 'Verlässlichkeit der Schätzung: hoch.',
  medium: 'Verlässlichkeit der Schätzung: mittel.',
  low: 'Verlässlichkeit der Schätzung: gering.',
  insufficient:
    'Unzureichende Daten: Über dieses Konto ist zu wenig bekannt für eine verlässliche Schätzung.',
};

export const estimateConfidence = { de, en };
