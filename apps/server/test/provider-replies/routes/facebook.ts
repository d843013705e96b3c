import type { VendorRoute } from '../vendor';

/**
 * No Facebook vendor is evidenced: none is served. The old default host
 * (`facebook-profile-finder.p.rapidapi.com`) therefore gets the gateway's "API doesn't exists",
 * as it does on RapidAPI.
 */
export const routes: VendorRoute[] = [];
