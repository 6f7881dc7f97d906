import { adminApi } from '../../lib/admin-api';

/** Reads and writes of vehicles, runs, alarms and bands: every read lives under 'delivery' (and the map's). */
export const { useOp: useDeliveryOp, usePaged: useDeliveryPaged, useWrite: useDeliveryWrite } = adminApi('delivery', [['delivery-map']]);
