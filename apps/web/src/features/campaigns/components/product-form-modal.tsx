import { Button, Group, Modal, NumberInput, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { CAMPAIGN_DESCRIPTION_MAX, CAMPAIGN_NAME_MAX, SEAT_ROWS_MAX, SEATS_PER_ROW_MAX, type Product } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromApiError, translateFieldError, type FieldErrors } from '../../../components/forms/field-errors';
import { Notice } from '../../../components/ui/notice';
import { notify } from '../../../lib/notify';
import { useProductMutations, useTaxes } from '../api/campaigns';
import { centsFromInput, inputFromCents } from '../../../lib/money';
import { useClubFeatures } from '../../../lib/queries/club-features';
import { isoFromLocalInput, localInputFromIso } from '../lib/local-date-time';
import { ProductEventFields } from './product-event-fields';
import { newOptionDraft, ProductOptionsFields, type OptionDraft } from './product-options-fields';

interface ProductFormModalProps {
  clubHash: string;
  campaignHash: string;
  opened: boolean;
  onClose: () => void;
  /** The product to edit; without it the modal adds one. */
  product?: Product;
}

/** Add or edit a product: price typed in euros (sent as cents), tax, stock or options with their own stock. */
export function ProductFormModal({ opened, onClose, product, ...rest }: ProductFormModalProps) {
  const { t } = useTranslation('commerce');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t(product ? 'productForm.editTitle' : 'productForm.createTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {opened && <ProductForm {...rest} product={product} onClose={onClose} />}
    </Modal>
  );
}

function ProductForm({ clubHash, campaignHash, product, onClose }: Omit<ProductFormModalProps, 'opened'>) {
  const { t, i18n } = useTranslation('commerce');
  const taxes = useTaxes(clubHash);
  const { save } = useProductMutations(clubHash, campaignHash);
  const [name, setName] = useState(product?.name ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [price, setPrice] = useState(product ? inputFromCents(product.price, i18n.language) : '');
  const [taxHash, setTaxHash] = useState<string | null>(product ? (product.tax?.hash ?? null) : null);
  const [withOptions, setWithOptions] = useState((product?.options.length ?? 0) > 0);
  const [stock, setStock] = useState<number | string>(product?.stock.total ?? 0);
  const [options, setOptions] = useState<OptionDraft[]>(
    product?.options.map((option) => newOptionDraft({ hash: option.hash, name: option.name, stock: option.stock.total })) ?? [],
  );
  const [maxPerBuyer, setMaxPerBuyer] = useState<number | string>(product?.maxPerBuyer ?? '');
  const [isTicket, setIsTicket] = useState(product?.isTicket ?? false);
  // Numbered seats: only for tickets, where the club has seat selection.
  const seatSelection = useClubFeatures(clubHash).data?.some((feature) => feature.code === 'seat_selection') ?? false;
  const [seated, setSeated] = useState(product?.seatMap !== null && product?.seatMap !== undefined);
  const [seatRows, setSeatRows] = useState<number | string>(product?.seatMap?.rows ?? 10);
  const [seatsPerRow, setSeatsPerRow] = useState<number | string>(product?.seatMap?.seatsPerRow ?? 20);
  const withSeats = isTicket && seated;
  const [eventStartsAt, setEventStartsAt] = useState(product?.eventStartsAt ? localInputFromIso(product.eventStartsAt) : '');
  const [eventVenue, setEventVenue] = useState(product?.eventVenue ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const errorOf = (field: string) => errors[field]?.map((problem) => translateFieldError(t, problem)).join(' ');

  // The club's first tax that includes 21 % VAT is the usual choice for a new product.
  const taxChoices = taxes.data?.['hydra:member'] ?? [];
  const chosenTax = product || taxHash ? taxHash : (taxChoices.find((tax) => tax.type === 'included' && tax.value === 21)?.hash ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = centsFromInput(price);
    if (cents === null) return setErrors({ price: ['invalid'] });
    const body = {
      name,
      description: description.trim() ? description : null,
      price: cents,
      taxHash: chosenTax,
      ...(withSeats
        ? { seatMap: { rows: Number(seatRows) || 0, seatsPerRow: Number(seatsPerRow) || 0 } }
        : withOptions
          ? {
              options: options.map((option) => ({
                ...(option.hash ? { hash: option.hash } : {}),
                name: option.name,
                stock: Number(option.stock) || 0,
              })),
            }
          : { stock: Number(stock) || 0, ...(product?.options.length ? { options: [] } : {}) }),
      ...(!withSeats && product?.seatMap ? { seatMap: null } : {}),
      maxPerBuyer: maxPerBuyer === '' ? null : Number(maxPerBuyer),
      isTicket,
      // Only a ticket has an event; no longer a ticket, the product's event is cleared.
      ...(isTicket || product?.eventStartsAt || product?.eventVenue
        ? {
            eventStartsAt: isTicket && eventStartsAt ? isoFromLocalInput(eventStartsAt) : null,
            eventVenue: isTicket && eventVenue.trim() ? eventVenue : null,
          }
        : {}),
    };
    setErrors({});
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ productHash: product?.hash ?? null, body });
      notify('success', t(product ? 'productForm.updated' : 'productForm.created', { name: saved.name }));
      onClose();
    } catch (error) {
      const fields = fieldErrorsFromApiError(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(t(product ? 'errors.updateProduct' : 'errors.createProduct'));
    }
  };

  // The server names an option's problem on `options` or on one of its fields (`options.1.name`).
  const optionProblems = Object.entries(errors)
    .filter(([field]) => field.startsWith('options'))
    .flatMap(([, problems]) => (problems ?? []).map((problem) => translateFieldError(t, problem)));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="product-form">
      <Stack gap="md">
        {failure && (
          <Notice tone="danger" role="alert">
            {failure}
          </Notice>
        )}
        <TextInput
          label={t('productForm.name')}
          required
          maxLength={CAMPAIGN_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errorOf('name')}
          data-autofocus
          data-testid="product-name"
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('productForm.price')}
            description={t('productForm.priceHelp')}
            required
            inputMode="decimal"
            rightSection="€"
            value={price}
            onChange={(event) => setPrice(event.currentTarget.value)}
            error={errorOf('price')}
            data-testid="product-price"
          />
          <Select
            label={t('productForm.tax')}
            data={[
              { value: '', label: t('productForm.noTax') },
              ...taxChoices.map((tax) => ({ value: tax.hash, label: t(`taxTypes.${tax.type}`, { name: tax.name }) })),
            ]}
            value={chosenTax ?? ''}
            onChange={(value) => setTaxHash(value || null)}
            allowDeselect={false}
            error={errorOf('taxHash')}
            data-testid="product-tax"
          />
        </Group>
        <Textarea
          label={t('productForm.description')}

          rows={3}
          maxLength={CAMPAIGN_DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errorOf('description')}
        />
        {withSeats ? (
          <Group grow align="flex-start" data-testid="product-seat-map">
            <NumberInput
              label={t('productForm.seatRows')}
              min={1}
              max={SEAT_ROWS_MAX}
              allowDecimal={false}
              value={seatRows}
              onChange={setSeatRows}
              error={errorOf('seatMap.rows') ?? errorOf('seatMap')}
              data-testid="product-seat-rows"
            />
            <NumberInput
              label={t('productForm.seatsPerRow')}
              description={t('productForm.seatsTotal', { count: (Number(seatRows) || 0) * (Number(seatsPerRow) || 0) })}
              min={1}
              max={SEATS_PER_ROW_MAX}
              allowDecimal={false}
              value={seatsPerRow}
              onChange={setSeatsPerRow}
              error={errorOf('seatMap.seatsPerRow')}
              data-testid="product-seats-per-row"
            />
          </Group>
        ) : (
          <>
            <Switch
              label={t('productForm.withOptions')}
              description={t('productForm.withOptionsHelp')}
              checked={withOptions}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setWithOptions(on);
                if (on && options.length === 0) setOptions([newOptionDraft()]);
              }}
              data-testid="product-with-options"
            />
            {withOptions ? (
              <ProductOptionsFields options={options} onChange={setOptions} problems={optionProblems} />
            ) : (
              <NumberInput
                label={t('productForm.stock')}
                min={0}
                allowDecimal={false}
                value={stock}
                onChange={setStock}
                error={errorOf('stock')}
                data-testid="product-stock"
              />
            )}
          </>
        )}
        <Group grow align="flex-start">
          <NumberInput
            label={t('productForm.maxPerBuyer')}
            description={t('productForm.maxPerBuyerHelp')}
            min={1}
            allowDecimal={false}
            value={maxPerBuyer}
            onChange={setMaxPerBuyer}
            error={errorOf('maxPerBuyer')}
          />
          <Switch
            label={t('productForm.isTicket')}
            description={t('productForm.isTicketHelp')}
            checked={isTicket}
            onChange={(event) => setIsTicket(event.currentTarget.checked)}
            mt="lg"
            data-testid="product-is-ticket"
          />
        </Group>
        {isTicket && (
          <ProductEventFields
            startsAt={eventStartsAt}
            venue={eventVenue}
            onStartsAtChange={setEventStartsAt}
            onVenueChange={setEventVenue}
            errorOf={errorOf}
          />
        )}
        {isTicket && (seatSelection || seated) && (
          <Switch
            label={t('productForm.seated')}
            description={t('productForm.seatedHelp')}
            checked={seated}
            onChange={(event) => setSeated(event.currentTarget.checked)}
            data-testid="product-seated"
          />
        )}
        <Group justify="flex-end">
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="product-save">
            {t(product ? 'save' : 'productForm.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
