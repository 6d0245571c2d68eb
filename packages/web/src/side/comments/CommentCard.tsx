import { type Comment, formatMessage, messages } from '@ossature/contract';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { Avatar, Box, Button, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { safeHtml } from '../../html/safe-html';
import { useCommentAutosave } from './use-comment-autosave';

const text = messages.comment;
/** Lexical is a script of its own, loaded with the first comment written. */
const HtmlEditor = lazy(() => import('../../editor/HtmlEditor').then((module) => ({ default: module.HtmlEditor })));
/** SPEC §9: a comment is saved 500 ms after typing stops. */
const COMMENT_AUTOSAVE_MS = 500;
const NO_VARIABLES: never[] = [];

const when = (iso: string) => format(new Date(iso), 'dd/MM/yyyy HH:mm', { locale: fr });

export interface CommentTarget {
  objectName: string;
  objectId: number;
}

interface CommentCardProps {
  target: CommentTarget;
  /** Undefined for a new comment, not saved yet. */
  comment: Comment | undefined;
  editing: boolean;
  highlighted: boolean;
  onEdit(): void;
  onDone(): void;
  onDelete(): void;
  onSaved(comment: Comment): void;
  /** Whether the comment has changes not saved yet (the add button waits for them). */
  onPendingChange(pending: boolean): void;
}

/**
 * The editing area. It starts from the comment as it was when editing began and is never reset by the saves' answers
 * (the server's sanitised copy of what is being typed would move the caret).
 */
function CommentEditor({ initial, onChange }: { initial: string; onChange(html: string): void }) {
  const editorId = useId();
  const [value] = useState(initial);
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={100} />}>
      <HtmlEditor
        id={editorId}
        label={text.editorLabel}
        value={value}
        onChange={(html) => {
          if (html) onChange(html);
        }}
        readOnly={false}
        variables={NO_VARIABLES}
        changeDelay={COMMENT_AUTOSAVE_MS}
        minHeight={80}
      />
    </Suspense>
  );
}

/** One comment: read (author, date, HTML, own comments' edit and delete) or edited with its autosave. */
export function CommentCard({ target, comment, editing, highlighted, onEdit, onDone, onDelete, onSaved, onPendingChange }: CommentCardProps) {
  const autosave = useCommentAutosave(target, comment?.id, onSaved);
  const pending = autosave.status === 'saving' || autosave.status === 'failed' || (editing && comment === undefined);
  useEffect(() => onPendingChange(pending), [pending, onPendingChange]);
  const card = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (highlighted) card.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);
  const author = comment?.user ?? '';

  return (
    <Box
      component="li"
      ref={card}
      id={comment ? `comment_id_${comment.id}` : undefined}
      aria-label={comment ? formatMessage(text.by, { name: author }) : text.editorLabel}
      sx={{ listStyle: 'none', p: 1.5, mb: 1, border: 1, borderColor: highlighted ? 'primary.main' : 'divider', borderRadius: 1, bgcolor: highlighted ? 'action.selected' : undefined }}
    >
      {comment && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Avatar sx={{ width: 28, height: 28, fontSize: 12, bgcolor: 'primary.main' }}>{comment.userInitials}</Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" fontWeight={600} noWrap>
              {author}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {when(comment.created_at)}
              {comment.updated_at !== comment.created_at && ` (${text.edited})`}
            </Typography>
          </Box>
          {comment.editable && !editing && (
            <>
              <Tooltip title={text.edit}>
                <IconButton size="small" aria-label={text.edit} onClick={onEdit}>
                  <Edit fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={text.delete}>
                <IconButton size="small" aria-label={text.delete} onClick={onDelete}>
                  <Delete fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          )}
        </Stack>
      )}
      {editing ? (
        <>
          <CommentEditor initial={comment?.content ?? ''} onChange={autosave.save} />
          <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="caption" role="status" color={autosave.status === 'failed' ? 'error' : 'text.secondary'}>
              {{ idle: '', saving: text.saving, saved: text.saved, failed: text.saveFailed }[autosave.status]}
            </Typography>
            <Button size="small" onClick={onDone} disabled={autosave.status === 'saving'}>
              {text.done}
            </Button>
          </Stack>
        </>
      ) : (
        comment && <Typography component="div" variant="body2" sx={{ '& p': { m: 0 }, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={safeHtml(comment.content)} />
      )}
    </Box>
  );
}
