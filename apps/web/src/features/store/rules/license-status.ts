/** A licence is valid until the end of its ValidTo time. */
export const licenseExpired = (validTo: string, now: number) => new Date(validTo).getTime() < now;
