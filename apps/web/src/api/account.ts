import { domainApi } from './domain-api';

/**
 * The account domain's calls: the session, the current user, captchas and SMS codes. The current
 * user is cached under keys.me (['account', 'me']), which a write through useWrite would read again.
 */
export const accountApi = domainApi('account');
