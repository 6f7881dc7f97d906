/** Labels of the web app, in one place (this folder, a file per area). Server messages come from the contract's MSG. */

export { accountText } from './account';
export { cartText } from './cart';
export { centreText } from './centre';
export { cmsText } from './cms';
export { commonText } from './common';
export { deskText } from './desk';
export { orderText } from './order';
export { storeText } from './store';
