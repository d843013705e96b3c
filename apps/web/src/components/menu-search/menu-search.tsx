import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useVisibleMenu } from '../../lib/navigation';
import { LineIcon } from '../line-icon';

type Props = Omit<AutocompleteProps, 'data' | 'value' | 'onChange' | 'onOptionSubmit'>;

function SearchIcon() {
  return (
    <LineIcon size={16}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
    </LineIcon>
  );
}

/**
 * Finds the menu entries the session may open by their translated label and opens the chosen
 * one (click or Enter; typing highlights the first match). Used by the navbar and the 404 page.
 */
export function MenuSearch(props: Props) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const entries = useVisibleMenu();
  const [query, setQuery] = useState('');
  // Autocomplete writes the chosen label into the box right after onOptionSubmit; this flag
  // turns that write into clearing the box, so it is empty again after navigating.
  const submitted = useRef(false);

  return (
    <Autocomplete
      leftSection={<SearchIcon />}
      selectFirstOptionOnChange
      limit={8}
      // Opens as the user types; opening on focus (or a scroll container in the list) would add
      // a Tab stop that vanishes on blur and drops keyboard focus to <body>.
      openOnFocus={false}
      withScrollArea={false}
      // In place rather than in a portal, so the list stays inside the page's landmarks.
      comboboxProps={{ withinPortal: false }}
      {...props}
      data={entries.map((e) => ({ value: e.path, label: t(e.labelKey) }))}
      value={query}
      onChange={(value) => {
        setQuery(submitted.current ? '' : value);
        submitted.current = false;
      }}
      onOptionSubmit={(path) => {
        submitted.current = true;
        void navigate(path);
      }}
    />
  );
}
