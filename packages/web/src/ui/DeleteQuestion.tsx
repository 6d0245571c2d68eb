import { messages } from '@ossature/contract';
import { Button } from '@mui/material';
import { QuestionDialog } from './QuestionDialog';

interface DeleteQuestionProps {
  question: string;
  onCancel(): void;
  onDelete(): void;
}

/** 'Souhaitez-vous vraiment supprimer … ?': Annuler, or Supprimer in the danger colour. */
export function DeleteQuestion({ question, onCancel, onDelete }: DeleteQuestionProps) {
  return (
    <QuestionDialog question={question} onClose={onCancel}>
      <Button onClick={onCancel}>{messages.formScreen.cancel}</Button>
      <Button color="error" variant="contained" onClick={onDelete}>
        {messages.formScreen.delete}
      </Button>
    </QuestionDialog>
  );
}
