import { ActionIcon, Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { OPTION_NAME_MAX, PRODUCT_OPTIONS_MAX } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';

/** An option as the form edits it; `key` keeps React's rows apart before an option has a hash. */
export type OptionDraft = { key: number; hash?: string; name: string; stock: number | string };

let nextKey = 0;
export const newOptionDraft = (option: Omit<OptionDraft, 'key'> = { name: '', stock: 0 }): OptionDraft => ({ key: nextKey++, ...option });

interface ProductOptionsFieldsProps {
  options: OptionDraft[];
  onChange: (options: OptionDraft[]) => void;
  /** What the server said about the options, in words. */
  problems: string[];
}

/** A product's options (a T-shirt's sizes), each with its own stock: added, renamed, removed. */
export function ProductOptionsFields({ options, onChange, problems }: ProductOptionsFieldsProps) {
  const { t } = useTranslation('commerce');
  const setOption = (key: number, change: Partial<OptionDraft>) =>
    onChange(options.map((option) => (option.key === key ? { ...option, ...change } : option)));
  return (
    <Stack gap="xs" data-testid="product-options">
      {options.map((option, index) => (
        <Group key={option.key} gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('productForm.optionName', { number: index + 1 })}
            maxLength={OPTION_NAME_MAX}
            value={option.name}
            onChange={(event) => setOption(option.key, { name: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <NumberInput
            label={t('productForm.optionStock', { number: index + 1 })}
            min={0}
            allowDecimal={false}
            value={option.stock}
            onChange={(value) => setOption(option.key, { stock: value })}
            w={110}
          />
          <ActionIcon
            variant="outline"
            color="red.9"
            size="lg"
            onClick={() => onChange(options.filter((other) => other.key !== option.key))}
            aria-label={t('productForm.removeOption', { number: index + 1 })}
          >
            <span aria-hidden="true">×</span>
          </ActionIcon>
        </Group>
      ))}
      {problems.length > 0 && <Notice tone="danger">{problems.join(' ')}</Notice>}
      <Button
        variant="subtle"
        onClick={() => onChange([...options, newOptionDraft()])}
        disabled={options.length >= PRODUCT_OPTIONS_MAX}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('productForm.addOption')}
      </Button>
    </Stack>
  );
}
