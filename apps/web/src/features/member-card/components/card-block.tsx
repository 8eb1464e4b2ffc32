import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_CARD_DESIGN, type MemberCard } from '@tribuna/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { categoryText, displayedStatus, formatDay, formatInstant } from '../lib/card-status';
import { printCards } from '../lib/print-cards';
import classes from './card-block.module.css';
import { MemberCardView } from './member-card-view';
import print from './print.module.css';
import { CardQr } from './card-qr';

interface CardBlockProps {
  card: MemberCard;
  heading: string;
  headingOrder: 2 | 3;
  offline: boolean;
  /** Anchor for links to this card (the guardian overview's "See card"). */
  anchorId?: string;
}

/** One card (its QR is the one to scan) and its actions (print it, download it as PDF). */
export function CardBlock({ card, heading, headingOrder, offline, anchorId }: CardBlockProps) {
  const { t, i18n } = useTranslation('card');
  const printable = useRef<HTMLDivElement>(null);
  const [building, setBuilding] = useState(false);
  const headingId = `card-heading-${card.person.hash}`;
  const fullName = `${card.person.name} ${card.person.surname}`;
  const cardShowsQr = (card.design ?? DEFAULT_CARD_DESIGN).fields.qr;

  const download = async () => {
    setBuilding(true);
    try {
      // Loaded on first use: the PDF writer is not needed to show the card.
      const { downloadCardPdf } = await import('../lib/download-card-pdf');
      const status = displayedStatus(card, offline);
      await downloadCardPdf(
        card,
        {
          role: t(`roles.${card.role}`),
          status: t(`status.${status}`).toUpperCase(),
          number: t('view.number'),
          season: t('view.season'),
          validUntil: t('view.validUntil'),
          issued: t('view.issued'),
          numberValue: card.membershipNumber ?? t('view.none'),
          seasonValue: card.season ?? t('view.none'),
          validUntilValue: card.validUntil ? formatDay(card.validUntil, i18n.language) : t('view.noEnd'),
          issuedValue: formatInstant(card.issuedAt, i18n.language),
          dni: t('view.dni'),
          category: t('view.category'),
          categoryValue: categoryText(t, card.person.category),
        },
        status === 'active',
      );
    } catch {
      notify('error', t('actions.pdfFailed'));
    } finally {
      setBuilding(false);
    }
  };

  return (
    <Stack component="section" gap="sm" id={anchorId} aria-labelledby={headingId} data-testid="card-block" data-person={card.person.hash}>
      <Title order={headingOrder} size="h3" id={headingId} tabIndex={-1}>
        {heading}
      </Title>
      <div className={classes.layout}>
        <div ref={printable} className={print.printable} data-testid="printable-card">
          <MemberCardView card={card} offline={offline} />
        </div>
        {/* One QR: the card's own; only a design that leaves it off the card gets the entrance code here. */}
        {cardShowsQr ? (
          <Text size="sm" c="dimmed" className={classes.hint}>
            {t('qr.hint')}
          </Text>
        ) : (
          <div className={classes.scan}>
            <CardQr card={card} label={t('qr.largeLabel', { name: fullName })} className={classes.scanQr} data-testid="card-qr-large" />
            <Text size="sm" c="#000000">
              {t('qr.hint')}
            </Text>
          </div>
        )}
      </div>
      <Group gap="sm">
        <Button variant="outline" onClick={() => printCards(printable.current)} data-testid="card-print">
          {t('actions.print')}
        </Button>
        <Button variant="outline" loading={building} onClick={() => void download()} data-testid="card-pdf">
          {t('actions.pdf')}
        </Button>
      </Group>
    </Stack>
  );
}
