import { Radio, Stack, Text } from '@mantine/core';
import type { OpenPlan } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';

interface PlanChoiceProps {
  plans: OpenPlan[];
  value: string;
  onChange: (hash: string) => void;
  error?: string;
}

/** "Adult partner · 60,00 € per season, in 2 instalments": what a plan costs, in words. */
export function usePlanPrice() {
  const { t, i18n } = useTranslation('joining');
  return (plan: Pick<OpenPlan, 'price' | 'period' | 'instalments'>) => {
    const price = t(`join.period.${plan.period}`, {
      price: formatMoney(plan.price, i18n.language),
      defaultValue: formatMoney(plan.price, i18n.language),
    });
    return plan.instalments > 1 ? t('join.instalments', { price, count: plan.instalments }) : price;
  };
}

/** The plans open to the person (their audience), one radio each with its price and categories. */
export function PlanChoice({ plans, value, onChange, error }: PlanChoiceProps) {
  const { t } = useTranslation('joining');
  const priceOf = usePlanPrice();
  if (plans.length === 0) return <Text c="dimmed">{t('join.noPlans')}</Text>;
  return (
    <Radio.Group label={t('join.plan')} required value={value} onChange={onChange} error={error} data-testid="plan-choice">
      <Stack gap="sm" mt="xs">
        {plans.map((plan) => (
          <Radio
            key={plan.hash}
            value={plan.hash}
            label={plan.name}
            description={[priceOf(plan), plan.categories.join(', '), plan.description].filter(Boolean).join(' · ')}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
