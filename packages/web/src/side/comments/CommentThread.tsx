import { type Comment, type CommentList, messages } from '@ossature/contract';
import AddComment from '@mui/icons-material/AddComment';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNotify } from '../../ui/notifications';
import { DeleteQuestion } from '../../ui/DeleteQuestion';
import { type CommentTarget, CommentCard } from './CommentCard';
import { commentApi, commentsKey } from './comment-api';

const text = messages.comment;

interface CommentThreadProps extends CommentTarget {
  /** The form is read-only: no add, edit or delete, whatever the server allows (SPEC §6). */
  readOnly?: boolean;
  /** The comment the page's hash names (#comment_id_{n}): scrolled to and highlighted. */
  highlightId?: number | null;
}

/**
 * A record's comments (SPEC §4): newest first; 'Ajouter un commentaire' puts a new one at the top in edit mode, and
 * stays disabled while any comment has unsaved changes; edits are saved 500 ms after typing stops.
 */
export function CommentThread({ objectName, objectId, readOnly = false, highlightId = null }: CommentThreadProps) {
  const target = { objectName, objectId };
  const queryClient = useQueryClient();
  const notify = useNotify();
  const key = commentsKey(objectName, objectId);
  const comments = useQuery({ queryKey: key, queryFn: ({ signal }) => commentApi.list(objectName, objectId, signal) });
  /** The new comment being written: kept apart (and on the same card) until the user is done with it. */
  const [draft, setDraft] = useState<{ comment?: Comment } | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const canComment = !readOnly && comments.data?.can_comment === true;

  const pendingOf = useCallback(
    (cardKey: string) => (isPending: boolean) =>
      setPending((current) => {
        if (current.has(cardKey) === isPending) return current;
        const next = new Set(current);
        if (isPending) next.add(cardKey);
        else next.delete(cardKey);
        return next;
      }),
    [],
  );
  const [draftPending] = useState(() => pendingOf('draft'));
  const replace = useCallback(
    (saved: Comment) => queryClient.setQueryData<CommentList>(key, (list) => list && { ...list, data: list.data.map((entry) => (entry.id === saved.id ? saved : entry)) }),
    // The key is made of the target's parts.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, objectName, objectId],
  );
  const finishDraft = () => {
    setDraft(null);
    draftPending(false);
    void queryClient.invalidateQueries({ queryKey: key });
  };
  const remove = useMutation({
    mutationFn: (comment: Comment) => commentApi.remove(comment.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    onError: (error: Error) => notify({ message: error.message, severity: 'error' }),
  });

  if (comments.isPending) return <CircularProgress size={24} aria-label={text.loading} />;
  if (comments.isError) return <Alert severity="error">{messages.formScreen.dataFetchFailed}</Alert>;
  const shown = comments.data.data.filter((comment) => comment.id !== draft?.comment?.id);

  return (
    <Box>
      {canComment && (
        <Button startIcon={<AddComment />} variant="outlined" size="small" disabled={draft !== null || pending.size > 0} onClick={() => setDraft({})} sx={{ mb: 1.5 }}>
          {text.addComment}
        </Button>
      )}
      {shown.length === 0 && !draft && <Typography color="text.secondary">{text.emptyComments}</Typography>}
      <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={messages.sideTools.comments}>
        {draft && (
          <CommentCard
            key="draft"
            target={target}
            comment={draft.comment}
            editing
            highlighted={false}
            onEdit={() => undefined}
            onDone={finishDraft}
            onDelete={() => undefined}
            onSaved={(saved) => setDraft({ comment: saved })}
            onPendingChange={draftPending}
          />
        )}
        {shown.map((comment) => (
          <CommentCard
            key={comment.id}
            target={target}
            comment={comment}
            editing={!readOnly && editingId === comment.id}
            highlighted={highlightId === comment.id}
            onEdit={() => setEditingId(comment.id)}
            onDone={() => setEditingId(null)}
            onDelete={() => setDeleting(comment)}
            onSaved={replace}
            onPendingChange={pendingOf(String(comment.id))}
          />
        ))}
      </Box>
      {deleting && (
        <DeleteQuestion
          question={text.deleteQuestion}
          onCancel={() => setDeleting(null)}
          onDelete={() => {
            remove.mutate(deleting);
            setDeleting(null);
          }}
        />
      )}
    </Box>
  );
}
