/**
 * Rows in the Form 13F data sets' layout: the real LTS One filing (Q3 2023, dollars), and an
 * older new-holdings amendment in thousands whose one row is the SEC sample's Akebia entry (as
 * a put), plus an INFOTABLE row of an accession SUBMISSION does not list.
 */
import { parseSubmission, type DataSetRows } from '../index.ts';
import { fixture } from './fixtures.ts';

export function dataSetRows(): DataSetRows {
  const ltsFiling = parseSubmission(fixture('lts-one-2023q3-13f-hr.txt'));
  const acc = ltsFiling.accessionNumber;
  return {
    SUBMISSION: [
      {
        ACCESSION_NUMBER: acc,
        FILING_DATE: '14-NOV-2023',
        SUBMISSIONTYPE: '13F-HR',
        CIK: '1894188',
        PERIODOFREPORT: '30-SEP-2023',
      },
      {
        ACCESSION_NUMBER: '0000123456-22-000001',
        FILING_DATE: '14-FEB-2022',
        SUBMISSIONTYPE: '13F-HR/A',
        CIK: '123456',
        PERIODOFREPORT: '31-DEC-2021',
      },
    ],
    COVERPAGE: [
      {
        ACCESSION_NUMBER: acc,
        REPORTCALENDARORQUARTER: '30-SEP-2023',
        ISAMENDMENT: 'N',
        FILINGMANAGER_NAME: 'LTS One Management LP',
        FILINGMANAGER_CITY: 'NEW YORK',
        FILINGMANAGER_STATEORCOUNTRY: 'NY',
        REPORTTYPE: '13F HOLDINGS REPORT',
      },
      {
        ACCESSION_NUMBER: '0000123456-22-000001',
        REPORTCALENDARORQUARTER: '31-DEC-2021',
        ISAMENDMENT: 'Y',
        AMENDMENTNO: 1,
        AMENDMENTTYPE: 'NEW HOLDINGS',
        FILINGMANAGER_NAME: 'BIG FUND TRUST inc',
        REPORTTYPE: '13F HOLDINGS REPORT',
      },
    ],
    SUMMARYPAGE: [
      { ACCESSION_NUMBER: acc, TABLEENTRYTOTAL: 14, TABLEVALUETOTAL: 454926000 },
      { ACCESSION_NUMBER: '0000123456-22-000001', TABLEENTRYTOTAL: 2, TABLEVALUETOTAL: 9 },
    ],
    INFOTABLE: [
      ...ltsFiling.entries.map((e, i) => ({
        ACCESSION_NUMBER: acc,
        INFOTABLE_SK: i + 1,
        NAMEOFISSUER: e.issuer,
        TITLEOFCLASS: e.titleOfClass,
        CUSIP: e.cusip,
        VALUE: e.reportedValue,
        SSHPRNAMT: e.shares,
        SSHPRNAMTTYPE: e.shareType,
        INVESTMENTDISCRETION: e.investmentDiscretion,
        VOTING_AUTH_SOLE: e.votingSole,
        VOTING_AUTH_SHARED: 0,
        VOTING_AUTH_NONE: 0,
      })),
      {
        ACCESSION_NUMBER: '0000123456-22-000001',
        INFOTABLE_SK: 99,
        NAMEOFISSUER: 'AKEBIA THERAPEUTICS INC',
        CUSIP: '00972D105',
        VALUE: 64,
        SSHPRNAMT: 10195,
        SSHPRNAMTTYPE: 'SH',
        PUTCALL: 'Put',
        INVESTMENTDISCRETION: 'SOLE',
      },
      {
        ACCESSION_NUMBER: '0000999999-22-000001',
        INFOTABLE_SK: 100,
        NAMEOFISSUER: 'NOBODY',
        CUSIP: '00972D105',
        VALUE: 1,
        SSHPRNAMT: 1,
        SSHPRNAMTTYPE: 'SH',
        INVESTMENTDISCRETION: 'SOLE',
      },
    ],
  };
}
