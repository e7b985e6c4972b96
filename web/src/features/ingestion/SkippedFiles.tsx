/** Skipped Files (`/skippedFiles`). */
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { FileList } from './FileList.tsx';

function SkippedFiles() {
  return <FileList status="skipped" title="Skipped Files" />;
}

export default defineScreen(SkippedFiles);
