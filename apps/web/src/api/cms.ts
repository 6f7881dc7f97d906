import { domainApi } from './domain-api';
import { keys } from './keys';

/** News, banners, partners, floors, the disclaimer; a write also reads the store again, so it shows the change at once. */
export const cmsApi = domainApi('cms', [keys.store.all]);
