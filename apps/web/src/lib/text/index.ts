/** Labels of the web app, in one place (this folder, a file per area). Server messages come from the contract's MSG. */
export { commonText } from './common';
export { storeText } from './store';
export { accountText } from './account';
export { cmsText } from './cms';
export { cartText } from './cart';
export { centreText } from './centre';
export { orderText } from './order';
export { deskText } from './desk';
