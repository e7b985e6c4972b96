/**
 * The fields of a new security. The CUSIP and ISIN are checked as soon as they are complete,
 * with the contract's own rule (a wrong check digit is named), before anything is sent.
 */
import { ASSET_CLASSES } from '@backoffice/core/api';
import { DateField } from '../../components/form/DateField.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useCheckWhenComplete } from './use-check-when-complete.ts';

const ASSET_CLASS_OPTIONS = ASSET_CLASSES.map((value) => ({
  value,
  label: value === 'adr' ? 'ADR' : value.charAt(0).toUpperCase() + value.slice(1),
}));

const CUSIP_LENGTH = 9;
const ISIN_LENGTH = 12;

export function SecurityCreateFields() {
  useCheckWhenComplete('cusip', CUSIP_LENGTH);
  useCheckWhenComplete('isin', ISIN_LENGTH);
  return (
    <>
      <TextField
        name="cusip"
        label="CUSIP"
        required
        hint="9 characters, the last one the check digit"
      />
      <TextField
        name="isin"
        label="ISIN"
        required
        hint="12 characters; a US ISIN is US, the CUSIP and a check digit"
      />
      <TextField name="ticker" label="Ticker" required />
      <TextField name="name" label="Name" required wide />
      <TextField name="exchange" label="Exchange" required hint="e.g. NYSE, NASDAQ, LSE" />
      <TextField name="country" label="Country" required hint="Two-letter code, e.g. US" />
      <TextField name="currency" label="Currency" required hint="Three-letter code, e.g. USD" />
      <SelectField name="assetClass" label="Asset class" options={ASSET_CLASS_OPTIONS} />
      <TextField name="sector" label="Sector" />
      <DateField name="listedOn" label="Listed on" />
    </>
  );
}
