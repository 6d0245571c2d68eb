import type { Button } from '@ossature/contract';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNotify } from '../../../ui/notifications';
import { cutNestedContent, resolveTarget } from '../rules/navigation-target';
import type { FormController } from '../state/use-form-controller';

/**
 * What an action button does (SPEC §3 Button): ask its confirmation, write its change_field and save, or navigate —
 * to `path`, or to `target` relative to the URL cut before its last /form or /content.
 */
export function useButtonAction(form: FormController) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { pathname } = useLocation();
  return useCallback(
    async (button: Button) => {
      if (button.confirm && (await form.ask({ kind: 'confirm', ...button.confirm })) !== 'confirm') return;
      if (button.change_field) {
        const saved = await form.submit({ changeField: button.change_field });
        // user_feedback: once done, tell the user the value the action produced (e.g. the number given).
        const feedback = button.user_feedback;
        if (saved && feedback) {
          const value = form.stateRef.current.values[feedback.property];
          notify({ message: `${feedback.title} : ${value === null || value === undefined ? '' : String(value)}`, severity: 'info' });
        }
        return;
      }
      if (button.path) navigate(cutNestedContent(button.path));
      else if (button.target) navigate(resolveTarget(pathname, button.target));
    },
    [form, navigate, pathname, notify],
  );
}
