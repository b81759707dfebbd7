import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** Typing waits this long before searching, so each keystroke is not a request. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's filter that is typed (a title, a username, an order number, a code): applied once typing
 * pauses. It is 200px wide, or with `growFrom` grows from that width to fill its row.
 */
export function TypedFilter({
  label,
  value,
  onChange,
  inputMode,
  growFrom,
  testId,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  inputMode?: 'numeric';
  growFrom?: number;
  testId: string;
}) {
  const [text, setText] = useState(value ?? '');
  const apply = useDebouncedCallback((typed: string) => onChange(typed.trim() || undefined), SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      type="search"
      label={label}
      value={text}
      inputMode={inputMode}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      w={growFrom === undefined ? 200 : undefined}
      style={growFrom === undefined ? undefined : { flex: `1 1 ${growFrom}px` }}
      data-testid={testId}
    />
  );
}

/** A list's filter that is chosen (a mall, a status, a category); cleared, it shows everything. */
export function ChoiceFilter<V extends string>({
  label,
  placeholder,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  placeholder: string;
  value: V | undefined;
  options: { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
  testId: string;
}) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={options}
      value={value ?? null}
      onChange={(chosen) => onChange((chosen as V | null) ?? undefined)}
      clearable
      w={180}
      data-testid={testId}
    />
  );
}

/** One of a list's filters, named by its parameter: typed, chosen from `options`, or a day. */
export type ListFilter<P> = { name: keyof P & string; label: string; testId: string } & (
  | { kind: 'text'; inputMode?: 'numeric' }
  | { kind: 'choice'; options: { value: string; label: string }[] }
  | { kind: 'date' }
);

/**
 * A list's filters in one row, from their definitions: each change goes to `onChange` with the one
 * parameter changed (the screen starts again at page 1). A choice cleared reads `anyLabel`.
 */
export function ListFilters<P extends object>({
  params,
  filters,
  anyLabel,
  onChange,
}: {
  params: P;
  filters: ListFilter<P>[];
  anyLabel: string;
  onChange: (next: Partial<P>) => void;
}) {
  return (
    <Group gap="sm" align="flex-end">
      {filters.map((filter) => {
        const value = params[filter.name] as string | undefined;
        const set = (next: string | undefined) => onChange({ [filter.name]: next } as Partial<P>);
        const named = { label: filter.label, testId: filter.testId };
        switch (filter.kind) {
          case 'text':
            return (
              <TypedFilter key={filter.name} {...named} value={value} inputMode={filter.inputMode} onChange={set} />
            );
          case 'choice':
            return (
              <ChoiceFilter
                key={filter.name}
                {...named}
                placeholder={anyLabel}
                value={value}
                options={filter.options}
                onChange={set}
              />
            );
          case 'date':
            return <DateFilter key={filter.name} {...named} value={value} onChange={set} />;
        }
      })}
    </Group>
  );
}

/** A list's filter that is a day; cleared, it shows every day. */
function DateFilter({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  testId: string;
}) {
  return (
    <TextInput
      type="date"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
      data-testid={testId}
    />
  );
}

/** Reads one filter from the address when it is one of `allowed`, so an edited link cannot ask for nonsense. */
export function readChoice<V extends string>(search: URLSearchParams, name: string, allowed: readonly V[]) {
  const value = search.get(name);
  return allowed.includes(value as V) ? (value as V) : undefined;
}

/** Reads one typed filter from the address; an empty one is none. */
export const readText = (search: URLSearchParams, name: string) => search.get(name) || undefined;
