import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-kit';
import { Field, Label, TextInput } from 'shared-kit/ui';

const InputRow = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space(1)};
`;

const SearchInput = styled(TextInput)`
  flex: 1;
  min-width: 0;
  /* The clear button below replaces the browser's own, which a keyboard cannot reach. */
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

/**
 * A labelled search field (type=search). It searches on Enter, on its clear button, and, when `debounceMs` is given,
 * once typing has paused that long. `value` is the search in force (e.g. from the URL): when it changes from outside
 * (Back, Clear Filters), the field shows it.
 */
export function SearchBox({
  label,
  value,
  onSearch,
  debounceMs,
}: {
  label: string;
  value: string;
  onSearch: (search: string) => void;
  /** Search while typing, this long after the last key; without it the search runs on Enter only. */
  debounceMs?: number;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // Adjusting state while rendering (React's pattern for following a prop) instead of an effect's second render.
    setShown(value);
    setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A timer's search sees the props of the latest render, not those of the render that started it.
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (next: string) => {
    clearTimeout(timer.current);
    // The search in force again would only add a history entry.
    if (next !== latest.current.value) latest.current.onSearch(next);
  };
  const onChange = (next: string) => {
    setText(next);
    if (debounceMs === undefined) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(next), debounceMs);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter searches here; it must not also submit a form the box sits in.
    event.preventDefault();
    search(text);
  };

  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <InputRow>
        <SearchInput
          id={id}
          type="search"
          autoComplete="off"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {text !== '' && (
          <Button
            variant="secondary"
            aria-label={`Clear ${label}`}
            onClick={() => {
              setText('');
              search('');
            }}
          >
            <span aria-hidden="true">×</span>
          </Button>
        )}
      </InputRow>
    </Field>
  );
}
