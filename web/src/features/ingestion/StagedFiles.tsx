/** Staged Files (`/stagedFiles`). */
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { FileList } from './FileList.tsx';

function StagedFiles() {
  return <FileList status="staged" title="Staged Files" />;
}

export default defineScreen(StagedFiles);
