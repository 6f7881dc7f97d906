import { deliveryApi } from '../../api/delivery';

/** Reads and writes of vehicles, runs, alarms and bands: every read lives under 'delivery' (and the map's). */
export const { useOp: useDeliveryOp, usePaged: useDeliveryPaged, useWrite: useDeliveryWrite } = deliveryApi;
