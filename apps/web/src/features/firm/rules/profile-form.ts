import type { TFirmProfile } from '@shanlian/contract';
import type { ProfileFields } from '../api/update-profile';

/** The basic-info tab as the form holds it: the grade is a checkbox group, empty numbers are null. */
export interface BasicValues {
  Name: string;
  LicenseNumber: string;
  PubFirmTypeId: string | null;
  QuantifiedGrade: string[];
  RegisteredCapital: string;
  FirmCreatedTime: number | null;
  ContactName: string;
  PhoneNumber: string;
  PostCode: string;
  Fax: string;
  Email: string;
  Address: string;
  FactoryArea: number | null;
  FactoryBuildingArea: number | null;
  Longitude: number | null;
  Latitude: number | null;
  FirmImage: string | null;
}

export interface PersonnelValues {
  LegalRepresentative: string;
  LegalRepresentativePhones: string;
  Manager: string;
  ManagerPhones: string;
  FoodSafetyDirector: string;
  FoodSafetyAdmin: string;
  StaffCount: number | null;
  QcCount: number | null;
  DinersCount: number | null;
}

export function toBasicValues(p: TFirmProfile): BasicValues {
  return {
    Name: p.Name,
    LicenseNumber: p.LicenseNumber,
    PubFirmTypeId: p.PubFirmTypeId,
    QuantifiedGrade: p.QuantifiedGrade ? [p.QuantifiedGrade] : [],
    RegisteredCapital: p.RegisteredCapital,
    FirmCreatedTime: p.FirmCreatedTime,
    ContactName: p.ContactName,
    PhoneNumber: p.PhoneNumber,
    PostCode: p.PostCode,
    Fax: p.Fax,
    Email: p.Email,
    Address: p.Address,
    FactoryArea: p.FactoryArea,
    FactoryBuildingArea: p.FactoryBuildingArea,
    Longitude: p.Longitude,
    Latitude: p.Latitude,
    FirmImage: p.FirmImage,
  };
}

export function toPersonnelValues(p: TFirmProfile): PersonnelValues {
  return {
    LegalRepresentative: p.LegalRepresentative,
    LegalRepresentativePhones: p.LegalRepresentativePhones,
    Manager: p.Manager,
    ManagerPhones: p.ManagerPhones,
    FoodSafetyDirector: p.FoodSafetyDirector,
    FoodSafetyAdmin: p.FoodSafetyAdmin,
    StaffCount: p.StaffCount,
    QcCount: p.QcCount,
    DinersCount: p.DinersCount,
  };
}

const text = (v: string | null | undefined) => (v ?? '').trim();
const num = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** What the basic tab sends: its own fields only, the grade as one letter or null. */
export function basicFields(firmId: string, v: BasicValues): ProfileFields {
  return {
    Id: firmId,
    Name: text(v.Name),
    LicenseNumber: text(v.LicenseNumber),
    PubFirmTypeId: v.PubFirmTypeId || null,
    QuantifiedGrade: v.QuantifiedGrade[0] ?? null,
    RegisteredCapital: text(v.RegisteredCapital),
    FirmCreatedTime: num(v.FirmCreatedTime),
    ContactName: text(v.ContactName),
    PhoneNumber: text(v.PhoneNumber),
    PostCode: text(v.PostCode),
    Fax: text(v.Fax),
    Email: text(v.Email),
    Address: text(v.Address),
    FactoryArea: num(v.FactoryArea),
    FactoryBuildingArea: num(v.FactoryBuildingArea),
    Longitude: num(v.Longitude),
    Latitude: num(v.Latitude),
    FirmImage: v.FirmImage || null,
  };
}

export function personnelFields(firmId: string, v: PersonnelValues): ProfileFields {
  return {
    Id: firmId,
    LegalRepresentative: text(v.LegalRepresentative),
    LegalRepresentativePhones: text(v.LegalRepresentativePhones),
    Manager: text(v.Manager),
    ManagerPhones: text(v.ManagerPhones),
    FoodSafetyDirector: text(v.FoodSafetyDirector),
    FoodSafetyAdmin: text(v.FoodSafetyAdmin),
    StaffCount: num(v.StaffCount),
    QcCount: num(v.QcCount),
    DinersCount: num(v.DinersCount),
  };
}

/**
 * The quantified grade is a checkbox group that holds at most one letter (spec 02 §5):
 * checking a second one replaces the first, unchecking leaves none.
 */
export function pickOneGrade(next: string[], previous: string[] | undefined): string[] {
  if (next.length <= 1) return next;
  const added = next.filter((g) => !(previous ?? []).includes(g));
  return added.length ? [added[added.length - 1] as string] : [next[next.length - 1] as string];
}
