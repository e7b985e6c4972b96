import type { LossCalculatorForm } from '@backoffice/core/api';
import type { ContractFormApi } from '../../../components/form/use-contract-form.ts';
import type { CalculatorValues } from './calculator-values.ts';

/** The calculator's form: its editable values, and the contract's output when valid. */
export type Form = ContractFormApi<CalculatorValues, LossCalculatorForm>;
