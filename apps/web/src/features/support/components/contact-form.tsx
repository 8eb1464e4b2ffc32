import { CONTACT_MESSAGE_MAX, CONTACT_REASONS, type ContactReason } from '@tribuna/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorReason, fieldErrorsFromApiError, translateFieldError, type FieldErrors } from '../../../components/forms/field-errors';
import { FormCheckbox } from '../../../components/forms/form-checkbox';
import { FormRadioGroup } from '../../../components/forms/form-radio-group';
import { FormTextField } from '../../../components/forms/form-text-field';
import { Notice } from '../../../components/ui/notice';
import { PlainButton } from '../../../components/ui/plain-button';
import { ApiError } from '../../../lib/api-error';
import { useContactFormToken, useSendContact } from '../api/contact';
import classes from './contact-form.module.css';

interface ContactFormProps {
  clubHash: string;
  /** Signed in: the club knows who writes (no name, email or privacy acceptance asked). */
  signedIn: boolean;
}

/**
 * The contact form of the portal and the Support page (issue 11 part 4): one of spec 1's four
 * reasons and a message. A field named "website" stays empty for people (hidden from them and
 * from assistive technology) and catches bots; a visitor's form carries the token fetched when it opened.
 * Plain markup: it also runs inside the server-drawn portal page, without Mantine.
 */
export function ContactForm({ clubHash, signedIn }: ContactFormProps) {
  const { t } = useTranslation('support');
  const messageId = useId();
  const token = useContactFormToken(clubHash, !signedIn);
  const send = useSendContact(clubHash, signedIn);
  const [reason, setReason] = useState<ContactReason>('club-information');
  const [message, setMessage] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [privacy, setPrivacy] = useState(false);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSent(false);
    try {
      await send.mutateAsync({
        reason,
        message,
        ...(signedIn ? {} : { name, email, privacyAccepted: privacy, formToken: token.data?.token }),
        ...(website ? { website } : {}),
      });
      setErrors({});
      setMessage('');
      setSent(true);
      if (!signedIn) void token.refetch();
    } catch (error) {
      const fields = fieldErrorsFromApiError(error);
      setErrors(fields);
      const formProblem = fields.formToken ?? fields.website;
      if (error instanceof ApiError && error.httpStatus === 429) setFailure(t('contact.tooMany'));
      else if (formProblem?.length) setFailure(formProblem.map((problem) => translateFieldError(t, problem)).join(' '));
      else if (errorReason(error) || Object.keys(fields).length === 0) setFailure(t('contact.failed'));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="contact-form" className={classes.form}>
      {sent && (
        <Notice tone="info" role="status" data-testid="contact-sent">
          {t('contact.sent')}
        </Notice>
      )}
      {failure && (
        <Notice tone="danger" role="alert" data-testid="contact-error">
          {failure}
        </Notice>
      )}
      <FormRadioGroup
        name="reason"
        legend={t('contact.reason')}
        value={reason}
        options={CONTACT_REASONS.map((value) => ({ value, label: t(`contact.reasons.${value}`) }))}
        onChange={setReason}
        errors={errors.reason}
      />
      {!signedIn && (
        <>
          <FormTextField
            label={t('contact.name')}
            name="name"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            errors={errors.name}
            autoComplete="name"
          />
          <FormTextField
            label={t('contact.email')}
            name="email"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            errors={errors.email}
            autoComplete="email"
          />
        </>
      )}
      <div>
        <label htmlFor={messageId} className={classes.label}>
          {t('contact.message')}
        </label>
        <textarea
          id={messageId}
          name="message"
          className={classes.textarea}
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          required
          aria-invalid={Boolean(errors.message?.length) || undefined}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          data-testid="contact-message"
        />
        {errors.message?.length ? (
          <p className={classes.error} data-testid="field-error-message">
            {errors.message.map((problem) => translateFieldError(t, problem)).join(' ')}
          </p>
        ) : null}
      </div>
      {!signedIn && (
        <FormCheckbox
          name="privacyAccepted"
          label={t('contact.privacy')}
          checked={privacy}
          onChange={setPrivacy}
          required
          errors={errors.privacyAccepted}
        />
      )}
      <div className={classes.honeypot} aria-hidden="true">
        <label>
          {t('contact.website')}
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(event) => setWebsite(event.currentTarget.value)}
          />
        </label>
      </div>
      <PlainButton
        type="submit"
        loading={send.isPending}
        disabled={!signedIn && !token.data}
        data-testid="contact-send"
        className={classes.send}
      >
        {t('contact.send')}
      </PlainButton>
    </form>
  );
}
