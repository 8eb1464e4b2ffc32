import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { BOOKING_NAME_MAX, BOOKING_TEXT_MAX, PublicBookingBodySchema, type FreeSlot, type PublicLink } from '@tribuna/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  errorReason,
  fieldErrorsFromApiError,
  translateFieldError,
  validateWith,
  type FieldErrors,
} from '../../../components/forms/field-errors';
import { LoadError } from '../../../components/ui/load-error';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/money';
import { useSession } from '../../../lib/session/use-session';
import { useBook, useBookingLink, useBookingToken, useFreeDays, useFreeSlots } from '../api/public-bookings';
import { addDays, dayIn, dayLabel, timeIn } from '../lib/zoned-time';

/**
 * A public booking link (/book/{linkHash}, clean layout): a day of free slots of the link's
 * calendars, each with its price (the member price for the club's people, known through the
 * booking token), then the booker's details and "Book". Times are the club's.
 */
export function PublicBookingPage({ linkHash }: { linkHash: string }) {
  const { t } = useTranslation('bookings');
  const link = useBookingLink(linkHash);
  if (link.isPending) return <PlaceholderRows />;
  if (link.isError)
    return <LoadError message={t('public.linkError')} retryLabel={t('retry')} onRetry={() => void link.refetch()} testId="link-error" />;
  return <BookingLinkView link={link.data} />;
}

function BookingLinkView({ link }: { link: PublicLink }) {
  const { t, i18n } = useTranslation('bookings');
  const session = useSession();
  const token = useBookingToken(link.club.hash, !!session);
  // Not one of the club's people (403/404): a guest like anyone else. Anything else: the spec's message.
  const tokenStatus = (token.error as { status?: number } | null)?.status;
  const tokenFailed = token.isError && tokenStatus !== 403 && tokenStatus !== 404;
  const member = token.data;
  const [day, setDay] = useState(link.today);
  const [calendarHash, setCalendarHash] = useState<string | null>(null);
  const [chosen, setChosen] = useState<FreeSlot | null>(null);
  const slots = useFreeSlots(link.hash, day, 1, true);
  const windowDays = Math.round((Date.parse(link.lastDay) - Date.parse(link.today)) / 86_400_000) + 1;
  const glance = useFreeDays(link.hash, link.today, Math.min(windowDays, 14));
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const priceOf = (slot: FreeSlot) => (member ? slot.memberPrice : slot.guestPrice);

  const byCalendar = useMemo(() => {
    const list = (slots.data?.slots ?? []).filter((slot) => dayIn(slot.startAt, link.timeZone) === day);
    return link.calendars
      .filter((calendar) => !calendarHash || calendar.hash === calendarHash)
      .map((calendar) => ({ calendar, slots: list.filter((slot) => slot.calendarHash === calendar.hash) }));
  }, [slots.data, link, day, calendarHash]);

  const moveDay = (n: number) => {
    const next = addDays(day, n);
    if (next < link.today || next > link.lastDay) return;
    setDay(next);
    setChosen(null);
  };

  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <div>
        <Text c="dimmed">{link.club.name}</Text>
        <Title order={1}>{link.name}</Title>
        <Text size="sm">
          {t('public.rules', {
            days: link.lastDay === link.today ? 0 : Math.round((Date.parse(link.lastDay) - Date.parse(link.today)) / 86_400_000),
            hours: link.freeCancelHours,
          })}
          {link.paymentRequired ? ` ${t('public.paymentRequired')}` : ''}
        </Text>
      </div>
      {member && (
        <Notice tone="info" data-testid="member-notice">
          {t('public.asMember', { name: member.name || member.email })}
        </Notice>
      )}
      {tokenFailed && <Notice tone="warning">{t('errors.bookingToken')}</Notice>}
      {link.audience === 'members' && !member && <Notice tone="info">{t('public.membersOnly')}</Notice>}

      {glance.data && (
        <div style={{ overflowX: 'auto' }} data-testid="day-strip">
          <Group gap="xs" wrap="nowrap" pb={4}>
            {glance.data.days.map((entry) => (
              <Button
                key={entry.day}
                variant={entry.day === day ? 'filled' : 'default'}
                aria-pressed={entry.day === day}
                onClick={() => {
                  setDay(entry.day);
                  setChosen(null);
                }}
                h="auto"
                py={6}
                style={{ flex: 'none' }}
              >
                <Stack gap={0} align="center">
                  <Text size="sm" fw={600} inherit>
                    {dayLabel(entry.day, i18n.language, 'short')}
                  </Text>
                  <Text size="xs" inherit>
                    {entry.freeSlots ? t('public.freeCount', { count: entry.freeSlots }) : t('public.full')}
                  </Text>
                </Stack>
              </Button>
            ))}
          </Group>
        </div>
      )}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => moveDay(-1)}
          disabled={day <= link.today}
          aria-label={t('public.previousDay')}
        >
          ‹
        </ActionIcon>
        <TextInput
          type="date"
          label={t('public.day')}
          value={day}
          min={link.today}
          max={link.lastDay}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value && value >= link.today && value <= link.lastDay) {
              setDay(value);
              setChosen(null);
            }
          }}
          style={{ flex: 1 }}
          data-testid="booking-day"
        />
        <ActionIcon variant="default" size="lg" onClick={() => moveDay(1)} disabled={day >= link.lastDay} aria-label={t('public.nextDay')}>
          ›
        </ActionIcon>
      </Group>
      {link.calendars.length > 1 && (
        <Select
          label={t('public.calendar')}
          data={[{ value: '', label: t('public.allCalendars') }, ...link.calendars.map((c) => ({ value: c.hash, label: c.name }))]}
          value={calendarHash ?? ''}
          onChange={(value) => setCalendarHash(value || null)}
          allowDeselect={false}
        />
      )}
      <Text fw={600} aria-live="polite">
        {dayLabel(day, i18n.language)}
      </Text>
      {slots.isPending && <PlaceholderRows />}
      {slots.isError && <LoadError message={t('public.slotsError')} retryLabel={t('retry')} onRetry={() => void slots.refetch()} />}
      {slots.isSuccess &&
        byCalendar.map(({ calendar, slots: free }) => (
          <Paper key={calendar.hash} withBorder radius="md" p="md" data-testid="slot-calendar">
            <Group gap="xs" mb="xs">
              <span aria-hidden style={{ width: 12, height: 12, borderRadius: 6, background: calendar.colour, display: 'inline-block' }} />
              <Text fw={600}>{calendar.name}</Text>
              <Text size="sm" c="dimmed">
                {t('public.capacity', { count: calendar.capacity })}
              </Text>
            </Group>
            {free.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('public.noSlots')}
              </Text>
            ) : (
              <Group gap="xs">
                {free.map((slot) => {
                  const selected =
                    chosen?.startAt === slot.startAt && chosen.calendarHash === slot.calendarHash && chosen.minutes === slot.minutes;
                  return (
                    <Button
                      key={`${slot.startAt}-${slot.minutes}`}
                      size="compact-sm"
                      variant={selected ? 'filled' : 'default'}
                      aria-pressed={selected}
                      onClick={() => setChosen(slot)}
                      data-testid="slot"
                    >
                      {t('public.slot', {
                        time: timeIn(slot.startAt, link.timeZone, i18n.language),
                        minutes: slot.minutes,
                        price: money(priceOf(slot)),
                      })}
                    </Button>
                  );
                })}
              </Group>
            )}
          </Paper>
        ))}
      {chosen && (
        <BookingForm
          link={link}
          slot={chosen}
          price={priceOf(chosen)}
          member={member ?? null}
          onTaken={() => {
            setChosen(null);
            void slots.refetch();
          }}
        />
      )}
    </Stack>
  );
}

function BookingForm({
  link,
  slot,
  price,
  member,
  onTaken,
}: {
  link: PublicLink;
  slot: FreeSlot;
  price: number;
  member: { token: string; email: string; name: string } | null;
  onTaken: () => void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const navigate = useNavigate();
  const book = useBook(link.hash);
  const [name, setName] = useState(member?.name ?? '');
  const [email, setEmail] = useState(member?.email ?? '');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const calendar = link.calendars.find((c) => c.hash === slot.calendarHash)!;
  const errorOf = (field: string) => errors[field]?.map((problem) => translateFieldError(t, problem)).join(' ');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      calendarHash: slot.calendarHash,
      startAt: slot.startAt,
      minutes: slot.minutes,
      name,
      email,
      ...(notes.trim() ? { notes } : {}),
      ...(member ? { bookingToken: member.token } : {}),
    };
    const checked = validateWith(PublicBookingBodySchema, body);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setFailure(null);
    try {
      const booking = await book.mutateAsync(checked.data);
      void navigate(paths.bookings.status(booking.hash));
    } catch (error) {
      const reason = errorReason(error);
      if (reason === 'slotTaken') {
        setFailure(translateFieldError(t, 'slotTaken'));
        onTaken();
        return;
      }
      const fields = fieldErrorsFromApiError(error);
      setErrors(fields);
      const general = Object.entries(fields).filter(([field]) => !['name', 'email', 'notes'].includes(field));
      setFailure(
        general.length
          ? general
              .flatMap(([, codes]) => codes ?? [])
              .map((code) => translateFieldError(t, code))
              .join(' ')
          : reason
            ? translateFieldError(t, reason)
            : Object.keys(fields).length
              ? null
              : t('errors.book'),
      );
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="booking-summary">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="booking-form">
        <Stack gap="sm">
          <Title order={2} size="h3" id="booking-summary">
            {t('public.summary', {
              calendar: calendar.name,
              day: dayLabel(dayIn(slot.startAt, link.timeZone), i18n.language),
              start: timeIn(slot.startAt, link.timeZone, i18n.language),
              end: timeIn(slot.endAt, link.timeZone, i18n.language),
            })}
          </Title>
          <Group gap="xs">
            <Text fw={700} data-testid="booking-price">
              {formatMoney(price, i18n.language)}
            </Text>
            <Badge variant="light" color={member ? 'success' : 'gray'}>
              {t(member ? 'public.memberPrice' : 'public.guestPrice')}
            </Badge>
          </Group>
          {failure && (
            <Notice tone="danger" role="alert">
              {failure}
            </Notice>
          )}
          <TextInput
            label={t('public.name')}
            required
            maxLength={BOOKING_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errorOf('name')}
            data-testid="booker-name"
          />
          <TextInput
            label={t('public.email')}
            type="email"
            required
            value={email}
            readOnly={!!member}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errorOf('email')}
            data-testid="booker-email"
          />
          <Textarea
            label={t('public.notes')}
            maxLength={BOOKING_TEXT_MAX}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            autosize
            minRows={2}
          />
          <Button type="submit" loading={book.isPending} data-testid="book">
            {t(link.paymentRequired && price > 0 ? 'public.bookAndPay' : 'public.book')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
