import { defineScreen } from '../../components/screen/define-screen.tsx';
import type { ScreenProps } from '../../lib/screen.ts';
import { CaseList } from './CaseList.tsx';

/** The DOG cases: the case list filtered on `dog` until the user lifts the filter. */
const DOG_ONLY = { dog: 'true' } as const;

function DogCaseList(props: ScreenProps) {
  return <CaseList {...props} defaultFilters={DOG_ONLY} />;
}

export default defineScreen(DogCaseList);
