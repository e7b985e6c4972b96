import type { Case } from '@backoffice/core/api';
import { describe, expect, it } from 'vitest';
import { caseValues, createBody, updateBody } from '../case-form-values.ts';

const stored: Case = {
  id: 'CA-0001',
  caption: 'In re Acme Corp. Securities Litigation',
  court: 'D. Del.',
  docketNumber: null,
  judge: '',
  securityIds: ['SE-0001'],
  classPeriodStart: '2024-01-02',
  classPeriodEnd: '2024-06-28',
  disclosureDate: null,
  planOfAllocation: null,
  status: 'investigation',
  filedOn: null,
  dog: false,
  settlementAmount: null,
  leadCounsel: '',
  deadlines: [],
  description: '',
  statusHistory: [],
  createdAt: '2024-07-01T09:00:00.000Z',
  updatedAt: '2024-07-01T09:00:00.000Z',
};

describe('the case form values', () => {
  it('should show an unfiled case with an empty docket number', () => {
    expect(caseValues(stored).docketNumber).toBe('');
  });

  it('should send a new case without its empty fields', () => {
    const body = createBody({ ...caseValues(stored), judge: '', docketNumber: '' });
    expect(body).not.toHaveProperty('judge');
    expect(body).not.toHaveProperty('docketNumber');
    expect(body).toMatchObject({ caption: stored.caption, securityIds: ['SE-0001'] });
  });

  it('should send only the fields changed from the stored case', () => {
    const values = { ...caseValues(stored), judge: 'Hon. A. Judge', caption: stored.caption };
    const dirty = { judge: true, caption: true, docketNumber: true };
    expect(updateBody(values, stored, dirty)).toEqual({ judge: 'Hon. A. Judge' });
  });

  it('should leave out a field that changed but was not touched in the form', () => {
    expect(updateBody({ ...caseValues(stored), dog: true }, stored, {})).toEqual({});
  });
});
