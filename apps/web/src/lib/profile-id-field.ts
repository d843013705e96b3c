import { profileIdSchema } from '@vigil/shared';
import { useState, type ChangeEvent } from 'react';

/**
 * A profile-id text field (badge lookup, QR code, Payment Component): the TextInput props (an id
 * is no word: no autocomplete, no spell check) and `parse()`, which upper-cases and checks the
 * typed value on submit and marks the field with `invalidText` when it is no profile id.
 */
export function useProfileIdField(invalidText: string, initial = '') {
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  return {
    invalid,
    inputProps: {
      required: true,
      autoComplete: 'off',
      spellCheck: false,
      value,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        setValue(e.currentTarget.value);
        setInvalid(false);
      },
      error: invalid ? invalidText : undefined,
    },
    parse: () => {
      const parsed = profileIdSchema.safeParse(value.toUpperCase());
      if (!parsed.success) setInvalid(true);
      return parsed.success ? parsed.data : null;
    },
    clear: () => {
      setValue('');
      setInvalid(false);
    },
  };
}
