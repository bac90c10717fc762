import { describe, expect, it } from 'vitest';
import { classesOfPattern, classesOfStructure, compareShapes, releaseMarkers } from './iban-registry-check.ts';

describe('scripts/data/import/iban-registry-check', () => {
  it('finds the release a peer names, in the forms the peers write it', () => {
    expect(releaseMarkers(' * - SWIFT IBAN Registry (Release 99 – Dec 2024):')).toEqual([99]);
    expect(releaseMarkers('# generated from iban-registry-v101.txt')).toEqual([101]);
    expect(releaseMarkers('/// Generated from: swift_iban_registry_202606.r102.txt')).toEqual([102]);
    expect(releaseMarkers('meta:\n  iban_registry_version: 99\n')).toEqual([99]);
    expect(releaseMarkers('// Lengths follow Swift IBAN Registry release 103 (September 2026)')).toEqual([103]);
    expect(releaseMarkers('registry v100 then Registry release 102')).toEqual([102, 100]);
  });

  it('finds no release where none is named', () => {
    expect(releaseMarkers('version 4.5.4 of the IBAN library; 34 characters; ISO 13616')).toEqual([]);
    expect(releaseMarkers('registry of 2026')).toEqual([]);
  });

  it('reads a registry structure and an ibantools pattern into classes per position', () => {
    expect(classesOfStructure('8!n5!n10!n1!a1!c')).toBe(`${'n'.repeat(23)}ac`);
    expect(classesOfPattern('^[0-9]{23}[A-Z]{1}[A-Z0-9]{1}$')).toBe(`${'n'.repeat(23)}ac`);
    expect(classesOfPattern('^[0-9]{2}(?:x)$')).toBeNull();
  });

  it('names the countries where a peer differs, and how', () => {
    const ours = {
      BR: { ibanLength: 29, classes: classesOfStructure('8!n5!n10!n1!a1!c') },
      DE: { ibanLength: 22, classes: classesOfStructure('8!n10!n') },
      NO: { ibanLength: 15, classes: classesOfStructure('4!n6!n1!n') },
    };
    const theirs = {
      BR: { ibanLength: 29, classes: classesOfStructure('8!c5!n10!n1!c1!c') },
      DE: { ibanLength: 22, classes: classesOfStructure('8!n10!n') },
      NO: { ibanLength: 16, classes: classesOfStructure('4!n7!n1!n') },
    };
    expect(compareShapes(ours, theirs)).toEqual([
      'BR: accepts other characters at BBAN positions 1-8, 24 than ours',
      'NO: length 16, ours 15',
    ]);
  });
});
