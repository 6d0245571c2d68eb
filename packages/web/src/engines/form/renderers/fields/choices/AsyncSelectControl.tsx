import { type FormResponse, type SelectOption, messages } from '@ossature/contract';
import { Autocomplete, Stack } from '@mui/material';
import { type HTMLAttributes, type Key, useState } from 'react';
import { formApi } from '../../../form-api';
import type { FieldProps } from '../../field-entry';
import { keepMandatory, listOf, optionOf, optionText, sameValue } from './choice-options';
import { renderOptionChips } from './option-chips';
import { OptionContent } from './OptionContent';
import { RelationActions } from './RelationActions';
import { relatedId, relationFieldPath } from './relation-path';
import { useOptionsSearch } from './use-options-search';
import { autocompleteInput } from './autocomplete-input';

/**
 * `select_async` and `select_async_multiple`: related records searched on the server as the user types (200 ms
 * after typing stops unless the property's debounceDelay says otherwise), each search's options kept for the form's
 * life unless it says noSelectOptionCache (use-options-search.ts). The labels of the current values come with the property (`values`); those of records chosen
 * or created since are remembered here. One relation links to its record; a new record can be created inline: a
 * select takes it, a multi-select appends it (SPEC §4).
 */
export function AsyncSelectControl({ property, value, error, readOnly, onChange, id, scope }: FieldProps) {
  const multiple = property.type === 'select_async_multiple';
  const fieldPath = relationFieldPath(scope, property.name);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [remembered, setRemembered] = useState<SelectOption[]>([]);
  // Each search sends the values the options depend on as they are now (a customer changed since narrows anew), and
  // in a collection row the field's values in the other rows; cancel_auto_fetch searches nothing until text is typed.
  const { results, loading } = useOptionsSearch(scope, property, fieldPath, text, open && !readOnly);

  const known = [...remembered, ...(property.values ?? []), ...results];
  const labelled = (item: unknown): SelectOption => optionOf(known, item) ?? { value: item as number, label: String(item) };
  const values = multiple ? listOf(value) : value === null || value === undefined ? [] : [value];
  const chosen = values.map(labelled);
  const remember = (options: SelectOption[]) =>
    setRemembered((previous) => [...options, ...previous.filter((option) => !options.some((added) => sameValue(added.value, option.value)))]);

  /** The label of a record saved in a dialog, as the options call names it (its title when the call fails). */
  const labelOfSaved = async (response: FormResponse): Promise<SelectOption | null> => {
    if (response.identifier === null) return null;
    const [found] = await formApi.labels(scope.form.name, fieldPath, [response.identifier]).catch(() => []);
    return found ?? { value: response.identifier, label: response.title ?? String(response.identifier) };
  };
  const created = async (response: FormResponse) => {
    const option = await labelOfSaved(response);
    if (!option) return;
    remember([option]);
    onChange(multiple ? [...values, option.value] : option.value);
  };
  const linkedSaved = async (response: FormResponse) => {
    const option = await labelOfSaved(response);
    if (option) remember([option]);
  };

  const linkedId = multiple ? null : relatedId(value);
  // The current values are options too (no "value not among the options" warning), but the list shows the results.
  const options = [...results, ...chosen.filter((option) => !results.some((result) => sameValue(result.value, option.value)))];
  const common = {
    id,
    options,
    open,
    readOnly,
    loading,
    onOpen: () => setOpen(true),
    onClose: () => {
      setOpen(false);
      setText('');
    },
    filterOptions: () => results,
    getOptionLabel: optionText,
    getOptionDisabled: (option: SelectOption) => Boolean(option.disabled),
    isOptionEqualToValue: (option: SelectOption, current: SelectOption) => sameValue(option.value, current.value),
    loadingText: messages.formScreen.loadingOptions,
    noOptionsText: property.cancel_auto_fetch && text.trim() === '' ? messages.formChoices.typeToSearch : messages.formChoices.noMatch,
    onInputChange: (_event: unknown, next: string, reason: string) => reason === 'input' && setText(next),
    renderOption: ({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key }, option: SelectOption) => (
      <li key={key} {...props}>
        <OptionContent option={option} />
      </li>
    ),
    renderInput: autocompleteInput(property, error),
    sx: { flex: 1, minWidth: 0 },
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', width: '100%' }}>
      {multiple ? (
        <Autocomplete<SelectOption, true>
          {...common}
          multiple
          value={chosen}
          filterSelectedOptions
          renderValue={(current, getItemProps) => renderOptionChips(current, getItemProps, readOnly)}
          onChange={(_event, next, reason) => {
            remember(next);
            onChange(reason === 'clear' ? keepMandatory(known, values) : next.map((option) => option.value));
          }}
        />
      ) : (
        <Autocomplete<SelectOption>
          {...common}
          value={chosen[0] ?? null}
          onChange={(_event, next) => {
            if (next) remember([next]);
            onChange(next ? next.value : null);
          }}
        />
      )}
      <RelationActions
        property={property}
        linkedId={linkedId}
        linkedLabel={chosen[0] ? optionText(chosen[0]) : ''}
        readOnly={readOnly}
        values={scope.values}
        onCreated={(response) => void created(response)}
        onLinkedSaved={(response) => void linkedSaved(response)}
      />
    </Stack>
  );
}
