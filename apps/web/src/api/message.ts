import { domainApi } from './domain-api';

/** The message domain's reads and writes: the firm's in-site messages. */
export const messageApi = domainApi('message');
