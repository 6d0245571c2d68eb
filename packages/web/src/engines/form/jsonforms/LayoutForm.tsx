import type { UiElement } from '@ossature/contract';
import type { JsonSchema } from '@jsonforms/core';
import { JsonForms } from '@jsonforms/react';
import { useContext, useMemo } from 'react';
import { type FormScope, FormScopeProvider } from '../view/form-scope';
import { FormRenderersContext } from './renderers-context';
import { type UiSchemaOptions, toUiSchema } from './to-uischema';

/**
 * A thin schema: renderers dispatch on our field kinds, not on JSON schema types, and JSON Forms does no validation
 * (the server's rules and our required check do): it renders the layout and evaluates display rules.
 */
const THIN_SCHEMA: JsonSchema = { type: 'object', properties: {} };
const noop = () => undefined;

/** One layout (the record's, or a row's) rendered by JSON Forms with our renderers, over a form scope. */
export function LayoutForm({ layout, scope, options }: { layout: UiElement; scope: FormScope; options?: UiSchemaOptions }) {
  const { properties } = scope;
  const renderers = useContext(FormRenderersContext);
  const defaultTab = options?.defaultTab;
  const verticalTabs = options?.verticalTabs;
  // The layout and properties change only with a new server answer: the UI schema keeps its identity meanwhile.
  const uischema = useMemo(() => toUiSchema(layout, properties, { defaultTab, verticalTabs }), [layout, properties, defaultTab, verticalTabs]);
  return (
    <FormScopeProvider scope={scope}>
      <JsonForms
        schema={THIN_SCHEMA}
        uischema={uischema}
        data={scope.values}
        renderers={renderers}
        validationMode="NoValidation"
        readonly={scope.readOnly}
        onChange={noop}
      />
    </FormScopeProvider>
  );
}
