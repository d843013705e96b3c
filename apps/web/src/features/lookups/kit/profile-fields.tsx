import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type ProfileField = {
  /** The label as the spec gives it, without a colon ('Followers', 'Account Created At'). */
  label: string;
  value: ReactNode;
};

/**
 * A profile card's label/value pairs as a description list; entries whose value is null,
 * undefined or '' are left out (the spec's "if present").
 *
 * Each pair is a wrapping flex row: the label has a fixed basis so that values line up in a
 * column, and where the row is too narrow for label and value (a phone, a narrow card) the value
 * moves under its label instead of being squeezed into a sliver. Values break long words only
 * where they would not fit otherwise.
 */
export function ProfileFields({ fields }: { fields: ProfileField[] }) {
  const shown = fields.filter((f) => f.value !== null && f.value !== undefined && f.value !== '');
  return (
    <Box component="dl" m={0} style={{ display: 'flex', flexDirection: 'column', rowGap: 6 }}>
      {shown.map((f) => (
        <Box
          key={f.label}
          style={{ display: 'flex', flexWrap: 'wrap', columnGap: 'var(--mantine-spacing-md)' }}
        >
          <Text
            component="dt"
            size="sm"
            fw={600}
            style={{ flex: '0 0 min(14rem, 100%)', overflowWrap: 'break-word' }}
          >
            {f.label}
          </Text>
          <Text
            component="dd"
            size="sm"
            m={0}
            style={{ flex: '1 1 11rem', minWidth: 0, overflowWrap: 'break-word' }}
          >
            {f.value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
