import { caseCreateSchema, caseUpdateSchema } from '@backoffice/core/api';
import { describe, expect, it } from 'vitest';
import { settleEmptyValues } from '../empty-values.ts';

describe('settleEmptyValues', () => {
  it('should leave out an empty choice or number the contract only takes as absent', () => {
    const values = settleEmptyValues(caseCreateSchema, {
      caption: 'In re Acme',
      status: '',
      dog: false,
    });
    expect(values).toEqual({ caption: 'In re Acme', dog: false });
  });

  it('should keep empty text a field accepts, so an edit can clear it', () => {
    expect(settleEmptyValues(caseUpdateSchema, { judge: '', leadCounsel: '' })).toEqual({
      judge: '',
      leadCounsel: '',
    });
  });

  it('should turn empty into null where the contract says "no value" with null', () => {
    expect(settleEmptyValues(caseUpdateSchema, { filedOn: '', settlementAmount: null })).toEqual({
      filedOn: null,
      settlementAmount: null,
    });
  });

  it('should keep a required field empty, so validation reports it', () => {
    expect(settleEmptyValues(caseCreateSchema, { caption: '', classPeriodStart: null })).toEqual({
      caption: '',
      classPeriodStart: null,
    });
  });

  it('should not touch values of a schema without fields', () => {
    const values = { a: '' };
    expect(settleEmptyValues({}, values)).toBe(values);
  });
});
