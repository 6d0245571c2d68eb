import type { Button } from '@ossature/contract';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { cutNestedContent, resolveTarget } from '../rules/navigation-target';
import type { FormController } from '../state/use-form-controller';

/**
 * What an action button does (SPEC §3 Button): ask its confirmation, write its change_field and save, or navigate —
 * to `path`, or to `target` relative to the URL cut before its last /form or /content.
 */
export function useButtonAction(form: FormController) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    async (button: Button) => {
      if (button.confirm && (await form.ask({ kind: 'confirm', ...button.confirm })) !== 'confirm') return;
      if (button.change_field) {
        await form.submit({ changeField: button.change_field });
        return;
      }
      if (button.path) navigate(cutNestedContent(button.path));
      else if (button.target) navigate(resolveTarget(pathname, button.target));
    },
    [form, navigate, pathname],
  );
}
