import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Numbered pages of a list, every control named for screen readers. */
export function Pager({ total, value, onChange }: { total: number; value: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('fees');
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      getControlProps={(control) => ({ 'aria-label': t(`pages.${control}`) })}
      getItemProps={(page) => ({ 'aria-label': t('pages.page', { page }) })}
    />
  );
}
