import { checkPassword, hasConsecutiveRun, passwordClasses } from '@shanlian/contract/browser';

export type StrengthLevel = 'none' | 'weak' | 'medium' | 'strong';

export interface PasswordReport {
  /** At least 8 characters. */
  longEnough: boolean;
  /** Which of upper, lower, digit, special are present (the order of TA.classNames). */
  classesPresent: [boolean, boolean, boolean, boolean];
  /** 3 of the 4 classes. */
  enoughClasses: boolean;
  /** No run such as abc, 321, !@#. */
  noRun: boolean;
  level: StrengthLevel;
}

// The same four classes that the contract's passwordClasses counts.
const CLASS_PATTERNS = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/] as const;

/** What the live checklist under a new-password field shows, from the contract's rules. */
export function passwordReport(password: string): PasswordReport {
  const classes = passwordClasses(password);
  const acceptable = checkPassword(password) === null;
  let level: StrengthLevel = 'none';
  if (password) level = !acceptable ? 'weak' : (classes === 4 && password.length >= 10) || password.length >= 14 ? 'strong' : 'medium';
  return {
    longEnough: password.length >= 8,
    classesPresent: CLASS_PATTERNS.map((re) => re.test(password)) as [boolean, boolean, boolean, boolean],
    enoughClasses: classes >= 3,
    noRun: password.length > 0 && !hasConsecutiveRun(password),
    level,
  };
}
