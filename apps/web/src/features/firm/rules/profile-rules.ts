import { CONTACT_PHONE_MESSAGE, CONTACT_PHONE_PATTERN } from '@shanlian/contract/browser';
import type { FormRule as Rule } from 'antd';
import { centreText } from '../../../lib/text';

/** Client checks that mirror the server's (contract ZFirmProfileInput); the server's message still wins on a refusal. */
const M = centreText.msg;

/** A contact phone field's length: a landline with area code and extension (0571-88861234-8001) fits. */
export const PHONE_MAX = 20;
export const PHONE_PLACEHOLDER = '手机号或带区号的座机号，如 0571-88861234';

/**
 * The shared contact-phone rule (a mobile, or a landline with area code and extension), the
 * same pattern the server checks; empty is allowed. Nothing typed is cut or rewritten.
 */
export const contactPhoneRule = (label: string): Rule => ({
  validator: (_r, v: string | null | undefined) => {
    const t = (v ?? '').trim();
    return t === '' || CONTACT_PHONE_PATTERN.test(t) ? Promise.resolve() : Promise.reject(new Error(`${label}：${CONTACT_PHONE_MESSAGE}`));
  },
});
export const NAME_MAX = 30;

const maxLen = (max: number, message: string): Rule => ({ max, message });
const pattern = (re: RegExp, message: string): Rule => ({ pattern: re, message });
const range = (min: number, max: number, message: string): Rule => ({
  validator: (_r, v: number | null | undefined) =>
    v === null || v === undefined || (v >= min && v <= max) ? Promise.resolve() : Promise.reject(new Error(message)),
});
const integer = (message: string): Rule => ({
  validator: (_r, v: number | null | undefined) =>
    v === null || v === undefined || (Number.isInteger(v) && v >= 0) ? Promise.resolve() : Promise.reject(new Error(message)),
});
/** The same shape the server accepts: something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const rules = {
  Name: [{ required: true, whitespace: true, message: M.enterName }, maxLen(100, M.nameTooLong)],
  LicenseNumber: [maxLen(50, M.licenseNumberTooLong)],
  RegisteredCapital: [maxLen(30, M.registeredCapitalTooLong)],
  FirmCreatedTime: [range(1900, new Date().getFullYear(), M.foundedYear), integer(M.foundedYear)],
  ContactName: [maxLen(NAME_MAX, M.contactNameTooLong)],
  PhoneNumber: [contactPhoneRule('联系电话')],
  PostCode: [pattern(/^(\d{6})?$/, M.postCode)],
  Fax: [maxLen(20, M.fax), pattern(/^[\d\-+() ]*$/, M.fax)],
  Email: [maxLen(100, M.email), pattern(EMAIL, M.email)],
  Address: [maxLen(200, M.addressTooLong)],
  FactoryArea: [range(0, 100_000_000, M.factoryArea)],
  FactoryBuildingArea: [range(0, 100_000_000, M.buildingArea)],
  Longitude: [range(-180, 180, M.longitude)],
  Latitude: [range(-90, 90, M.latitude)],
  QuantifiedGrade: [{ validator: (_r, v: string[] | undefined) => ((v ?? []).length > 1 ? Promise.reject(new Error(M.gradeOne)) : Promise.resolve()) }],
  LegalRepresentative: [maxLen(NAME_MAX, M.personNameTooLong(centreText.label.LegalRepresentative))],
  LegalRepresentativePhones: [contactPhoneRule('法定代表人电话')],
  Manager: [maxLen(NAME_MAX, M.personNameTooLong(centreText.label.Manager))],
  ManagerPhones: [contactPhoneRule('负责人电话')],
  FoodSafetyDirector: [maxLen(NAME_MAX, M.personNameTooLong(centreText.label.FoodSafetyDirector))],
  FoodSafetyAdmin: [maxLen(NAME_MAX, M.personNameTooLong(centreText.label.FoodSafetyAdmin))],
  StaffCount: [integer(M.count(centreText.countLabel.StaffCount))],
  QcCount: [integer(M.count(centreText.countLabel.QcCount))],
  DinersCount: [integer(M.count(centreText.countLabel.DinersCount))],
} satisfies Record<string, Rule[]>;
