import { type SideToolName, type UiElement, formatMessage, messages } from '@ossature/contract';
import { Alert, Backdrop, Box, CircularProgress, Paper, Stack, Typography, useMediaQuery } from '@mui/material';
import { createContext, useCallback, useContext, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { LoadingScreen } from '../../../shell/LoadingScreen';
import { NotFoundPage } from '../../../shell/NotFoundPage';
import { LayoutForm } from '../jsonforms/LayoutForm';
import { useFormController } from '../state/use-form-controller';
import { useOptionsCacheOfForm } from '../state/options-cache';
import { useFocusKeptThrough } from '../../../ui/use-focus-kept-through';
import type { EmbeddedForm } from '../state/use-form-submit';
import { FormDialogs } from './FormDialogs';
import { FooterHistory } from './FooterHistory';
import { FormFindings } from './FormFindings';
import { FormToolbar } from './FormToolbar';
import { LeaveGuard } from './LeaveGuard';
import { recordScope } from './form-scope';
import { SavedElsewhere } from './SavedElsewhere';
import { PresenceAvatars } from './PresenceAvatars';
import { RecordPresenceContext } from './record-presence-context';
import { useRecordPresence } from './use-record-presence';
import { SideTools } from '../../../side/SideTools';
import { StatusChip } from '../../../side/workflow/StatusChip';

const isEmptyLayout = (layout: UiElement) => 'elements' in layout && Array.isArray(layout.elements) && layout.elements.length === 0;

/** SPEC §9: tabs stand vertically from 1500 px. */
const VERTICAL_TABS_FROM = 1500;

/** SPEC §2: the hash #comment_id_{n} opens the comments on that comment. */
const commentOfHash = (hash: string) => {
  const match = /^#comment_id_(\d{1,15})$/.exec(hash);
  return match ? Number(match[1]) : null;
};

/**
 * How a form in a dialog tells the form screen it was opened from that it has changes. Leaving the page asks for both
 * (SPEC §4), once: the router heeds only one blocker (its newest), so the form under the dialogs keeps the only guard.
 */
const ChangesInside = createContext<((form: string, changed: boolean) => void) | null>(null);

/** The forms, by id, that say they have changes: `changed` added or taken away, the same set when nothing changes. */
const withChange = (forms: ReadonlySet<string>, form: string, changed: boolean): ReadonlySet<string> => {
  if (forms.has(form) === changed) return forms;
  const next = new Set(forms);
  if (changed) next.add(form);
  else next.delete(form);
  return next;
};

export interface FormScreenProps {
  name: string;
  params: string | undefined;
  defaultTab: string | null;
  /** Where 'Enregistrer et revenir' goes with the form's values (SPEC §2 'Submit and return'). */
  returnUrl?: string | null;
  /** Shown in a dialog: saves and deletes are reported, not navigated from; changes are told to the dialog. */
  embedded?: EmbeddedForm & { onDirtyChange?(dirty: boolean): void; onBusyChange?(busy: boolean): void };
  /** Read-only, without buttons, help or history: a record glanced at from a list. */
  preview?: boolean;
}

/** The default template of every form: title, toolbar, the layout, overlays, dialogs and the history drawer. */
export function FormScreen({ name, params, defaultTab, returnUrl, embedded, preview = false }: FormScreenProps) {
  const form = useFormController(name, params, embedded);
  const onDirtyChange = embedded?.onDirtyChange;
  useEffect(() => onDirtyChange?.(form.dirty), [form.dirty, onDirtyChange]);
  const wide = useMediaQuery(`(min-width:${VERTICAL_TABS_FROM}px)`);
  const highlightComment = commentOfHash(useLocation().hash);
  const [tool, setTool] = useState<SideToolName | null>(() => (highlightComment !== null && !embedded ? 'comments' : null));
  const [newTaskRequests, setNewTaskRequests] = useState(0);
  const openTool = (opened: SideToolName, newTask = false) => {
    if (newTask) setNewTaskRequests((count) => count + 1);
    setTool(opened);
  };
  const idBase = useId();
  useOptionsCacheOfForm(idBase);
  const { state } = form;
  // Who else has the record open: saved records with tools next to them (not a glance from a list, nor a user's own
  // profile, kept on a store of its own).
  const shown = state.description;
  const presence = useRecordPresence(shown?.name ?? name, shown && !preview && shown.side_tools.length > 0 ? shown.identifier : null);
  const busy = state.submit || state.wait;
  const onBusyChange = embedded?.onBusyChange;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  // Leaving asks for this form's changes and for those of the dialogs opened from it. A save may move to another page
  // as it ends, before its changes count as saved: that move does not ask.
  const [changedInside, setChangedInside] = useState<ReadonlySet<string>>(() => new Set());
  const reportInside = useCallback((inner: string, changed: boolean) => setChangedInside((forms) => withChange(forms, inner, changed)), []);
  const leaveGuarded = (form.dirty && !state.submit) || changedInside.size > 0;
  // A form in a dialog over a form screen tells it; over a list or a planning, nothing guards the page: it guards it.
  const reportChanges = useContext(ChangesInside);
  const outerGuard = embedded ? reportChanges : null;
  useEffect(() => {
    if (!outerGuard) return;
    outerGuard(idBase, leaveGuarded);
    return () => outerGuard(idBase, false);
  }, [outerGuard, idBase, leaveGuarded]);
  useFocusKeptThrough(busy);

  if (state.status === 'loading') return <LoadingScreen />;
  if (state.status === 'not_found') return <NotFoundPage />;
  // 403: the server's title; any other failure was notified and nothing is rendered (SPEC §2, §8).
  if (state.status === 'failed') return state.message ? <Alert severity="error">{state.message}</Alert> : null;
  const description = state.description!;
  const scope = recordScope(form, idBase);
  if (preview) {
    return (
      <Box component="section" aria-label={description.title ?? messages.form.newRecord}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {description.title}
        </Typography>
        <LayoutForm layout={description.layout} scope={{ ...scope, readOnly: true }} options={{ defaultTab }} />
      </Box>
    );
  }

  return (
    <ChangesInside.Provider value={reportInside}>
      <Box component="section" aria-label={description.title ?? messages.form.newRecord} sx={{ position: 'relative' }}>
        {/* Under the veil of a save the form can be neither used nor read: inert, it leaves the veil's words alone. */}
        <Box inert={busy}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h1">
              {description.title ?? messages.form.newRecord}
            </Typography>
            {description.side_tools.includes('workflow') && <StatusChip objectName={description.name} objectId={description.identifier} version={description.version} />}
            <PresenceAvatars viewers={presence.viewers} />
          </Stack>
          <FormToolbar form={form} onTool={openTool} returnUrl={returnUrl ?? undefined} />
        </Stack>
        <SavedElsewhere form={name} identifier={description.identifier} version={description.version} dirty={form.dirty} reload={form.reloadKeepingEdits} />
        {description.bulk && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {formatMessage(messages.listBulk.concerned, { count: description.bulk.count })}
          </Alert>
        )}
        {/* A validation in progress: nobody may change the record, and everyone is told why (SPEC §6). */}
        {description.lock && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {description.lock.message}
          </Alert>
        )}
        {description.help && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {description.help}
          </Alert>
        )}
        <FormFindings findings={state.formValidation} />
        {/* A form with nothing to fill (a bulk action that only confirms) has no layout to render. */}
        {!isEmptyLayout(description.layout) && (
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <RecordPresenceContext.Provider value={presence}>
              <LayoutForm layout={description.layout} scope={scope} options={{ defaultTab, verticalTabs: wide }} />
            </RecordPresenceContext.Provider>
          </Paper>
        )}
        {description.footer_history && <FooterHistory footer={description.footer_history} />}
        </Box>
        {/* Darker than MUI's half black: its white text must read at 4.5:1 over the white form. */}
        <Backdrop
          open={busy}
          // MUI hides a backdrop from assistive technologies; this one says what the form is waiting for.
          slotProps={{ root: { role: 'status', 'aria-hidden': false } }}
          sx={{ position: 'absolute', zIndex: 10, color: '#fff', bgcolor: 'rgba(0, 0, 0, 0.65)', flexDirection: 'column', gap: 2, borderRadius: 1 }}
        >
          <CircularProgress color="inherit" aria-label={state.wait ? messages.formScreen.waiting : messages.formScreen.updating} />
          <Typography>{state.wait ? messages.formScreen.waiting : messages.formScreen.updating}</Typography>
        </Backdrop>
        <FormDialogs dialog={form.dialog} />
        {/* A list's popup form is left with its page: it guards it (SPEC §4). Closing a dialog moves to no other page:
            only the dialog's own question is asked then. */}
        {!outerGuard && <LeaveGuard when={leaveGuarded} />}
        {description.identifier !== null && description.side_tools.length > 0 && (
          <SideTools
            objectName={description.name}
            table={description.table}
            identifier={description.identifier}
            version={description.version}
            tools={description.side_tools}
            readOnly={description.read_only}
            panel={!embedded}
            open={tool}
            onOpen={setTool}
            highlightComment={highlightComment}
            newTaskRequests={newTaskRequests}
            onRecordChanged={() => void form.reload()}
          />
        )}
      </Box>
    </ChangesInside.Provider>
  );
}
