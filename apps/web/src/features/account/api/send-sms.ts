import type { InputOf } from '@shanlian/contract';
import { call } from '../../../api/client';

/** Sends an SMS code after the image captcha; the server allows one per phone each 60 s. */
export const sendSmsCode = (input: InputOf<'Account/SendPhoneMessage'>) => call('Account/SendPhoneMessage', input);
