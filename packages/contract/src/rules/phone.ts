/** Mainland China mobile numbers: 11 digits, starting 13-19. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export function isMobileNumber(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

/** 13800000001 → 138****0001 (first 3 and last 4 digits shown). */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/**
 * A contact phone: a mobile number, or a landline with its area code (0 and 2–3 digits),
 * a hyphen or space optional, 7–8 digits, and an optional extension (转 / - / # and 1–6 digits):
 * 13800000001, 0571-88861234, 057188861234, 010 62345678-8001.
 */
export const CONTACT_PHONE_PATTERN = /^(?:1[3-9]\d{9}|0\d{2,3}[- ]?[2-9]\d{6,7}(?:(?:-|转|#|\s)\d{1,6})?)$/;
export const CONTACT_PHONE_MESSAGE = '请输入正确的手机号或带区号的座机号（如 0571-88861234）';

export function isContactPhone(value: string): boolean {
  return CONTACT_PHONE_PATTERN.test(value.trim());
}
