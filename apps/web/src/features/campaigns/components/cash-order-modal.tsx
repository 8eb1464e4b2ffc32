import { Button, Group, Modal, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { ORDER_QUANTITY_MAX, type Product, type Seat } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorReason, fieldErrorsFromApiError, translateFieldError, type FieldErrors } from '../../../components/forms/field-errors';
import { Notice } from '../../../components/ui/notice';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useCashOrder } from '../api/sales';

interface CashOrderModalProps {
  clubHash: string;
  campaignHash: string;
  products: Product[];
  opened: boolean;
  onClose: () => void;
}

/** A sale paid in cash at the club (feature manual_campaing_orders): one product line, paid at once. */
export function CashOrderModal({ opened, onClose, ...rest }: CashOrderModalProps) {
  const { t } = useTranslation('commerce');
  return (
    <Modal opened={opened} onClose={onClose} size="lg" title={t('cash.title')} closeButtonProps={{ 'aria-label': t('close') }}>
      {opened && <CashOrderForm {...rest} onClose={onClose} />}
    </Modal>
  );
}

function CashOrderForm({ clubHash, campaignHash, products, onClose }: Omit<CashOrderModalProps, 'opened'>) {
  const { t, i18n } = useTranslation('commerce');
  const record = useCashOrder(clubHash, campaignHash);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [productHash, setProductHash] = useState<string | null>(products[0]?.hash ?? null);
  const [optionHash, setOptionHash] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [seats, setSeats] = useState<Seat[]>([{ row: 1, seat: 1 }]);
  const [delivered, setDelivered] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const errorOf = (field: string) => errors[field]?.map((problem) => translateFieldError(t, problem)).join(' ');
  const product = products.find((candidate) => candidate.hash === productHash);
  const units = Math.max(1, Number(quantity) || 1);
  const seatList = product?.seatMap ? Array.from({ length: units }, (_, index) => seats[index] ?? { row: 1, seat: index + 1 }) : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!product) return;
    setErrors({});
    setFailure(null);
    try {
      const order = await record.mutateAsync({
        buyer: { name, email },
        items: [
          {
            productHash: product.hash,
            ...(optionHash ? { optionHash } : {}),
            quantity: units,
            ...(product.seatMap ? { seats: seatList } : {}),
          },
        ],
        delivered,
      });
      notify('success', t('cash.recorded', { number: order.purchaseIdentifier, amount: formatMoney(order.amount, i18n.language) }));
      onClose();
    } catch (error) {
      const fields = fieldErrorsFromApiError(error);
      setErrors(
        Object.fromEntries(Object.entries(fields).map(([field, problems]) => [field.replace(/^buyer\.|^items\.0\./, ''), problems])),
      );
      const reason = errorReason(error);
      if (reason) setFailure(translateFieldError(t, reason));
      else if (Object.keys(fields).length === 0) setFailure(t('errors.cashOrder'));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="cash-order-form">
      <Stack gap="md">
        {failure && (
          <Notice tone="danger" role="alert">
            {failure}
          </Notice>
        )}
        <Group grow align="flex-start">
          <TextInput
            label={t('cash.name')}
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errorOf('name')}
            data-autofocus
            data-testid="cash-name"
          />
          <TextInput
            label={t('cash.email')}
            description={t('cash.emailHelp')}
            required
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errorOf('email')}
            data-testid="cash-email"
          />
        </Group>
        <Group grow align="flex-start">
          <Select
            label={t('cash.product')}
            data={products.map((candidate) => ({ value: candidate.hash, label: candidate.name }))}
            value={productHash}
            onChange={(value) => {
              setProductHash(value);
              setOptionHash(null);
            }}
            allowDeselect={false}
            error={errorOf('productHash')}
            data-testid="cash-product"
          />
          {product && product.options.length > 0 && (
            <Select
              label={t('cash.option')}
              data={product.options.map((option) => ({ value: option.hash, label: option.name }))}
              value={optionHash}
              onChange={setOptionHash}
              error={errorOf('optionHash')}
              data-testid="cash-option"
            />
          )}
          <NumberInput
            label={t('cash.quantity')}
            min={1}
            max={ORDER_QUANTITY_MAX}
            allowDecimal={false}
            value={quantity}
            onChange={setQuantity}
            error={errorOf('quantity')}
            data-testid="cash-quantity"
          />
        </Group>
        {seatList.map((seat, index) => (
          <Group key={index} grow align="flex-start">
            <NumberInput
              label={t('cash.seatRow', { number: index + 1 })}
              min={1}
              allowDecimal={false}
              value={seat.row}
              onChange={(value) => setSeats(seatList.map((other, at) => (at === index ? { ...other, row: Number(value) || 1 } : other)))}
            />
            <NumberInput
              label={t('cash.seatNumber', { number: index + 1 })}
              min={1}
              allowDecimal={false}
              value={seat.seat}
              onChange={(value) => setSeats(seatList.map((other, at) => (at === index ? { ...other, seat: Number(value) || 1 } : other)))}
            />
          </Group>
        ))}
        {errorOf('seats') && <Notice tone="danger">{errorOf('seats')}</Notice>}
        <Switch label={t('cash.delivered')} checked={delivered} onChange={(event) => setDelivered(event.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={record.isPending} disabled={!product} data-testid="cash-save">
            {t('cash.save', { amount: formatMoney((product?.totalAmount ?? 0) * units, i18n.language) })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
