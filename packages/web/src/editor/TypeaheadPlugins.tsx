import { type SelectOption, foldForSearch, messages } from '@ossature/contract';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  LexicalTypeaheadMenuPlugin,
  MenuOption,
  type MenuRenderFn,
  PUNCTUATION,
  useBasicTypeaheadTriggerMatch,
} from '@lexical/react/LexicalTypeaheadMenuPlugin';
import type { TextNode } from 'lexical';
import { List, ListItemButton, ListItemText, Paper } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { apiRequest } from '../api/api-client';
import { $createMentionNode, $createVariableNode, type MentionNode, type VariableNode } from './editor-nodes';
import { VARIABLE_OPTIONS_MAX } from './editor-rules';

const text = messages.formRich;

class TokenOption extends MenuOption {
  constructor(
    readonly value: string,
    readonly label: string,
    readonly detail?: string,
  ) {
    super(value);
  }
}

/** The typeahead's list, under the typed trigger: options by label, the highlighted one selected. */
function menuOf(label: string): MenuRenderFn<TokenOption> {
  // oxlint-disable-next-line react/display-name -- a render function handed to Lexical, not a component.
  return (anchor, { selectedIndex, selectOptionAndCleanUp, setHighlightedIndex, options }) => {
    if (!anchor.current || options.length === 0) return null;
    return createPortal(
      <Paper elevation={4} sx={{ position: 'absolute', zIndex: 1400, minWidth: 220, maxHeight: 260, overflow: 'auto', mt: 3 }}>
        <List dense role="listbox" aria-label={label}>
          {options.map((option, index) => (
            <ListItemButton
              key={option.key}
              ref={(element: HTMLElement | null) => option.setRefElement(element)}
              role="option"
              aria-selected={selectedIndex === index}
              selected={selectedIndex === index}
              onMouseEnter={() => setHighlightedIndex(index)}
              onClick={() => selectOptionAndCleanUp(option)}
            >
              <ListItemText primary={option.label} secondary={option.detail} />
            </ListItemButton>
          ))}
        </List>
      </Paper>,
      anchor.current,
    );
  };
}

function useReplaceWith(create: (option: TokenOption) => MentionNode | VariableNode) {
  const [editor] = useLexicalComposerContext();
  return (option: TokenOption, queryNode: TextNode | null, closeMenu: () => void) =>
    editor.update(() => {
      const token = create(option);
      if (queryNode) queryNode.replace(token);
      token.select();
      closeMenu();
    });
}

interface UserMatch {
  id: number;
  name: string;
  username: string;
}

/** SPEC §9 mention trigger '@': the organisation's users, searched as the user types their name. */
export function MentionsPlugin() {
  const [query, setQuery] = useState<string | null>(null);
  const [users, setUsers] = useState<UserMatch[]>([]);
  const trigger = useBasicTypeaheadTriggerMatch('@', { minLength: 0, maxLength: 50, allowWhitespace: true });
  const select = useReplaceWith((option) => $createMentionNode(option.label, option.value));
  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    apiRequest<UserMatch[]>('GET', `/api-internal/users?search=${encodeURIComponent(query.trim())}`, { signal: controller.signal })
      .then(setUsers)
      .catch(() => setUsers([]));
    return () => controller.abort();
  }, [query]);
  const options = useMemo(() => users.map((user) => new TokenOption(user.username, user.name, user.username)), [users]);
  const menu = useMemo(() => menuOf(text.mentions), []);
  return (
    <LexicalTypeaheadMenuPlugin<TokenOption>
      onQueryChange={setQuery}
      onSelectOption={select}
      triggerFn={trigger}
      options={query === null ? [] : options}
      menuRenderFn={menu}
    />
  );
}

/** Variable names are identifiers ('nom_du_site'): the underscore is part of them, not a punctuation. */
const VARIABLE_PUNCTUATION = PUNCTUATION.replace('_', '');

/** SPEC §9 variable typeahead '{': the field's variables (property.values), at most 100 shown. */
export function VariablesPlugin({ variables }: { variables: SelectOption[] }) {
  const [query, setQuery] = useState<string | null>(null);
  const trigger = useBasicTypeaheadTriggerMatch('{', { minLength: 0, maxLength: 50, punctuation: VARIABLE_PUNCTUATION });
  const select = useReplaceWith((option) => $createVariableNode(option.value));
  const options = useMemo(() => {
    if (query === null) return [];
    const folded = foldForSearch(query);
    return variables
      .filter((variable) => foldForSearch(`${variable.label} ${variable.value}`).includes(folded))
      .slice(0, VARIABLE_OPTIONS_MAX)
      .map((variable) => new TokenOption(String(variable.value), variable.label, `{${variable.value}}`));
  }, [query, variables]);
  const menu = useMemo(() => menuOf(text.variables), []);
  return <LexicalTypeaheadMenuPlugin<TokenOption> onQueryChange={setQuery} onSelectOption={select} triggerFn={trigger} options={options} menuRenderFn={menu} />;
}
