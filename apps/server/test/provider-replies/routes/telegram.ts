import type { VendorRoute } from '../vendor';

/** The endpoints of this platform's vendor that the adapter calls, answering with real shapes. */
export const routes: VendorRoute[] = [];
