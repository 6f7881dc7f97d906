/** Labels of the web app, in one place (this folder, a file per area). Server messages come from the contract's MSG. */
export { T } from './common';
export { TS } from './store';
export { TA } from './account';
export { TC } from './cms';
export { TCart } from './cart';
export { TCentre } from './centre';
export { TO } from './order';
export { TDesk } from './desk';
