import { type SideToolName, messages } from '@ossature/contract';
import { CommentThread } from './comments/CommentThread';
import { AttachmentList } from './documents/AttachmentList';
import { HistoryList } from './history/HistoryList';
import { TaskList } from './tasks/TaskList';
import { SideDrawer } from './SideDrawer';
import { ToolsPanel, isDrawerTool } from './ToolsPanel';
import { ValidationButton } from './validation/ValidationButton';
import { ValidationPanel } from './validation/ValidationPanel';
import { WatchToggle } from './watchers/WatchToggle';

export interface SideToolsProps {
  /** The record's module (SPEC's object_name), its table (the history's address) and id. */
  objectName: string;
  table: string;
  identifier: number;
  /** The record's version: a save shows its new history entry. */
  version: number | null;
  tools: SideToolName[];
  readOnly: boolean;
  /** The panel on the right edge; without it (a form in a dialog) the drawers open from the toolbar only. */
  panel: boolean;
  open: SideToolName | null;
  onOpen(tool: SideToolName | null): void;
  /** The comment the page's hash names (#comment_id_{n}). */
  highlightComment: number | null;
  /** Counts the toolbar's 'create_task' clicks: each opens the tasks on a new one. */
  newTaskRequests: number;
  /** A tool changed the record itself (a validation decided): the form reads it again. */
  onRecordChanged(): void;
}

/** SPEC §2: the 'Workflow de validation' drawer is 650 px wide. */
const VALIDATION_DRAWER_WIDTH = 650;

/** The tools next to a saved record: the panel on the right edge and the drawer of the tool opened. */
export function SideTools({ objectName, table, identifier, version, tools, readOnly, panel, open, onOpen, highlightComment, newTaskRequests, onRecordChanged }: SideToolsProps) {
  const close = () => onOpen(null);
  const target = { objectName, objectId: identifier };
  return (
    <>
      {panel && (
        <ToolsPanel tools={tools.filter(isDrawerTool)} open={open} onOpen={onOpen}>
          {tools.includes('validation') && <ValidationButton target={target} pressed={open === 'validation'} onOpen={() => onOpen('validation')} />}
          <WatchToggle objectName={objectName} objectId={identifier} />
        </ToolsPanel>
      )}
      <SideDrawer title={messages.sideTools.comments} open={open === 'comments'} onClose={close}>
        <CommentThread objectName={objectName} objectId={identifier} readOnly={readOnly} highlightId={highlightComment} />
      </SideDrawer>
      <SideDrawer title={messages.sideTools.documents} open={open === 'documents'} onClose={close}>
        <AttachmentList objectName={objectName} objectId={identifier} readOnly={readOnly} />
      </SideDrawer>
      <SideDrawer title={messages.sideTools.tasks} open={open === 'tasks'} onClose={close}>
        <TaskList key={newTaskRequests} owner={target} readOnly={readOnly} startWithNew={newTaskRequests > 0} />
      </SideDrawer>
      <SideDrawer title={messages.validation.drawerTitle} width={VALIDATION_DRAWER_WIDTH} open={open === 'validation'} onClose={close}>
        <ValidationPanel target={target} readOnly={readOnly} onRecordChanged={onRecordChanged} />
      </SideDrawer>
      <SideDrawer title={messages.sideTools.history} open={open === 'history'} onClose={close}>
        <HistoryList key={version ?? 0} table={table} identifier={identifier} />
      </SideDrawer>
    </>
  );
}
