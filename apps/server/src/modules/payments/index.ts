/**
 * The payments module's public surface: the service type, and what image review (and any other
 * module selling something) uses to take a payment and read its state.
 */
export type { DemoPayOutcome, LicenceCheckoutInput, PaymentsService } from './payments.service';
