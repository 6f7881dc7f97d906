import { PERMISSIONS, type Permission, RESOURCES, type Resource } from '@shanlian/contract/browser';

export { areaOptions, areaPath } from '../../../lib/area';

/** The permissions that open the platform console: any of the system, supervision and operation groups. */
export const CONSOLE_ACCESS: readonly Permission[] = PERMISSIONS.filter((p) => {
  const group = RESOURCES[p.slice(0, p.lastIndexOf(':')) as Resource].group as string;
  return group === 'system' || group === 'supervision' || group === 'operation';
});
