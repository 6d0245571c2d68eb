import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import { fieldEntry } from '../../field-entry';
import { ContentField, GeometryField, InlineHtmlField, SubmitField } from './DisplayFields';
import { FileField } from './FileField';
import { HtmlField } from './html/HtmlField';
import { SignatureField } from './SignatureField';

/** Rich kinds: html editor, signature pad, files, content, inline HTML, submit buttons, geometry. */
export const richEntries: JsonFormsRendererRegistryEntry[] = [
  fieldEntry(['html'], HtmlField),
  fieldEntry(['signature'], SignatureField),
  fieldEntry(['file'], FileField),
  fieldEntry(['content'], ContentField),
  fieldEntry(['inline_right_html'], InlineHtmlField),
  fieldEntry(['submit'], SubmitField),
  fieldEntry(['geometry_map'], GeometryField),
];
