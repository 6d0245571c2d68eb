import { formatMessage, messages } from '@ossature/contract';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, List, ListItem, Typography } from '@mui/material';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { safeHtml } from '../../../html/safe-html';
import { QuestionDialog } from '../../../ui/QuestionDialog';
import type { OpenDialog } from '../state/form-dialogs-state';
import { ConfirmQuestion } from './ConfirmQuestion';

const text = messages.formScreen;

/** The question the form is asking, if any (see useDialogs): one dialog at a time, answered by a button. */
export function FormDialogs({ dialog }: { dialog: OpenDialog | null }) {
  if (!dialog) return null;
  const { request, answer } = dialog;
  const close = () => answer('cancel');
  switch (request.kind) {
    case 'attention':
      return (
        <Dialog open onClose={close} maxWidth="sm" fullWidth>
          <DialogTitle>{text.attention}</DialogTitle>
          <DialogContent>
            <List dense>
              {[...request.errors.map((issue) => ({ issue, severity: 'error' as const })), ...request.warnings.map((issue) => ({ issue, severity: 'warning' as const }))].map(
                ({ issue, severity }, index) => (
                  <ListItem key={index} disableGutters>
                    <Alert severity={severity} sx={{ width: '100%' }}>
                      {issue.text}
                      {issue.from && <Typography variant="caption" display="block">{issue.from}</Typography>}
                      {issue.link && (
                        <Link href={issue.link} target="_blank" rel="noopener noreferrer">
                          {messages.form.conflictLinkName}
                        </Link>
                      )}
                    </Alert>
                  </ListItem>
                ),
              )}
            </List>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{text.cancel}</Button>
            <Button variant="contained" onClick={() => answer('confirm')}>
              {text.confirm}
            </Button>
          </DialogActions>
        </Dialog>
      );
    case 'copy':
      return (
        <QuestionDialog question={text.copyQuestion} onClose={close}>
          <Button onClick={close}>{text.cancel}</Button>
          <Button onClick={() => answer('no')}>{text.no}</Button>
          <Button variant="contained" onClick={() => answer('yes')}>
            {text.yes}
          </Button>
        </QuestionDialog>
      );
    case 'delete':
      return (
        <QuestionDialog question={text.deleteQuestion} onClose={close}>
          <Button onClick={close}>{text.cancel}</Button>
          <Button variant="contained" color="error" onClick={() => answer('confirm')}>
            {messages.form.buttonDelete}
          </Button>
        </QuestionDialog>
      );
    case 'confirm':
      return <ConfirmQuestion request={request} answer={answer} close={close} />;
    case 'conflict':
      return (
        <Dialog open onClose={close} maxWidth="sm" fullWidth>
          <DialogTitle>{text.conflictTitle}</DialogTitle>
          <DialogContent>
            {/* The server builds this HTML from escaped names and dates only (conflict.ts); purified all the same. */}
            <Typography component="div" dangerouslySetInnerHTML={safeHtml(request.validation.message)} />
            <Link href={request.validation.link} target="_blank" rel="noopener noreferrer">
              {request.validation.link_name}
            </Link>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{text.cancel}</Button>
            <Button onClick={() => answer('reload')}>{text.conflictReload}</Button>
            <Button variant="contained" color="warning" onClick={() => answer('confirm')}>
              {text.conflictConfirm}
            </Button>
          </DialogActions>
        </Dialog>
      );
    case 'draft':
      return (
        <QuestionDialog
          question={formatMessage(text.draftFound, { date: format(new Date(request.savedAt), "dd/MM/yyyy 'à' HH:mm", { locale: fr }) })}
          onClose={close}
        >
          <Button onClick={close}>{text.draftDiscard}</Button>
          <Button variant="contained" onClick={() => answer('confirm')}>
            {text.draftRestore}
          </Button>
        </QuestionDialog>
      );
    default:
      return null;
  }
}
