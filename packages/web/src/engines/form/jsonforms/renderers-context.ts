import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import { createContext } from 'react';

/**
 * The renderer set LayoutForm renders with, provided above every form screen (app/routes.tsx). A context rather than
 * an import: renderers render layouts (collection rows) and whole forms (sub-form dialogs) themselves, and an import
 * would close the loop LayoutForm → renderers → LayoutForm.
 */
export const FormRenderersContext = createContext<JsonFormsRendererRegistryEntry[]>([]);
