import { describe, expect, it } from 'vitest';
import { type BasicValues, basicFields, pickOneGrade } from './profile-form';

describe('quantified grade', () => {
  it('keeps at most one letter: a new check replaces the old one', () => {
    expect(pickOneGrade(['A', 'B'], ['A'])).toEqual(['B']);
    expect(pickOneGrade(['B', 'A'], ['A'])).toEqual(['B']);
    expect(pickOneGrade([], ['A'])).toEqual([]);
    expect(pickOneGrade(['C'], [])).toEqual(['C']);
  });
});

describe('basic tab fields', () => {
  it('sends only its own fields, trimmed, with the grade as one letter and empty numbers as null', () => {
    const v: BasicValues = {
      Name: ' 阳光食堂 ',
      LicenseNumber: '',
      PubFirmTypeId: '',
      QuantifiedGrade: ['B'],
      RegisteredCapital: '100万',
      FirmCreatedTime: null,
      ContactName: '王',
      PhoneNumber: '88861234',
      PostCode: '310012',
      Fax: '',
      Email: '',
      Address: '',
      FactoryArea: 0,
      FactoryBuildingArea: null,
      Longitude: 120.1,
      Latitude: 30.2,
      FirmImage: null,
    };
    const f = basicFields('f1', v);
    expect(f).toMatchObject({ Id: 'f1', Name: '阳光食堂', PubFirmTypeId: null, QuantifiedGrade: 'B', FactoryArea: 0, FactoryBuildingArea: null });
    expect(f).not.toHaveProperty('LegalRepresentative');
    expect(f).not.toHaveProperty('USCCode');
  });
});
