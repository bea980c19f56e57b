import { describe, expect, it } from 'vitest';
import { toApiBody, toRaRecord } from '../../dataProvider/recordMapping';
import { companyDeclaration } from '../../resources/companies/declaration';

describe('data provider record mapping', () => {
  it('maps _id to id', () => {
    expect(toRaRecord({ _id: 'a1', name: 'X' })).toEqual({ _id: 'a1', id: 'a1', name: 'X' });
  });

  it('sends JSON without unchanged files, read-only or unknown keys', () => {
    const body = toApiBody(companyDeclaration, { id: 'a1', _id: 'a1', name: 'Acme', logo: { src: '/kept.png' }, createdAt: 'x' });
    expect(JSON.parse(body as string)).toEqual({ name: 'Acme' });
  });

  it('sends multipart with the file when a new logo was picked, and an empty logo to remove one', () => {
    const rawFile = new File(['png'], 'logo.png', { type: 'image/png' });
    const form = toApiBody(companyDeclaration, { name: 'Acme', zone: null, logo: { rawFile, src: 'blob:' } }) as FormData;
    expect(form.get('name')).toBe('Acme');
    expect(form.get('zone')).toBe('');
    expect((form.get('logo') as File).name).toBe('logo.png');
    expect(JSON.parse(toApiBody(companyDeclaration, { logo: null }) as string)).toEqual({ logo: null });
  });
});
