import { domainApi } from './domain-api';

/** Vehicles, runs, alarms and bands; a write also reads the live map again. */
export const deliveryApi = domainApi('delivery', [['delivery-map']]);
