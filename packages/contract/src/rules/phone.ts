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
