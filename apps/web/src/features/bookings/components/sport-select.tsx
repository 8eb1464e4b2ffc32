import { Select } from '@mantine/core';
import { SPORTS } from '@tribuna/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSportName } from '../../../lib/sport-name';

interface SportSelectProps {
  label: string;
  value: string;
  onChange: (sport: string) => void;
  error?: string | undefined;
}

/**
 * A calendar's sport chosen by its name in the interface language ("Pádel"); the stored value is
 * the sport code. A free text an older calendar holds stays one of the choices, as written.
 */
export function SportSelect({ label, value, onChange, error }: SportSelectProps) {
  const { i18n } = useTranslation();
  const sportName = useSportName();
  const data = useMemo(() => {
    const codes: string[] = [...SPORTS];
    if (value && !codes.includes(value)) codes.push(value);
    return codes.map((code) => ({ value: code, label: sportName(code) })).sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [value, sportName, i18n.language]);
  return (
    <Select
      label={label}
      required
      searchable
      allowDeselect={false}
      data={data}
      value={value}
      onChange={(sport) => sport && onChange(sport)}
      error={error}
      data-testid="calendar-sport"
    />
  );
}
