import { describe, expect, it } from 'vitest';
import { normalizeCompanyName } from './company-name.js';

describe('normalizeCompanyName', () => {
  it.each([
    ['Coolblue B.V.', 'coolblue'],
    ['COOLBLUE BV', 'coolblue'],
    ['Amazon Web Services, Inc.', 'amazon web services'],
    ['Amazon Web Services Inc', 'amazon web services'],
    ['QualityHosting AG', 'qualityhosting'],
    ['Müller GmbH & Co. KG', 'mueller'],
    ['Mueller GmbH', 'mueller'],
    ['Société Générale S.A.', 'societe generale'],
    ['Dupont Conseil SARL', 'dupont conseil'],
    ['Dupont Conseil S.à r.l.', 'dupont conseil'],
    ['Lumière SAS', 'lumiere'],
    ['Northwind Print Ltd.', 'northwind print'],
    ['Northwind Print Limited', 'northwind print'],
    ['Brightline Consulting, LLC', 'brightline consulting'],
    ['Oravel Stays Pvt. Ltd.', 'oravel stays'],
    ['Trasporti Mariani S.r.l.s.', 'trasporti mariani'],
    ['TRASPORTI MARIANI SRLS', 'trasporti mariani'],
    ['The Boring Company LLC', 'boring'],
    ['Polski Koncern Naftowy ORLEN Spółka Akcyjna', 'polski koncern naftowy orlen'],
  ])('%s → %s', (name, key) => {
    expect(normalizeCompanyName(name)).toBe(key);
  });

  it('keeps a name that is only a legal form', () => {
    expect(normalizeCompanyName('AG')).toBe('ag');
  });

  it('does not strip legal-form letters inside words', () => {
    expect(normalizeCompanyName('Sagittarius Agency GmbH')).toBe('sagittarius agency');
  });
});

describe('normalizeCompanyName with the legal form in front', () => {
  it('strips it as French names write it', () => {
    expect(normalizeCompanyName('SARL La Bonne Table')).toBe('la bonne table');
    expect(normalizeCompanyName('SAS Lumière')).toBe(normalizeCompanyName('Lumière SAS'));
  });
});
