/**
 * The analysis module as other modules see it: the service, and which picture addresses the
 * image proxy serves (the image review shows only those through it).
 */
export type { AnalysisService } from './analysis.service';
export { proxyAllows } from './image-proxy';
