import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import { fieldEntry } from '../../field-entry';
import { lazyRenderer } from '../../lazy-renderer';
import { AddressControl } from './AddressControl';
import { AsyncSelectControl } from './AsyncSelectControl';
import { ButtonGroupControl } from './ButtonGroupControl';
import { CreatableControl } from './CreatableControl';
import { IconControl } from './IconControl';
import { IconPickerControl } from './IconPickerControl';
import { RadioControl } from './RadioControl';
import { SelectControl } from './SelectControl';
import { SelectMultipleControl } from './SelectMultipleControl';
import { VerticalTabsControl } from './VerticalTabsControl';

/** The tree view (MUI X) loads with the first form that has a treeview field. */
const TreeviewControl = lazyRenderer(() => import('./TreeviewControl').then((module) => module.TreeviewControl));

/** Choice kinds: selects, radios, button groups, vertical tabs, creatable and async selects, treeview, icon picker, address. */
export const choiceEntries: JsonFormsRendererRegistryEntry[] = [
  fieldEntry(['select'], SelectControl),
  fieldEntry(['radio'], RadioControl),
  fieldEntry(['button_group', 'button_group_multiple'], ButtonGroupControl),
  fieldEntry(['vertical_tabs'], VerticalTabsControl),
  fieldEntry(['select_multiple'], SelectMultipleControl),
  fieldEntry(['select_multiple_creatable'], CreatableControl),
  fieldEntry(['select_async', 'select_async_multiple'], AsyncSelectControl),
  fieldEntry(['treeview'], TreeviewControl),
  fieldEntry(['icon_picker'], IconPickerControl),
  fieldEntry(['icon'], IconControl),
  fieldEntry(['address'], AddressControl),
];
