import type { Button } from '@ossature/contract';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiRequest, fetchUser } from '../../../api/api-client';
import { useUser } from '../../../auth/user-context';
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
  const { settings } = useUser();
  return useCallback(
    async (button: Button) => {
      const { confirm } = button;
      const settingOf = (key: string) => settings.find((setting) => setting.key === key)?.value;
      if (confirm && !(confirm.setting && settingOf(confirm.setting) === '1')) {
        const choice = await form.ask({ kind: 'confirm', ...confirm });
        if (choice !== 'confirm' && choice !== 'always') return;
        if (choice === 'always' && confirm.setting) {
          // Remembered on the server, then the user is refreshed so the next click finds the setting.
          await apiRequest('PATCH', '/api-internal/user/settings', { body: { data: { [confirm.setting]: '1' } } });
          await fetchUser();
        }
      }
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
    [form, navigate, pathname, notify, settings],
  );
}
