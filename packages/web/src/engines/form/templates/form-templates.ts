import type { ComponentType } from 'react';
import { FormScreen, type FormScreenProps } from '../view/FormScreen';

/** A form's template name: its name capitalised without underscores (SPEC §2: g_user_profile → GUserProfile). */
export const templateName = (form: string) =>
  form
    .split('_')
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/**
 * Templates by name for forms that need more than the generic screen; every other form uses the default one. A
 * template is a component of the same props, usually wrapping FormScreen.
 */
const templates: Record<string, ComponentType<FormScreenProps>> = {};

export const templateOf = (form: string): ComponentType<FormScreenProps> => templates[templateName(form)] ?? FormScreen;
