/** Firm profile, uploads and the buyer-side person picker: filled in by the profile work. */
export const profileOperations = {};
