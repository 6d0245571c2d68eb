import type { FieldKind, SelectOption } from '@ossature/contract';
import type { FieldDefinition, RelationDefinition } from './field-definition.js';

/** Options every kind accepts. */
type Common = Pick<
  FieldDefinition,
  | 'required'
  | 'readOnly'
  | 'default'
  | 'constraint'
  | 'displayCondition'
  | 'helperText'
  | 'tooltip'
  | 'dependsOn'
  | 'fieldKey'
  | 'compute'
  | 'clearOnCopy'
  | 'writableBy'
  | 'format'
  | 'unique'
  | 'opens'
>;
type Text = Common & Pick<FieldDefinition, 'maxLength' | 'transform' | 'validationSchema'>;
type Numeric = Common & Pick<FieldDefinition, 'min' | 'max' | 'decimals'>;
/** Choice kinds need options, static or read at run time (the registry refuses one with neither). */
type Choice = Common & ({ options: SelectOption[] } | Required<Pick<FieldDefinition, 'optionsFrom'>>);
type Relation = Common & RelationDefinition;
/** Kinds that store nothing: their value may still count as a change of the form. */
type Display = Common & Pick<FieldDefinition, 'useOnCompare'>;

const field =
  <O extends Partial<FieldDefinition>>(kind: FieldKind, preset: Partial<FieldDefinition> = {}) =>
  (label: string, options?: O): FieldDefinition => ({ kind, label, ...preset, ...options });

const choice =
  (kind: FieldKind) =>
  (label: string, options: Choice): FieldDefinition => ({ kind, label, ...options });

const relation =
  (kind: FieldKind) =>
  (label: string, { module, newRecord, filter, linkNewTab, cancelAutoFetch, newParams, distinctInCollection, noSelectOptionCache, ...rest }: Relation): FieldDefinition => ({
    kind,
    label,
    relation: { module, newRecord, filter, linkNewTab, cancelAutoFetch, newParams, distinctInCollection, noSelectOptionCache },
    ...rest,
  });

/**
 * The field builders of module definitions, one per kind of SPEC §2:
 * `last_name: f.string('Nom', { required: true, transform: 'uppercase' })`.
 */
export const f = {
  string: field<Text>('string', { maxLength: 255 }),
  password: field<Common>('password', { maxLength: 200 }),
  passwordStrong: field<Common>('password_strong', { maxLength: 200 }),
  textarea: (label: string, options: Text & { rows?: number } = {}): FieldDefinition => ({ kind: 'textarea', label, maxLength: 4000, rows: 3, ...options }),
  memo: field<Text>('memo', { maxLength: 65_000 }),
  number: field<Numeric>('number', { decimals: 0 }),
  money: (label: string, options: Numeric & { adornment?: string } = {}): FieldDefinition => ({ kind: 'money', label, decimals: 2, ...options }),
  phone: field<Common>('phone', { maxLength: 20 }),
  socialSecurityNumber: field<Common>('social_security_number', { maxLength: 13 }),
  link: field<Common>('link', { maxLength: 2000 }),
  color: field<Common>('color'),
  date: field<Common>('date'),
  dateMonthly: field<Common>('date_monthly'),
  datetime: field<Common>('datetime'),
  year: field<Common>('year'),
  time: field<Common>('time'),
  boolean: field<Common>('boolean'),
  select: choice('select'),
  selectMultiple: choice('select_multiple'),
  /** Free values the user types; with `validationSchema` each one is checked (e.g. e-mail addresses). */
  selectMultipleCreatable: field<Common & Pick<FieldDefinition, 'validationSchema' | 'maxLength'>>('select_multiple_creatable', { maxLength: 200 }),
  selectAsync: relation('select_async'),
  selectAsyncMultiple: relation('select_async_multiple'),
  radio: choice('radio'),
  buttonGroup: choice('button_group'),
  buttonGroupMultiple: choice('button_group_multiple'),
  verticalTabs: choice('vertical_tabs'),
  /** Options from a module whose records form a tree (a `parent` relation to itself). */
  treeview: relation('treeview'),
  address: field<Text>('address', { maxLength: 500 }),
  /** `options`: the variables the editor's '{' typeahead offers (at most 100, SPEC §9). */
  html: field<Common & Pick<FieldDefinition, 'maxLength' | 'options'>>('html', { maxLength: 200_000 }),
  rating: (label: string, options: Common & { max?: number } = {}): FieldDefinition => ({ kind: 'rating', label, min: 0, max: 5, ...options }),
  iconPicker: field<Common>('icon_picker', { maxLength: 100 }),
  signature: field<Common>('signature', { maxLength: 400_000 }),
  file: field<Common>('file'),
  /** Static or computed HTML shown in the form; never stored. */
  content: field<Display & { content?: string }>('content'),
  /** A button inside the form that writes `changeField` then saves. */
  submit: (label: string, changeField: { field: string; value: unknown }, options: Common = {}): FieldDefinition => ({ kind: 'submit', label, changeField, ...options }),
  inlineRightHtml: field<Display>('inline_right_html'),
  geometryMap: field<Display>('geometry_map'),
  icon: field<Common>('icon'),
  hidden: field<Common & Pick<FieldDefinition, 'maxLength'>>('hidden', { maxLength: 255 }),
};

