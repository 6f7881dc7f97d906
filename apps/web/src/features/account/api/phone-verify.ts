import { call } from '../../../api/client';

/** True when the phone number already has an account. */
export const isPhoneRegistered = (phone: string) => call('Account/PhoneVerify', { Phone: phone });
