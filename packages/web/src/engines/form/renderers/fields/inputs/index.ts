import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import { fieldEntry } from '../../field-entry';
import { BooleanControl } from './BooleanControl';
import { ColorControl } from './ColorControl';
import { DecimalControl } from './DecimalControl';
import { LinkControl } from './LinkControl';
import { PasswordControl } from './PasswordControl';
import { PhoneControl } from './PhoneControl';
import { RatingControl } from './RatingControl';
import { SocialSecurityNumberControl } from './SocialSecurityNumberControl';
import { DateControl } from './dates/DateControl';
import { TimeControl } from './dates/TimeControl';

/** A hidden field holds a value the layout never shows. */
const Hidden = () => null;

/** Input kinds: numbers, money, rating, phone, social security number, links, colours, passwords, booleans, dates and times. */
export const inputEntries: JsonFormsRendererRegistryEntry[] = [
  fieldEntry(['number', 'money'], DecimalControl),
  fieldEntry(['rating'], RatingControl),
  fieldEntry(['phone'], PhoneControl),
  fieldEntry(['social_security_number'], SocialSecurityNumberControl),
  fieldEntry(['link'], LinkControl),
  fieldEntry(['color'], ColorControl),
  fieldEntry(['password', 'password_strong'], PasswordControl),
  fieldEntry(['boolean'], BooleanControl),
  fieldEntry(['hidden'], Hidden),
  fieldEntry(['date', 'date_monthly', 'year', 'datetime'], DateControl),
  fieldEntry(['time'], TimeControl),
];
