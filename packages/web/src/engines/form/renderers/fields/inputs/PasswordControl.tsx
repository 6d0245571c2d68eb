import { isStrongPassword, messages } from '@ossature/contract';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import type { FieldProps } from '../../field-entry';
import { fieldLook, lookProps } from './input-look';

/**
 * Passwords are write-only: the server never sends them back, so the field starts empty and an empty field keeps
 * the current password (the property's helperText says so). `password_strong` states the SPEC §5 rule while the
 * typed password breaks it. A read-only password has nothing to show: it renders nothing.
 */
export function PasswordControl({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const [visible, setVisible] = useState(false);
  if (readOnly) return null;
  const text = typeof value === 'string' ? value : '';
  const weak = property.type === 'password_strong' && text !== '' && !isStrongPassword(text);
  const hint = error ?? (weak ? messages.form.strongPassword : undefined);
  return (
    <TextField
      {...lookProps(fieldLook(property, id, hint))}
      type={visible ? 'text' : 'password'}
      value={text}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      slotProps={{
        // new-password: browsers must not fill the user's own login password into a record's field.
        htmlInput: { autoComplete: 'new-password', maxLength: property.max_length },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                size="small"
                aria-label={visible ? messages.formInputs.hidePassword : messages.formInputs.showPassword}
                onClick={() => setVisible((shown) => !shown)}
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
