import { z } from 'zod';
import {
  FIRST_CALENDAR_DAY,
  LAST_CALENDAR_DAY,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PEOPLE_IMPORT_MAX_CELLS,
  PEOPLE_IMPORT_MAX_COLUMNS,
  PEOPLE_IMPORT_MAX_ROWS,
  ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENTS_MAX,
} from './limits';

/**
 * Field error codes, each with its English default. A field error travels as its code (what
 * clients match and translate: `forms:fieldErrors.<code>` in the web app) beside its English
 * text (what the spec's error bodies show). Never rename a code: clients depend on it.
 * The contract's schemas use the code as their custom message (`fieldError('required')`).
 */
export const FIELD_ERRORS = {
  // Any field. The generic codes also stand for zod's own checks (see describeIssue).
  required: 'This value should not be blank.',
  invalid: 'This value is not valid.',
  invalidType: 'This value is missing or has the wrong type.',
  invalidFormat: 'This value is not in the expected format.',
  invalidChoice: 'The value you selected is not a valid choice.',
  tooShort: 'This value is too short.',
  tooLong: 'This value is too long.',
  tooSmall: 'This value is too small.',
  tooLarge: 'This value is too large.',
  unknownField: 'This field is not expected.',
  email: 'This value is not a valid email address.',
  phone: 'This value is not a valid phone number.',
  url: 'This value is not a valid URL.',
  dateFormat: 'Use the format YYYY-MM-DD',
  dateOutOfRange: `Use a date between ${FIRST_CALENDAR_DAY} and ${LAST_CALENDAR_DAY}`,
  invalidIdentifier: 'Invalid identifier',
  identification: 'The identification is not a valid Spanish NIF or NIE',
  shortnameFormat: 'Use lowercase letters, digits and dashes',
  // Accounts and passwords (spec 5).
  passwordTooShort: `The password must be at least ${PASSWORD_MIN} characters long`,
  passwordTooLong: `The password must be at most ${PASSWORD_MAX} characters long`,
  passwordLowercase: 'The password must contain a lowercase letter',
  passwordUppercase: 'The password must contain an uppercase letter',
  passwordDigit: 'The password must contain a number',
  passwordSymbol: 'The password must contain a symbol',
  passwordsDoNotMatch: 'The passwords do not match',
  passwordWrong: 'Password is wrong',
  privacyNotAccepted: 'You must accept the privacy policy',
  usernameEmailMismatch: 'The username and the email must be the same address',
  codeFormat: 'The code has 6 digits',
  whatsappConsent: 'WhatsApp needs your consent',
  emailTokenMissing: 'The email validation token was not provided',
  notYourEmail: 'This is not the email address of your account',
  // Clubs, invitations, access requests.
  shortnameTaken: 'This short name is already in use',
  invitationInvalid: 'This invitation link is not valid or has expired',
  expiryInPast: 'The expiry date must be in the future',
  expiryTooFar: 'The expiry date must be within a year',
  clubMismatch: 'The club does not match the invitation',
  requestAlreadyDecided: 'This request has already been decided',
  privacyVersionOutdated: 'A newer version was published; read it and accept again',
  /** Checked by the web form only: publishing a new version needs a text or a link. */
  nothingToPublish: 'Write the text or give a link before publishing a new version.',
  // Uploaded images (logos, person photos).
  imageMissing: 'Send the image as multipart/form-data in the field "file"',
  notAnImage: 'The file must be a PNG, JPEG or WebP image',
  // People and families.
  duplicateDni: 'A person of this type with this identification already exists in the club',
  notAGuardian: 'This person has no guardian profile',
  guardianOfSelf: 'A person cannot be their own guardian',
  alreadyHasAccount: 'This person already has an account',
  cannotDisableSelf: 'You cannot disable your own profile',
  cannotRevokeOwnPanel: 'You cannot remove your own panel access',
  // Teams.
  teamNameTaken: 'The club already has a team with this name in this season',
  teamPersonNotInClub: 'This person is not one of the club’s people',
  teamPersonRepeated: 'This person is already in the roster',
  trainingEndsBeforeStart: 'The training must end after it starts',
  trainingOverlap: 'This training overlaps another one on the same day',
  tooManyTrainings: 'A team can have at most 14 training times a week',
  // People import.
  importFileMissing: 'Choose a CSV or XLSX file',
  importFileUnreadable: 'The file could not be read as CSV or XLSX',
  importFileEmpty: 'The file has no rows',
  importTooManyRows: `The file has more than ${PEOPLE_IMPORT_MAX_ROWS} rows`,
  importTooManyColumns: `The file has more than ${PEOPLE_IMPORT_MAX_COLUMNS} columns`,
  importTooManyCells: `The file has more than ${PEOPLE_IMPORT_MAX_CELLS} cells`,
  importTooMuchText: 'The file holds more text than an import can take',
  importArchiveInvalid: 'The XLSX file is damaged or unpacks to more data than an import can take',
  importFileTooComplex: 'The file took too long or too much memory to read',
  importHasErrors: 'Fix or skip the rows with errors before importing',
  importNotValidated: 'Map the columns before importing',
  importAlreadyCommitted: 'This import was already written',
  importUnknownColumn: 'The file has no such column',
  importColumnTwice: 'A column can be mapped to one field only',
  importRequiredFields: 'Map at least the name and surname columns',
  // Impersonation.
  noAccountToImpersonate: 'This profile has no account to impersonate',
  cannotImpersonateSelf: 'You cannot impersonate yourself',
  notImpersonating: 'You are not impersonating anyone',
  // Messaging (spec 5 and 8).
  mailboxNotRemovable: 'This mailbox cannot be removed',
  mailboxLastProfile: 'Cannot delete user from mailbox; assign another user first',
  mailboxNameTaken: 'The club already has a mailbox with this name',
  profileHeaderMissing: 'The Profile header is required: the id of the profile you act as',
  profileHeaderForeign: 'The Profile header does not name one of your profiles in this club',
  recipientsRequired: 'Choose at least one recipient',
  unknownRecipient: 'This recipient is not one of the club’s people, teams or mailboxes',
  recipientNotAllowed: 'You cannot write to this recipient',
  noRecipientsFound: 'The chosen recipients include nobody who can receive the message',
  notMailboxMember: 'You do not answer from this mailbox',
  replyOwnThread: 'You cannot reply to your own thread: answer inside a conversation or send a broadcast',
  threadDeleted: 'This thread has been deleted',
  repliesDisabled: 'The author has disabled replies to this thread',
  broadcastNeedsMailbox: 'Only threads sent from a mailbox can send a broadcast',
  replyToAllNotStarter: 'Reply to all is only available in conversations you started',
  conversationNotFound: 'This conversation is not part of the thread',
  threadNotDeleted: 'This thread is not deleted',
  attachmentMissing: 'Send the file as multipart/form-data in the field "file"',
  attachmentType: 'Attach images, PDF or office documents only',
  attachmentDisguised: 'The file’s content does not match its name',
  attachmentTooLarge: `An attachment can be at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`,
  attachmentUnknown: 'This attachment does not exist or is not yours',
  tooManyAttachments: `A message can carry at most ${MESSAGE_ATTACHMENTS_MAX} attachments`,
  messageEmpty: 'Write a message',
  // Sponsors and portal links (issue 11).
  webLinkOnly: 'Only web links (http or https) are accepted',
  sponsorOrderMismatch: 'The order must list every sponsor of the club exactly once',
  tooManySponsors: 'A club can have at most 200 sponsors',
  subsidyManagerUnknown: 'Choose managers of the club with panel access.',
  subsidyBeneficiaryUnknown: 'Some of the chosen people or teams are not in the club.',
  receiptMissing: 'Choose the receipt file.',
  receiptType: 'The receipt must be a PDF, JPEG, PNG or WebP file.',
  portalCoreFixed: 'A core component keeps its name and link; it can be enabled, highlighted and ordered',
  portalCoreNotRemovable: 'A core component cannot be removed; disable it instead',
  tooManyPortalComponents: 'A portal can have at most 50 components',
  // E-commerce (issue 12).
  endsBeforeStart: 'The ending date must come after the starting date',
  unknownTax: 'Choose one of the club’s taxes',
  duplicateOption: 'Each option needs a different name',
  unknownOption: 'This option is not one of the product’s',
  stockBelowSold: 'The stock cannot be less than what has already been sold',
  stockWithOptions: 'With options, each option has its own stock',
  tooManyProducts: 'A campaign can have at most 100 products',
  campaignEmpty: 'Add at least one product before publishing the campaign',
  campaignHasSales: 'This campaign has sales: unpublish it instead of removing it',
  productHasSales: 'This product has sales and cannot be removed',
  soldOut: 'Sold out: there are not that many units left',
  limitPerBuyer: 'You have reached the most units one buyer can take',
  campaignClosed: 'This campaign is not on sale now',
  optionRequired: 'Choose an option (size) for this product',
  buyerRequired: 'Give your name and email to buy',
  orderNotPending: 'This order is no longer waiting for payment',
  orderNotRefundable: 'Only a paid order can be refunded',
  paymentUnavailable: 'The payment provider cannot be reached right now; try again in a moment',
  signatureInvalid: 'The signature does not match this request',
  unknownProduct: 'No product of this campaign has this name',
  importColumnsMissing: 'The first line must name the columns: name, email, product and, if needed, option and quantity',
  orderImportTooManyRows: 'A file can have at most 1,000 orders',
  // Data rights (issue 25 part 4): erasure requests.
  erasureAlreadyOpen: 'This person already has an erasure request awaiting approval or scheduled',
  erasureSecondManager: 'Another manager must approve an erasure you requested',
  erasureNotAwaitingApproval: 'This erasure request is no longer awaiting approval',
  erasureUndoClosed: 'This erasure can no longer be cancelled or undone',
  importUnreadable: 'This file cannot be read as CSV',
  importEmpty: 'The file has no orders',
  seatsNotImported: 'Tickets with a seat map cannot be imported: record them one by one',
  seatSelectionOff: 'Seat maps need the club’s seat selection feature',
  seatMapNeedsTicket: 'Only a ticket can have a seat map',
  seatMapWithOptions: 'A ticket with a seat map has no options',
  seatMapHasSales: 'The seat map cannot change once seats have been sold',
  stockWithSeatMap: 'With a seat map, the stock is its number of seats',
  seatsRequired: 'Choose one seat for each ticket',
  seatNotOnMap: 'This seat is not on the map, or was chosen twice',
  seatTaken: 'Someone has just taken one of these seats; choose another',
  // Bookings (issue 13): each refusal with its reason.
  timeFormat: 'Use the format HH:MM',
  opensBeforeCloses: 'The closing time must come after the opening time',
  invalidTimeZone: 'This is not a known time zone',
  unknownCalendar: 'This calendar is not one of the club’s',
  slotTaken: 'This slot has just been taken; choose another',
  slotInPast: 'This slot has already started',
  outsideAvailability: 'The calendar is not open then, or does not offer this length',
  beyondBookingWindow: 'This day is further ahead than this link lets you book',
  tooLittleNotice: 'This slot starts too soon to be booked online',
  weeklyLimitReached: 'You have reached the most bookings per week this link allows',
  membersOnly: 'Only members of the club can book through this link: sign in first',
  bookingTokenInvalid: 'We cannot retrieve your booking authentication token. Please, try again later',
  cancellationTooLate: 'It is too late to cancel this booking online: contact the club',
  bookingNotActive: 'This booking is already cancelled',
  bookingNotPending: 'This booking is not waiting for payment',
  calendarAwaitingPayments:
    'Some bookings on this calendar are waiting for a card payment; try again once they are paid or released (within half an hour)',
  linkClosed: 'This booking link is not open',
  seriesTooLong: 'A weekly series can have at most 52 bookings',
  feedAddressRefused: 'Give the public http(s) address of a calendar; internal and private network addresses are not read',
  // Contact form (issue 11 part 4): refusals a person may meet, each with its reason.
  contactHoneypot: 'This field must stay empty',
  contactTooFast: 'The form was sent too quickly; take a moment and send it again',
  contactFormExpired: 'The form has expired; reload the page and send it again',
  contactFormTokenMissing: 'Reload the page and send the form again',
  contactNoMailbox: 'The club cannot receive messages right now',
  // E-mails a manager sends to a typed address (issue 20): the club's and the address's caps.
  clubMailLimitReached: 'The club has sent as many e-mails as it may for now; try again later',
  recipientMailLimitReached: 'This address has received as many e-mails from the club as it may for now; try again later',
  // Member fees (issue 23, B): paying a charge, SEPA mandates.
  ibanInvalid: 'This IBAN is not valid: check the country, the check digits and the account number',
  ibanNotSepa: 'This account is not in a SEPA country: direct debits need a SEPA account',
  bicInvalid: 'This BIC is not valid (8 or 11 letters and digits)',
  bicMismatch: 'This BIC belongs to another country than the IBAN',
  mandateNotAccepted: 'Read and accept the mandate text to give the mandate',
  mandateNotActive: 'This mandate is no longer active',
  unknownPayer: 'This person is not you or one of your children in this club',
  chargeNotPayable: 'This charge is not waiting for payment',
  chargeNotPaid: 'This charge is not paid: it has no receipt yet',
  // Joining from the portal (issue 23, D): sign-ups and activity inscriptions.
  planNotOpen: 'This plan is not open to new members of this kind or age',
  activityFull: 'There are no places left in this activity',
  activityClosed: 'Inscriptions for this activity are closed',
  guardianNeeded: 'Someone under 18 is signed up by a parent or guardian',
  // Plans and fees, the manager's side (issue 23, A).
  seasonNameTaken: 'The club already has a season with this name',
  planNameTaken: 'This season already has a plan with this name',
  seasonClosed: 'This season is closed: open it again to change its plans',
  unknownPlan: 'This plan is not one of the club’s',
  unknownFeeTarget: 'Some of the people or teams chosen are not the club’s',
  feeAlreadySent: 'This fee has already been sent',
  chargeNotOpen: 'This charge is already settled (paid, exempt or cancelled) or in a bank collection',
  // SEPA direct debits, the manager's side (issue 23, C).
  creditorIdentifierInvalid:
    'This creditor identifier is not valid: country, two check digits, business code and national id (e.g. ES12000B12345678)',
  creditorInUse: 'This creditor has direct debit batches and cannot be removed',
  collectionDateTooSoon: 'The collection date must be a bank business day, at least one business day ahead',
  collectionDateBeforeNotice: 'The collection date must leave the members the creditor’s days of notice after today',
  chargeNotCollectable: 'Some charges are not due, have no valid mandate or are already in a batch',
  batchNotOpen: 'This batch has no debits waiting for the bank any more',
  returnsFileInvalid: 'This file is not a bank XML file (pain.002, camt.054 or camt.053), or it is too large',
  // Access control (issue 24).
  accessListNameTaken: 'The club already has a check-in list with this name',
  accessListHasScans: 'This check-in list has scans; its log is kept',
  scanAlreadyAnnulled: 'This scan was already annulled',
  // Input refused before any feature reads it.
  controlCharacters: 'Control characters are not allowed',
  multipartMalformed: 'The multipart body is malformed',
  valueOutOfRange: 'A value is out of range or not valid',
  pathEncoding: 'The address is not valid percent-encoded UTF-8',
} as const;

export type FieldErrorCode = keyof typeof FIELD_ERRORS;
export const FIELD_ERROR_CODES = Object.keys(FIELD_ERRORS) as [FieldErrorCode, ...FieldErrorCode[]];
export const FieldErrorCodeSchema = z.enum(FIELD_ERROR_CODES);

/**
 * The numbers field errors' translations quote (`{{min}}`, `{{rows}}`…), kept beside the codes
 * that quote them: a client passes them to every field error's translation, so an area that adds
 * a code with a limit adds its number here and no client lists limits of its own.
 */
export const FIELD_ERROR_VALUES = {
  min: PASSWORD_MIN,
  max: PASSWORD_MAX,
  rows: PEOPLE_IMPORT_MAX_ROWS,
  columns: PEOPLE_IMPORT_MAX_COLUMNS,
  cells: PEOPLE_IMPORT_MAX_CELLS,
  first: FIRST_CALENDAR_DAY,
  last: LAST_CALENDAR_DAY,
} as const;

export const isFieldErrorCode = (value: unknown): value is FieldErrorCode =>
  typeof value === 'string' && Object.hasOwn(FIELD_ERRORS, value);

/** A schema's custom message: the code itself (typed, so a misspelt code does not compile). */
export const fieldError = (code: FieldErrorCode): FieldErrorCode => code;
